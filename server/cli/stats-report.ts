/**
 * The text of `npm run stats`: the dashboard's numbers for a range of days (likes, chat, tools,
 * blog views: the same daily counters), then the tool uses per day as before.
 */
import type { AdminStats } from "../../contracts/admin";
import { formatUsageReport } from "../modules/tool-usage/report";
import type { DailyToolUsageRow } from "../modules/tool-usage/service";

const total = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function namedTotals(items: readonly { name: string; counts: readonly number[] }[]): string {
  const withCounts = items.map((i) => ({ name: i.name, n: total(i.counts) })).filter((i) => i.n > 0);
  if (withCounts.length === 0) return "none";
  withCounts.sort((a, b) => b.n - a.n || a.name.localeCompare(b.name));
  return `${total(withCounts.map((i) => i.n))} (${withCounts.map((i) => `${i.name} ${i.n}`).join(", ")})`;
}

export function formatStatsReport(stats: AdminStats, toolRows: readonly DailyToolUsageRow[], timeZone: string): string {
  const first = stats.days[0] ?? "";
  const last = stats.days[stats.days.length - 1] ?? "";
  return [
    `Last ${stats.range} days, ${first} to ${last} (${timeZone}):`,
    `  Likes:      ${total(stats.likes.success)} sent, ${total(stats.likes.refused)} refused (daily limit), ${total(stats.likes.failed)} failed (provider)`,
    `  Chat:       ${total(stats.chat.messages)} messages, ${total(stats.chat.refused)} refused (quota)`,
    `  Tools:      ${namedTotals(stats.tools.map((t) => ({ name: t.tool, counts: t.counts })))}`,
    `  Blog views: ${namedTotals(stats.blog.map((b) => ({ name: b.slug, counts: b.counts })))}`,
    "",
    "Tool uses per day:",
    formatUsageReport(toolRows),
  ].join("\n");
}
