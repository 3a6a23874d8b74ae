/**
 * `npm run db:backup [-- FILE_OR_FOLDER]`: writes a consistent backup of every table (default
 * folder: BACKUP_DIR, else ./backups). With PostgreSQL it reads the database directly, also while
 * servers run. With PGlite, a running server holds DATA_DIR and no other process may open it, so
 * the command asks that server for the backup over loopback (ADMIN_TOKEN); with the server
 * stopped it opens the folder itself. docs/decisions/022-backups-and-durability.md.
 */
import path from "node:path";
import { loadConfig, type AppConfig } from "../config";
import { createBackup, decodeBackup, encodeBackup, rowCount, type Backup } from "../db/backup";
import { writeBackupFile, writeFileDurably } from "../db/backup-files";
import { openPglite, openPostgres } from "../db/client";
import { DataDirInUseError } from "../db/data-dir-lock";
import { BACKUP_PATH } from "../modules/backup/routes";
import { CliError, errorText, hasEmbeddedDatabase, runCli } from "./cli-support";

const FETCH_TIMEOUT_MS = 120_000;

export function defaultBackupDir(config: AppConfig): string {
  return config.backup.dir ?? path.resolve("backups");
}

async function fromPostgres(url: string): Promise<Backup> {
  const database = await openPostgres(url).catch((err: unknown) => {
    throw new CliError(`Could not connect to the PostgreSQL database at DATABASE_URL: ${errorText(err)}. Check DATABASE_URL and that the database runs.`);
  });
  try {
    return await createBackup(database);
  } finally {
    await database.close();
  }
}

async function fromRunningServer(config: AppConfig, holder: DataDirInUseError): Promise<Backup> {
  if (!config.adminToken) {
    throw new CliError(
      `The server (pid ${holder.pid}) holds the database in ${config.dataDir} (DATA_DIR), so the backup must come from it: ` +
        "set ADMIN_TOKEN to the server's value and run npm run db:backup again, or stop the server first.",
    );
  }
  const host = config.host === "::1" ? "[::1]" : "127.0.0.1";
  const url = `http://${host}:${config.port}${BACKUP_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${config.adminToken}` }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (err) {
    throw new CliError(
      `The database in ${config.dataDir} is in use (pid ${holder.pid}), but no server answered at ${url} (${errorText(err)}): ` +
        "set PORT to the server's port, or stop the process that holds the folder.",
    );
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok) {
    let message = bytes.toString("utf8");
    try {
      message = (JSON.parse(message) as { message?: string }).message ?? message;
    } catch {
      // not JSON: print the body as it came
    }
    throw new CliError(`The server at ${url} refused the backup (HTTP ${response.status}): ${message}`);
  }
  return decodeBackup(bytes);
}

async function fromEmbedded(config: AppConfig): Promise<Backup> {
  if (!hasEmbeddedDatabase(config.dataDir)) {
    throw new CliError(`There is no database in ${config.dataDir} (DATA_DIR) yet: nothing to back up. Check DATA_DIR.`);
  }
  let database;
  try {
    database = await openPglite(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirInUseError) return fromRunningServer(config, err);
    throw err;
  }
  try {
    return await createBackup(database);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith("-")) throw new CliError("Usage: npm run db:backup [-- FILE_OR_FOLDER]", 2);
  const config = loadConfig();
  const backup = config.databaseUrl ? await fromPostgres(config.databaseUrl) : await fromEmbedded(config);
  const bytes = encodeBackup(backup);
  const target = args[0];
  let file: string;
  if (target && /\.(gz|json)$/.test(target)) {
    file = path.resolve(target);
    writeFileDurably(file, bytes);
  } else {
    file = writeBackupFile(target ? path.resolve(target) : defaultBackupDir(config), bytes, new Date(backup.createdAt));
  }
  const tables = Object.keys(backup.tables).length;
  console.log(`Backup written: ${file} (${rowCount(backup)} rows in ${tables} tables, migration ${backup.migration.tag}, ${backup.source} database).`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) runCli(main);
