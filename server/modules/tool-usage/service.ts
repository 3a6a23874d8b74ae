/** Rules for tool-usage counting: only the four tool ids (contracts/tools.ts), counted per calendar day in daily_counts. */
import { TOOL_IDS, type ToolId } from "../../../contracts/tools";
import type { Db } from "../../db/client";
import { calendarDay } from "../../lib/calendar-day";
import { incrementDailyCount, selectAllDailyCounts } from "../usage/repository";

/** One tool's uses on one day. */
export type DailyToolUsageRow = { tool: string; day: string; count: number };

export const UNKNOWN_TOOL_MESSAGE = `Unknown tool. Use one of: ${TOOL_IDS.join(", ")}.`;

export type ToolUsageService = {
  /** Counts one use of `tool` today and returns today's count. */
  record(tool: ToolId): Promise<number>;
  /** Every day's counts, newest day first. */
  daily(): Promise<DailyToolUsageRow[]>;
};

export function createToolUsageService(opts: { db: Db; timeZone: string; now?: () => Date }): ToolUsageService {
  const now = opts.now ?? (() => new Date());
  return {
    record: (tool) => incrementDailyCount(opts.db, "tool_use", tool, calendarDay(now(), opts.timeZone)),
    daily: async () => (await selectAllDailyCounts(opts.db, "tool_use")).map((r) => ({ tool: r.subject, day: r.day, count: r.count })),
  };
}
