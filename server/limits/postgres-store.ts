/**
 * Limits shared by every instance on one PostgreSQL. Two UNLOGGED tables: a limit counter is not
 * data an operator keeps (after a database crash PostgreSQL empties them, which forgives every
 * client once), and skipping the write-ahead log makes each hit cheaper (decision 024 has the
 * numbers). Migration 0006 creates them (decision 044), so the store needs a database opened by
 * server/db/client.ts; they are not in schema.ts, so backups leave them out. Times are
 * PostgreSQL's clock, so instances whose clocks drift still agree on every window. Each hit is one
 * statement: the row lock of INSERT ... ON CONFLICT DO UPDATE makes concurrent hits on one key
 * from several instances count one after another.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { withTimeout } from "../lib/timeout";
import { KEY_PREFIX, type LimitStore, type SlidingTake, type WindowCount } from "./limit-store";

/** Windows and logs idle this long are deleted by the periodic prune. */
const PRUNE_AFTER_MS = 48 * 3600 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

const NOW_MS = sql.raw(`(extract(epoch from clock_timestamp()) * 1000)::bigint`);

type Row = Record<string, unknown>;

/**
 * Longest a limit waits for PostgreSQL, like the Redis store's command timeout. A stalled database
 * never enforces its own statement_timeout, and the pool's client-side timeout is sized for real
 * work: without this bound every request would first wait that long on its burst check before its
 * own query failed fast with 503. Past it the caller's store-down rule applies (open or closed).
 */
export const POSTGRES_LIMIT_TIMEOUT_MS = 1000;

export class LimitStoreTimeoutError extends Error {
  constructor(ms: number) {
    super(`limit store did not answer within ${ms} ms`);
    this.name = "LimitStoreTimeoutError";
  }
}

export function createPostgresStore(
  db: Db,
  { onPruneError, namespace = "", timeoutMs = POSTGRES_LIMIT_TIMEOUT_MS }: { onPruneError?: (err: unknown) => void; namespace?: string; timeoutMs?: number } = {},
): LimitStore {
  const execute = (query: ReturnType<typeof sql>) => withTimeout(db.execute(query), timeoutMs, () => new LimitStoreTimeoutError(timeoutMs));
  const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => ((await execute(query)) as unknown as { rows: Row[] }).rows;

  const prune = async () => {
    await db.execute(sql`delete from limit_windows where reset_at < ${NOW_MS} - ${PRUNE_AFTER_MS}`);
    await db.execute(sql`delete from limit_logs where touched_at < ${NOW_MS} - ${PRUNE_AFTER_MS}`);
  };
  const timer = setInterval(() => prune().catch((err: unknown) => onPruneError?.(err)), PRUNE_EVERY_MS);
  timer.unref();

  const k = (key: string) => KEY_PREFIX + namespace + key;

  return {
    kind: "postgres",
    async hit(key, windowMs): Promise<WindowCount> {
      const [row] = await rows(sql`
        with t as (select ${NOW_MS} as now)
        insert into limit_windows as w (key, count, reset_at)
        select ${k(key)}, 1, t.now + ${windowMs} from t
        on conflict (key) do update set
          count = case when w.reset_at <= (select now from t) then 1 else w.count + 1 end,
          reset_at = case when w.reset_at <= (select now from t) then (select now from t) + ${windowMs} else w.reset_at end
        returning count, reset_at - (select now from t) as ttl`);
      return { count: Number(row!.count), ttlMs: Number(row!.ttl) };
    },
    async peek(key) {
      const [row] = await rows(sql`
        select count, reset_at - ${NOW_MS} as ttl from limit_windows where key = ${k(key)} and reset_at > ${NOW_MS}`);
      return row ? { count: Number(row.count), ttlMs: Number(row.ttl) } : { count: 0, ttlMs: 0 };
    },
    async reset(key) {
      await execute(sql`delete from limit_windows where key = ${k(key)}`);
    },
    async take(key, max, windowMs): Promise<SlidingTake> {
      // Allowed: the row keeps the times still inside the window plus this one, and returns it.
      // Refused: the WHERE of DO UPDATE is false, nothing is returned and nothing changes.
      const [taken] = await rows(sql`
        with t as (select ${NOW_MS} as now)
        insert into limit_logs as l (key, times, touched_at)
        select ${k(key)}, array[t.now], t.now from t
        on conflict (key) do update set
          times = array(select x from unnest(l.times) x where x > (select now from t) - ${windowMs} order by x) || (select now from t),
          touched_at = (select now from t)
        where (select count(*) from unnest(l.times) x where x > (select now from t) - ${windowMs}) < ${max}
        returning (select now from t) as at`);
      if (taken) return { allowed: true, token: String(taken.at) };
      const [oldest] = await rows(sql`
        select min(x) + ${windowMs} - ${NOW_MS} as wait
        from limit_logs, unnest(times) x where key = ${k(key)} and x > ${NOW_MS} - ${windowMs}`);
      return { allowed: false, retryAfterMs: Math.max(1, Number(oldest?.wait ?? 1)) };
    },
    async release(key, token) {
      // Removes one occurrence (two hits may share a millisecond).
      await execute(sql`
        update limit_logs set times = times[:array_position(times, ${token}::bigint) - 1] || times[array_position(times, ${token}::bigint) + 1:]
        where key = ${k(key)} and ${token}::bigint = any(times)`);
    },
    async close() {
      clearInterval(timer);
    },
  };
}
