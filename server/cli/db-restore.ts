/**
 * `npm run db:restore -- FILE [--force]`: replaces every table's rows with the backup's, in one
 * transaction (all or nothing), streamed batch by batch from the file with the configured
 * DB_*_TIMEOUT_MS. What it replaces is first saved as a backup labelled "before-restore"
 * (BACKUP_DIR, else ./backups). Reads format versions 1 and 2.
 * - PGlite: refused while the server runs (it holds DATA_DIR); stop it, restore, start it.
 * - PostgreSQL: refused while other connections use the database (running servers keep settings
 *   such as the IP-hash key in memory); --force restores anyway, then restart them.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../config";
import { BackupError, readBackupFile, restoreBackup, writeBackup, type BackupReader } from "../db/backup";
import { streamBackupFile } from "../db/backup-files";
import { openPglite, type Database } from "../db/client";
import { DataDirInUseError } from "../db/data-dir-lock";
import { CliError, errorText, hasFlag, openCommandPostgres, runCli } from "./cli-support";
import { defaultBackupDir } from "./db-backup";

const USAGE = "Usage: npm run db:restore -- FILE [--force]";

async function openBackup(file: string): Promise<BackupReader> {
  try {
    return await readBackupFile(file);
  } catch (err) {
    if (err instanceof BackupError) throw new CliError(`Cannot restore ${file}: ${err.message}.`);
    throw new CliError(`Cannot read ${file}: ${(err as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : errorText(err)}. Give the path of a backup file.`);
  }
}

async function otherConnections(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  )) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = hasFlag(args, "force");
  const files = args.filter((a) => a !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("-")) throw new CliError(USAGE, 2);
  const file = path.resolve(files[0]!);
  const config = loadConfig();
  const backup = await openBackup(file);

  let database: Database;
  if (config.databaseUrl) {
    database = await openCommandPostgres(config);
  } else {
    try {
      database = await openPglite(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirInUseError) {
        throw new CliError(`The server (pid ${err.pid}) is using the database in ${config.dataDir} (DATA_DIR): stop it, run npm run db:restore again, then start it.`);
      }
      throw err;
    }
  }
  try {
    if (database.kind === "postgres" && !force) {
      // Counted after this command's own pool connected, which is excluded by pid only for one
      // connection: the pool is used one connection at a time here, so that is all it holds.
      const others = await otherConnections(database);
      if (others > 0) {
        throw new CliError(
          `${others} other connection(s) use the PostgreSQL database at DATABASE_URL (probably running servers): stop them and run npm run db:restore again, or run \`npm run db:restore -- ${files[0]} --force\` and restart them afterwards.`,
        );
      }
    }
    const now = new Date();
    const { file: saved } = await streamBackupFile(defaultBackupDir(config), now, (out) => writeBackup(database, out, { now }), "before-restore");
    let summary;
    try {
      summary = await restoreBackup(database, backup);
    } catch (err) {
      if (err instanceof BackupError) throw new CliError(`Cannot restore ${file}: ${err.message}. Nothing was changed.`);
      throw new CliError(`Restoring ${file} failed, nothing was changed: ${errorText(err)}`);
    }
    console.log(`Restored ${file}: ${summary.rows} rows in ${Object.keys(summary.tableRows).length} tables (backup of ${summary.createdAt}).`);
    console.log(`What the database held before is saved in ${saved}.`);
    if (force) console.log("Restart the servers that use this database so they reload its settings.");
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
