/** SQL for the dashboard's charts (STYLE.md habit 8). Every query is an aggregate per day. */
import { and, asc, count, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPosts, blogPostViews, toolUsageDaily } from "../../db/schema";

export type DayCount = { day: string; count: number };

export async function selectToolUsageBetween(db: Db, from: string, to: string): Promise<(DayCount & { tool: string })[]> {
  return db
    .select({ tool: toolUsageDaily.tool, day: toolUsageDaily.day, count: toolUsageDaily.count })
    .from(toolUsageDaily)
    .where(and(gte(toolUsageDaily.day, from), lte(toolUsageDaily.day, to)))
    .orderBy(asc(toolUsageDaily.day));
}

/** Views per post per day, from the one-row-per-reader-per-day table (counted, never listed). */
export async function selectBlogViewsBetween(db: Db, from: string, to: string): Promise<(DayCount & { slug: string; title: string })[]> {
  const rows = await db
    .select({ slug: blogPosts.slug, title: blogPosts.title, day: blogPostViews.day, count: count() })
    .from(blogPostViews)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostViews.postId))
    .where(and(gte(blogPostViews.day, from), lte(blogPostViews.day, to)))
    .groupBy(blogPosts.slug, blogPosts.title, blogPostViews.day)
    .orderBy(asc(blogPosts.slug), asc(blogPostViews.day));
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
