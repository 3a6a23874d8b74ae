/** SQL for the daily usage counters (STYLE.md habit 8: SQL only in repositories). */
import { and, asc, gte, inArray, lte, sql } from "drizzle-orm";
import type { UsageMetric } from "../../../contracts/admin";
import type { Db } from "../../db/client";
import { usageDaily } from "../../db/schema";

export type UsageRow = { metric: string; day: string; count: number };

/** One more event of `metric` on `day`, in one statement (insert or add 1 inside the database). */
export async function incrementUsage(db: Db, metric: UsageMetric, day: string): Promise<void> {
  await db
    .insert(usageDaily)
    .values({ metric, day, count: 1 })
    .onConflictDoUpdate({ target: [usageDaily.metric, usageDaily.day], set: { count: sql`${usageDaily.count} + 1` } });
}

/** Every counter of these metrics from `from` to `to` (inclusive, YYYY-MM-DD). */
export async function selectUsage(db: Db, metrics: readonly UsageMetric[], from: string, to: string): Promise<UsageRow[]> {
  return db
    .select({ metric: usageDaily.metric, day: usageDaily.day, count: usageDaily.count })
    .from(usageDaily)
    .where(and(inArray(usageDaily.metric, [...metrics]), gte(usageDaily.day, from), lte(usageDaily.day, to)))
    .orderBy(asc(usageDaily.day));
}
