/**
 * The embedded default: limits in this process's memory, each map a bounded LRU (lru-cache), so
 * a flood of distinct clients costs O(1) per request and at most `maxKeys` entries: the least
 * recently used client is forgotten first (before, a full map was swept on every new client, about
 * 8 ms a request at 50,000 clients). Right for one instance; several instances need a shared store.
 */
import { LRUCache } from "lru-cache";
import type { LimitStore, SlidingTake, WindowCount } from "./limit-store";

export type MemoryStoreOptions = { maxKeys?: number; now?: () => number };

export function createMemoryStore({ maxKeys = 50_000, now = Date.now }: MemoryStoreOptions = {}): LimitStore {
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: maxKeys });
  // Times of the hits still inside the window, oldest first (at most `max` of them per key).
  const logs = new LRUCache<string, number[]>({ max: maxKeys });
  let sequence = 0;

  const window = (key: string, at: number) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    kind: "memory",
    async hit(key, windowMs): Promise<WindowCount> {
      const at = now();
      const entry = window(key, at) ?? { count: 0, resetAt: at + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, ttlMs: entry.resetAt - at };
    },
    async peek(key) {
      const at = now();
      const entry = window(key, at);
      return entry ? { count: entry.count, ttlMs: entry.resetAt - at } : { count: 0, ttlMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async take(key, max, windowMs): Promise<SlidingTake> {
      const at = now();
      const times = (logs.get(key) ?? []).filter((t) => t > at - windowMs);
      if (times.length >= max) {
        logs.set(key, times);
        return { allowed: false, retryAfterMs: Math.max(1, (times[0] ?? at) + windowMs - at) };
      }
      times.push(at);
      logs.set(key, times);
      // The time alone could repeat within a millisecond; the sequence makes the token unique.
      return { allowed: true, token: `${at}.${++sequence}` };
    },
    async release(key, token) {
      const times = logs.get(key, { updateAgeOnGet: false });
      const at = Number(token.split(".")[0]);
      const i = times?.lastIndexOf(at) ?? -1;
      if (times && i !== -1) times.splice(i, 1);
    },
    async close() {
      windows.clear();
      logs.clear();
    },
  };
}
