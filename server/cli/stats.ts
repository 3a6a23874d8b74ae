/**
 * `npm run stats [-- --days 7|30|90] [-- --create]`: likes, chat, tool uses and blog views for
 * the last days, then tool uses per day (newest first), from the database the server would use
 * (DATABASE_URL, else the PGlite folder in DATA_DIR), which it names. The embedded PGlite
 * database serves one process at a time: stop the server before running this against DATA_DIR;
 * with PostgreSQL it can run at any time.
 */
import { parseArgs } from "node:util";
import { STATS_RANGES, type StatsRange } from "../../contracts/admin";
import { loadConfig, type AppConfig } from "../config";
import type { Database } from "../db/client";
import { loadStats } from "../modules/admin/stats";
import { createToolUsageService } from "../modules/tool-usage/service";
import { CliError, openCliDatabase, runCli } from "./cli-support";
import { formatStatsReport } from "./stats-report";

export const STATS_USAGE = "Usage: npm run stats [-- --days 7|30|90] [--create]";

export async function statsReport(database: Pick<Database, "db">, timeZone: string, range: StatsRange = 30, now = new Date()): Promise<string> {
  const tools = createToolUsageService({ db: database.db, timeZone, now: () => now });
  const [stats, rows] = await Promise.all([loadStats(database.db, { range, timeZone, now }), tools.daily()]);
  return formatStatsReport(stats, rows, timeZone);
}

function parseRange(argv: string[]): { range: StatsRange; create: boolean } {
  let values: { days?: string | undefined; create?: boolean | undefined };
  try {
    ({ values } = parseArgs({ args: argv, options: { days: { type: "string" }, create: { type: "boolean" } }, strict: true }));
  } catch (err) {
    throw new CliError(`${err instanceof Error ? err.message : String(err)}\n${STATS_USAGE}`, 2);
  }
  const range = Number(values.days ?? 30);
  if (!(STATS_RANGES as readonly number[]).includes(range)) throw new CliError(`--days must be 7, 30 or 90.\n${STATS_USAGE}`, 2);
  return { range: range as StatsRange, create: values.create ?? false };
}

let config: AppConfig | undefined;

async function main(): Promise<number> {
  const { range, create } = parseRange(process.argv.slice(2));
  config = loadConfig();
  const database = await openCliDatabase(config, { create, command: "npm run stats" });
  try {
    console.log(await statsReport(database, config.limitTimeZone, range));
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runCli(main, () => config);
