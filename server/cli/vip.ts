/**
 * `npm run vip -- issue --days N --note "..."`, `npm run vip -- list`, `npm run vip -- revoke CODE`.
 * Opens the same database as the server (DATA_DIR or DATABASE_URL, from server/config.ts).
 */
import { siteConfig } from "../../site.config";
import { ConfigError, loadConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { DataDirInUseError } from "../db/data-dir-lock";
import { createVipService } from "../modules/vip/service";
import { runVipCommand, UsageError, VIP_USAGE } from "./vip-command";

const PGLITE_ONE_PROCESS =
  "The embedded database (PGlite) can be used by one process at a time: stop the server, run this command, then start the server again. " +
  "With DATABASE_URL (PostgreSQL) the command works while the server runs.";

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === "--help" || argv[0] === "help") {
    console.log(VIP_USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(`Could not open the database in ${err.dataDir}: it is in use (pid ${err.pid}, probably the server).\n${PGLITE_ONE_PROCESS}`);
    } else {
      const where = config.databaseUrl ? "the PostgreSQL database at DATABASE_URL" : `the database in ${config.dataDir}`;
      console.error(`Could not open ${where}: ${err instanceof Error ? err.message : String(err)}`);
      if (!config.databaseUrl) console.error(PGLITE_ONE_PROCESS);
    }
    return 1;
  }
  try {
    return await runVipCommand(argv, createVipService(database.db, { telegramHandle: siteConfig.telegramHandle }), (l) => console.log(l));
  } catch (err) {
    if (err instanceof UsageError || (err instanceof TypeError && "code" in err && String(err.code).startsWith("ERR_PARSE_ARGS"))) {
      console.error(`${err.message}\n\n${VIP_USAGE}`);
      return 2;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
