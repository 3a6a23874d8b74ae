/**
 * `npm run db:move-to-postgres [-- --replace]`: copies the embedded database in DATA_DIR into the
 * PostgreSQL database at DATABASE_URL (migrated first), every table in one transaction, so VIP
 * codes, counts, views and the IP-hash key carry over. Rows stream from one database to the other
 * batch by batch, with the configured DB_*_TIMEOUT_MS. The target must be empty unless --replace;
 * with --replace, the target's rows are first saved as a backup labelled "before-move"
 * (BACKUP_DIR, else ./backups), and it is refused while a server is connected to the target.
 * DATA_DIR is left as it was. Run it with the server stopped (it holds DATA_DIR).
 */
import { PassThrough } from "node:stream";
import { loadConfig } from "../config";
import { readBackup, restoreBackup, tableRowCounts, writeBackup, type BackupSummary } from "../db/backup";
import { streamBackupFile } from "../db/backup-files";
import { openPglite, type Database } from "../db/client";
import { DataDirInUseError } from "../db/data-dir-lock";
import { CliError, connectedServers, hasEmbeddedDatabase, openCommandPostgres, runCli } from "./cli-support";
import { defaultBackupDir } from "./db-backup";

export const REPLACE_HINT = "npm run db:move-to-postgres -- --replace";

/** Streams a backup of `source` straight into a restore of `target`: no file, no whole copy in memory. */
async function copy(source: Database, target: Database): Promise<BackupSummary> {
  const pipe = new PassThrough();
  const writing = writeBackup(source, pipe);
  try {
    const summary = await restoreBackup(target, await readBackup(pipe));
    await writing;
    return summary;
  } catch (err) {
    pipe.destroy();
    await writing.catch(() => {});
    throw err;
  }
}

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
    target = await openCommandPostgres(config);
    const held = Object.entries(await tableRowCounts(target.db)).filter(([, n]) => n > 0);
    if (held.length > 0 && !replace) {
      throw new CliError(
        `The PostgreSQL database at DATABASE_URL already holds rows (${held.map(([t, n]) => `${t}: ${n}`).join(", ")}): ` +
          `use an empty database, or run ${REPLACE_HINT} to overwrite them with the embedded database's rows (a backup of them is saved first).`,
      );
    }
    if (held.length > 0) {
      const servers = await connectedServers(target);
      if (servers > 0) {
        throw new CliError(
          `${servers} connection(s) of a running server use the PostgreSQL database at DATABASE_URL: stop every server that uses it, then run ${REPLACE_HINT} again.`,
        );
      }
      const now = new Date();
      const into = target;
      const { file } = await streamBackupFile(defaultBackupDir(config), now, (out) => writeBackup(into, out, { now }), "before-move");
      console.log(`The PostgreSQL database's rows are saved in ${file} (restore them with npm run db:restore -- ${file}).`);
    }
    const summary = await copy(source, target);
    const counts = Object.entries(summary.tableRows).map(([t, n]) => `${t} ${n}`);
    console.log(`Copied ${summary.rows} rows from ${config.dataDir} into the PostgreSQL database at DATABASE_URL (${counts.join(", ")}).`);
    console.log("Start the server with DATABASE_URL set. DATA_DIR was left unchanged: keep it until you have checked the site.");
    return 0;
  } finally {
    await target?.close();
    await source.close();
  }
}

runCli(main);
