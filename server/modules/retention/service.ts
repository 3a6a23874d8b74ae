/**
 * Prunes personal rows after the retention period the privacy page states
 * (contracts/retention.ts, docs/decisions/021-daily-counts-retention-and-database-bounds.md):
 * free likes uses and per-visitor blog view rows are deleted, VIP uses lose their hashed IP and
 * UID. Daily totals (daily_counts, a post's views, a VIP code's use count) are kept. Runs once at
 * start and then every PRUNE_INTERVAL_MS; each run is three indexed statements, and running it
 * on several instances at once is harmless (each statement is idempotent).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { calendarDay, daysBefore } from "../../lib/calendar-day";
import { deleteViewsBefore } from "../blog/repository";
import { deleteFreeUsesBefore } from "../likes/repository";
import { forgetVipUsersBefore } from "../vip/repository";

/** A few times a day: rows then live at most a quarter of a day past the period. */
export const PRUNE_INTERVAL_MS = 6 * 3600 * 1000;

const DAY_MS = 24 * 3600 * 1000;

export type PruneResult = { likesFreeUses: number; blogViews: number; vipUsesForgotten: number };

export type RetentionDeps = {
  db: Db;
  timeZone: string;
  retentionDays: number;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  now?: () => Date;
};

export function createRetention({ db, timeZone, retentionDays, log, now = () => new Date() }: RetentionDeps) {
  let timer: NodeJS.Timeout | undefined;

  /** Keeps today and the `retentionDays` days before it; removes what is older. */
  async function prune(): Promise<PruneResult> {
    const at = now();
    const firstKeptDay = daysBefore(calendarDay(at, timeZone), retentionDays);
    const result = {
      likesFreeUses: await deleteFreeUsesBefore(db, firstKeptDay),
      blogViews: await deleteViewsBefore(db, firstKeptDay),
      vipUsesForgotten: await forgetVipUsersBefore(db, new Date(at.getTime() - retentionDays * DAY_MS)),
    };
    log.info({ ...result, retentionDays, firstKeptDay }, "personal rows past the retention period pruned");
    return result;
  }

  /** One run whose failure is logged, never thrown: pruning must not stop the site or its start. */
  async function pruneLogged(): Promise<PruneResult | undefined> {
    try {
      return await prune();
    } catch (err) {
      log.error({ err }, "could not prune personal rows; trying again at the next run");
      return undefined;
    }
  }

  return {
    prune,
    /** Prunes now, then every `intervalMs` until stop(). The timer never keeps the process alive. */
    async start(intervalMs = PRUNE_INTERVAL_MS): Promise<void> {
      await pruneLogged();
      timer = setInterval(() => void pruneLogged(), intervalMs);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
