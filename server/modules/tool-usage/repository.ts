/** SQL for the tool-usage counters (STYLE.md habit 8: SQL only in repositories). */
import { asc, desc, sql } from "drizzle-orm";
import type { ToolId } from "../../../contracts/tools";
import type { Db } from "../../db/client";
import { toolUsageDaily } from "../../db/schema";

export type DailyToolUsageRow = { tool: string; day: string; count: number };

/**
 * One more use of a tool on a day, in one statement: the first use inserts the row, every later
 * one adds 1 inside the database, so concurrent requests never overwrite each other.
 */
export async function incrementToolUsage(db: Db, tool: ToolId, day: string): Promise<number> {
  const rows = await db
    .insert(toolUsageDaily)
    .values({ tool, day, count: 1 })
    .onConflictDoUpdate({
      target: [toolUsageDaily.tool, toolUsageDaily.day],
      set: { count: sql`${toolUsageDaily.count} + 1` },
    })
    .returning({ count: toolUsageDaily.count });
  return rows[0]?.count ?? 0;
}

/** Every counter, newest day first, tools in name order. */
export async function selectDailyToolUsage(db: Db): Promise<DailyToolUsageRow[]> {
  return db
    .select({ tool: toolUsageDaily.tool, day: toolUsageDaily.day, count: toolUsageDaily.count })
    .from(toolUsageDaily)
    .orderBy(desc(toolUsageDaily.day), asc(toolUsageDaily.tool));
}
