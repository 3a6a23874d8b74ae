/**
 * The dashboard's chart data: one number per day for the range, oldest first, zeros where nothing
 * happened, so the page can draw every series on the same axis.
 */
import { USAGE_METRICS, type AdminStats, type StatsRange, type UsageMetric } from "../../../contracts/admin";
import { TOOL_IDS } from "../../../contracts/tools";
import type { Db } from "../../db/client";
import { calendarDay, daysBefore } from "../../lib/calendar-day";
import { selectDailyCounts } from "../usage/repository";
import { selectBlogViewsBetween, selectToolUsageBetween, type DayCount } from "./repository";

/** The `range` calendar days ending today in `timeZone`, oldest first. */
export function rangeDays(today: string, range: number): string[] {
  return Array.from({ length: range }, (_, i) => daysBefore(today, range - 1 - i));
}

function seriesOf(days: readonly string[], rows: readonly DayCount[]): number[] {
  const byDay = new Map<string, number>();
  for (const r of rows) byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.count);
  return days.map((d) => byDay.get(d) ?? 0);
}

export async function loadStats(db: Db, opts: { range: StatsRange; timeZone: string; now: Date }): Promise<AdminStats> {
  const days = rangeDays(calendarDay(opts.now, opts.timeZone), opts.range);
  const from = days[0] ?? "";
  const to = days[days.length - 1] ?? "";
  const [usage, tools, blog] = await Promise.all([selectDailyCounts(db, USAGE_METRICS, from, to), selectToolUsageBetween(db, from, to), selectBlogViewsBetween(db, from, to)]);
  const metric = (m: UsageMetric) =>
    seriesOf(
      days,
      usage.filter((r) => r.metric === m),
    );
  const posts = new Map<string, { title: string; rows: DayCount[] }>();
  for (const r of blog) {
    const post = posts.get(r.slug) ?? { title: r.title, rows: [] };
    post.rows.push(r);
    posts.set(r.slug, post);
  }
  return {
    range: opts.range,
    days,
    likes: { success: metric("likes_success"), refused: metric("likes_refused"), failed: metric("likes_failed") },
    tools: TOOL_IDS.map((tool) => ({
      tool,
      counts: seriesOf(
        days,
        tools.filter((r) => r.tool === tool),
      ),
    })),
    chat: { messages: metric("chat_message"), refused: metric("chat_refused") },
    blog: [...posts].map(([slug, p]) => ({ slug, title: p.title, counts: seriesOf(days, p.rows) })),
  };
}
