/**
 * `npm run stats`: prints how often each generator was used, per tool per day (newest first),
 * from the database the server would use (DATABASE_URL, else the PGlite folder in DATA_DIR).
 * The embedded PGlite database serves one process at a time: stop the server before running
 * this against DATA_DIR; with PostgreSQL it can run at any time.
 */
import { loadConfigOrExit } from "../config";
import { openDatabase, type Database } from "../db/client";
import { formatUsageReport } from "../modules/tool-usage/report";
import { createToolUsageService } from "../modules/tool-usage/service";

export async function statsReport(database: Database, timeZone: string): Promise<string> {
  const service = createToolUsageService({ db: database.db, timeZone });
  return formatUsageReport(await service.daily());
}

async function main() {
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(`Tool usage per day (${config.limitTimeZone}), ${database.kind} database:\n`);
    console.log(await statsReport(database, config.limitTimeZone));
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
