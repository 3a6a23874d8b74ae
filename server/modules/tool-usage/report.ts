/**
 * The operator's usage report (`npm run stats`): one line per day, newest first, one column per
 * tool, with a total per day and per tool. Plain text that lines up in a terminal.
 */
import { TOOL_IDS } from "../../../contracts/tools";
import type { DailyToolUsageRow } from "./service";

export const NO_USAGE_MESSAGE = "No tool usage recorded yet.";

export function formatUsageReport(rows: readonly DailyToolUsageRow[]): string {
  if (rows.length === 0) return NO_USAGE_MESSAGE;
  // Unknown tools cannot be recorded, but an old row for a retired id should still show.
  const tools = [...TOOL_IDS, ...new Set(rows.map((r) => r.tool).filter((t) => !(TOOL_IDS as readonly string[]).includes(t)))];
  const days = [...new Set(rows.map((r) => r.day))].sort().reverse();
  const counts = new Map(rows.map((r) => [`${r.day} ${r.tool}`, r.count]));
  const count = (day: string, tool: string) => counts.get(`${day} ${tool}`) ?? 0;

  const header = ["day", ...tools, "total"];
  const lines: string[][] = days.map((day) => {
    const perTool = tools.map((tool) => count(day, tool));
    return [day, ...perTool.map(String), String(sum(perTool))];
  });
  const toolTotals = tools.map((tool) => sum(days.map((day) => count(day, tool))));
  lines.push(["total", ...toolTotals.map(String), String(sum(toolTotals))]);

  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const render = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [render(header), ...lines.map(render)].join("\n");
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
