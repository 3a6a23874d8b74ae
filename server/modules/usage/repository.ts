/**
 * SQL for the one daily-counter table, `daily_counts` (SQL only in
 * repositories). Every daily total the site keeps goes through `incrementDailyCount`.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { UsageMetric } from "../../../contracts/admin";
import type { Db } from "../../db/client";
import { dailyCounts } from "../../db/schema";

/** Usage events (subject ""), tool uses (subject: tool id) and counted blog views (subject: slug). */
export type CounterMetric = UsageMetric | "tool_use" | "blog_view";

export type DailyCount = { metric: string; subject: string; day: string; count: number };

/**
 * One more of `metric` for `subject` on `day`, in one statement: the first inserts the row, every
 * later one adds 1 inside the database, so concurrent requests never overwrite each other.
 * Takes a transaction too, so a count can move together with the fact behind it. Returns the
 * day's count afterwards.
 */
export async function incrementDailyCount(db: Db, metric: CounterMetric, subject: string, day: string): Promise<number> {
  const rows = await db
    .insert(dailyCounts)
    .values({ metric, subject, day, count: 1 })
    .onConflictDoUpdate({
      target: [dailyCounts.metric, dailyCounts.day, dailyCounts.subject],
      set: { count: sql`${dailyCounts.count} + 1` },
    })
    .returning({ count: dailyCounts.count });
  return rows[0]?.count ?? 0;
}

/** The counters of these metrics from `from` to `to` (inclusive, YYYY-MM-DD), oldest day first. */
export async function selectDailyCounts(db: Db, metrics: readonly CounterMetric[], from: string, to: string): Promise<DailyCount[]> {
  return db
    .select({ metric: dailyCounts.metric, subject: dailyCounts.subject, day: dailyCounts.day, count: dailyCounts.count })
    .from(dailyCounts)
    .where(and(inArray(dailyCounts.metric, [...metrics]), gte(dailyCounts.day, from), lte(dailyCounts.day, to)))
    .orderBy(asc(dailyCounts.day), asc(dailyCounts.subject));
}

/** Every day's counters of one metric, newest day first, subjects in name order. */
export async function selectAllDailyCounts(db: Db, metric: CounterMetric): Promise<DailyCount[]> {
  return db
    .select({ metric: dailyCounts.metric, subject: dailyCounts.subject, day: dailyCounts.day, count: dailyCounts.count })
    .from(dailyCounts)
    .where(eq(dailyCounts.metric, metric))
    .orderBy(desc(dailyCounts.day), asc(dailyCounts.subject));
}
