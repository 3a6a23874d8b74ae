/**
 * Keeps the blog list in process memory, already serialized, so GET /api/blog is no database query
 * and no JSON.stringify per request (before it, the list ran at about 3% of the bare route's rate on
 * PGlite: bench/api-load.ts).
 *
 * How stale can the list be?
 * - The posts themselves change only when the blog folder is synced (at start): the sync calls
 *   `invalidate()`, so titles, order and listing are never stale.
 * - View counts change on reads. A view counted by THIS process also calls `invalidate()`, so on one
 *   instance the list is exact. Several instances on one PostgreSQL tell each other through
 *   NOTIFY/LISTEN (list-cache-sync.ts); if that channel is down, `maxAgeMs` still bounds the lag.
 *
 * Concurrent misses share one load, and a load that started before an invalidation is answered to
 * its callers but not kept, so an older snapshot never replaces a newer fact.
 */
import { createHash } from "node:crypto";

export type ListSnapshot<T> = {
  value: T;
  /** `value` as JSON, serialized once. */
  body: string;
  /** A strong ETag of `body`. */
  etag: string;
};

export type ListCache<T> = {
  get(): Promise<ListSnapshot<T>>;
  invalidate(): void;
};

export function createListCache<T>(load: () => Promise<T>, { maxAgeMs, now = () => Date.now() }: { maxAgeMs: number; now?: () => number }): ListCache<T> {
  let cached: { snapshot: ListSnapshot<T>; at: number } | undefined;
  let inFlight: { promise: Promise<ListSnapshot<T>>; generation: number } | undefined;
  let generation = 0;

  const refresh = (): Promise<ListSnapshot<T>> => {
    const started = generation;
    const at = now();
    const promise = load().then((value) => {
      const body = JSON.stringify(value);
      const snapshot = { value, body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
      if (generation === started) cached = { snapshot, at };
      return snapshot;
    });
    const entry = { promise, generation: started };
    inFlight = entry;
    // Whatever the outcome, the next miss may start a new load (a failed load is not cached).
    const clear = () => {
      if (inFlight === entry) inFlight = undefined;
    };
    promise.then(clear, clear);
    return promise;
  };

  return {
    get() {
      if (cached && now() - cached.at < maxAgeMs) return Promise.resolve(cached.snapshot);
      if (inFlight && inFlight.generation === generation) return inFlight.promise;
      return refresh();
    },
    invalidate() {
      generation++;
      cached = undefined;
    },
  };
}
