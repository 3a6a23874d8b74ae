/**
 * `npm run db:move-to-postgres [-- --replace]`: copies the embedded database in DATA_DIR into the
 * PostgreSQL database at DATABASE_URL (migrated first), every table in one transaction, so VIP
 * codes, counts, views and the IP-hash key carry over. The target must be empty unless --replace.
 * DATA_DIR is left as it was. Run it with the server stopped (it holds DATA_DIR).
 */
import { loadConfig } from "../config";
import { createBackup, restoreBackup, rowCount, tableRowCounts } from "../db/backup";
import { openPglite, openPostgres, type Database } from "../db/client";
import { DataDirInUseError } from "../db/data-dir-lock";
import { CliError, errorText, hasEmbeddedDatabase, runCli } from "./cli-support";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const replace = args.includes("--replace");
  if (args.some((a) => a !== "--replace")) throw new CliError("Usage: npm run db:move-to-postgres [-- --replace]", 2);
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new CliError("Set DATABASE_URL to the PostgreSQL database to copy into (postgres://user:password@host:5432/name), then run npm run db:move-to-postgres again.");
  }
  if (!hasEmbeddedDatabase(config.dataDir)) {
    throw new CliError(`There is no embedded database in ${config.dataDir} (DATA_DIR): nothing to move. Set DATA_DIR to the folder the server used.`);
  }
  let source: Database;
  try {
    source = await openPglite(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      throw new CliError(`The server (pid ${err.pid}) is using the database in ${config.dataDir} (DATA_DIR): stop it, then run npm run db:move-to-postgres again.`);
    }
    throw err;
  }
  let target: Database | undefined;
  try {
    const backup = await createBackup(source);
    target = await openPostgres(config.databaseUrl).catch((err: unknown) => {
      throw new CliError(`Could not connect to the PostgreSQL database at DATABASE_URL: ${errorText(err)}. Check DATABASE_URL and that the database runs.`);
    });
    const held = Object.entries(await tableRowCounts(target.db)).filter(([, n]) => n > 0);
    if (held.length > 0 && !replace) {
      throw new CliError(
        `The PostgreSQL database at DATABASE_URL already holds rows (${held.map(([t, n]) => `${t}: ${n}`).join(", ")}): ` +
          "use an empty database, or add --replace to overwrite them with the embedded database's rows.",
      );
    }
    await restoreBackup(target, backup);
    const counts = Object.entries(backup.tables).map(([t, rows]) => `${t} ${rows.length}`);
    console.log(`Copied ${rowCount(backup)} rows from ${config.dataDir} into the PostgreSQL database at DATABASE_URL (${counts.join(", ")}).`);
    console.log("Start the server with DATABASE_URL set. DATA_DIR was left unchanged: keep it until you have checked the site.");
    return 0;
  } finally {
    await target?.close();
    await source.close();
  }
}

runCli(main);
