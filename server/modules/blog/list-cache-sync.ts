/**
 * Keeps the blog list cache (list-cache.ts) right across instances on one PostgreSQL: an instance
 * that changes what the list shows (a counted view, a sync) sends NOTIFY on one channel, and every
 * instance LISTENs on a connection of its own and drops its cached list when told. A view counted
 * by another instance then shows on the next read here, after the notification's round trip
 * (decision 025 has the measured lag and cost), instead of up to BLOG_LIST_MAX_AGE_MS later.
 *
 * When the listening connection is lost, it reconnects (every 1 to 5 s) and drops the list once
 * it is back, since notifications sent meanwhile were missed; until then the list's own maximum
 * age (BLOG_LIST_MAX_AGE_MS) still bounds how stale it can be. A failed NOTIFY is logged and
 * changes nothing else: the read or sync that sent it has already succeeded.
 */
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { listenWithReconnect } from "../../db/listen";
import type { ListCache } from "./list-cache";

export const BLOG_LIST_CHANNEL = "blog_list_changed";

export type ListChanges = {
  /** Tells every instance (this one too) that the list changed. */
  publish(): Promise<void>;
  onChange(listener: () => void): void;
  close(): Promise<void>;
};

/** One process (the embedded database): its own invalidation is all there is. */
export const LOCAL_LIST_CHANGES: ListChanges = {
  publish: async () => {},
  onChange: () => {},
  close: async () => {},
};

/** Invalidating this cache invalidates every instance's. */
export function withSharedInvalidation<T>(cache: ListCache<T>, changes: ListChanges, log: Pick<FastifyBaseLogger, "warn">): ListCache<T> {
  changes.onChange(() => cache.invalidate());
  return {
    get: () => cache.get(),
    invalidate() {
      cache.invalidate();
      changes.publish().catch((err: unknown) => log.warn({ err }, "blog list: NOTIFY failed; other instances refresh within the list's max age"));
    },
  };
}

export async function listenForListChanges({
  pool,
  log,
  channel = BLOG_LIST_CHANNEL,
  reconnectMs = { min: 1000, max: 5000 },
}: {
  pool: pg.Pool;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  channel?: string;
  reconnectMs?: { min: number; max: number };
}): Promise<ListChanges> {
  const listeners: (() => void)[] = [];
  const changed = () => listeners.forEach((listener) => listener());
  const listening = await listenWithReconnect({
    pool,
    channel,
    onPayload: changed,
    onReconnect: changed, // notifications sent while it was down were missed
    log,
    name: "blog list",
    reconnectMs,
  });
  return {
    async publish() {
      await pool.query("select pg_notify($1, '')", [channel]);
    },
    onChange(listener) {
      listeners.push(listener);
    },
    close: () => listening.close(),
  };
}
