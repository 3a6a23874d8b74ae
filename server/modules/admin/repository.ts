/** SQL for the dashboard's charts (SQL lives only in repositories; routes stay thin). Every query reads the daily counters. */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPosts, dailyCounts } from "../../db/schema";
import { selectDailyCounts } from "../usage/repository";

export type DayCount = { day: string; count: number };

export async function selectToolUsageBetween(db: Db, from: string, to: string): Promise<(DayCount & { tool: string })[]> {
  const rows = await selectDailyCounts(db, ["tool_use"], from, to);
  return rows.map((r) => ({ tool: r.subject, day: r.day, count: r.count }));
}

/**
 * Counted views per post per day from daily_counts, which keeps every day's total after the
 * per-visitor rows are pruned (so a restart or the retention period never wipes the chart).
 */
export async function selectBlogViewsBetween(db: Db, from: string, to: string): Promise<(DayCount & { slug: string; title: string })[]> {
  return db
    .select({ slug: blogPosts.slug, title: blogPosts.title, day: dailyCounts.day, count: dailyCounts.count })
    .from(dailyCounts)
    .innerJoin(blogPosts, eq(blogPosts.slug, dailyCounts.subject))
    .where(and(eq(dailyCounts.metric, "blog_view"), gte(dailyCounts.day, from), lte(dailyCounts.day, to)))
    .orderBy(asc(blogPosts.slug), asc(dailyCounts.day));
}
