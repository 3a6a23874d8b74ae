/**
 * Daily aggregate usage counters (docs/decisions/011, 021): the likes and chat services count what happened,
 * per metric per calendar day in LIMIT_TIME_ZONE, with nothing about who did it. Counting never
 * fails a visitor's request: a database error is logged and the request goes on.
 */
import type { UsageMetric } from "../../../contracts/admin";
import type { Db } from "../../db/client";
import { calendarDay } from "../../lib/calendar-day";
import { incrementDailyCount } from "./repository";

export type UsageCounter = { count(metric: UsageMetric): Promise<void> };

type Log = { error(obj: object, msg: string): void };

export function createUsageCounter(opts: { db: Db; timeZone: string; log: Log; now?: () => Date }): UsageCounter {
  const now = opts.now ?? (() => new Date());
  return {
    async count(metric) {
      try {
        await incrementDailyCount(opts.db, metric, "", calendarDay(now(), opts.timeZone));
      } catch (err) {
        opts.log.error({ err, metric }, "could not count a usage event");
      }
    },
  };
}

/** For services built without a database (unit tests): counts nothing. */
export const NO_USAGE_COUNTER: UsageCounter = { count: async () => undefined };
