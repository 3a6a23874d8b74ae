/**
 * `npm run db:backup [-- FILE_OR_FOLDER]`: writes a consistent backup of every table (default
 * folder: BACKUP_DIR, else ./backups), streamed table by table so its size is bounded by the disk,
 * not by memory. With PostgreSQL it reads the database directly (with the configured
 * DB_*_TIMEOUT_MS), also while servers run. With PGlite, a running server holds DATA_DIR and no
 * other process may open it, so the command asks that server for the backup over loopback
 * (ADMIN_TOKEN); with the server stopped it opens the folder itself.
 * docs/decisions/022-backups-and-durability.md.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { loadConfig, type AppConfig } from "../config";
import { BackupError, readBackupFile, summarizeBackup, writeBackup, type BackupSummary } from "../db/backup";
import { backupFileName, streamFileDurably } from "../db/backup-files";
import { openPglite } from "../db/client";
import { DataDirInUseError } from "../db/data-dir-lock";
import { BACKUP_PATH } from "../modules/backup/routes";
import { CliError, errorText, hasEmbeddedDatabase, openCommandPostgres, runCli } from "./cli-support";

/** How long the running server may take to start answering; the body then streams as long as it needs. */
const ANSWER_TIMEOUT_MS = 120_000;

export function defaultBackupDir(config: AppConfig): string {
  return config.backup.dir ?? path.resolve("backups");
}

async function fromPostgres(config: AppConfig, file: string, now: Date): Promise<BackupSummary> {
  const database = await openCommandPostgres(config);
  try {
    return await streamFileDurably(file, (out) => writeBackup(database, out, { now }));
  } finally {
    await database.close();
  }
}

async function fromRunningServer(config: AppConfig, holder: DataDirInUseError, file: string): Promise<BackupSummary> {
  if (!config.adminToken) {
    throw new CliError(
      `The server (pid ${holder.pid}) holds the database in ${config.dataDir} (DATA_DIR), so the backup must come from it: ` +
        "set ADMIN_TOKEN to the server's value and run npm run db:backup again, or stop the server first.",
    );
  }
  const host = config.host === "::1" ? "[::1]" : "127.0.0.1";
  const url = `http://${host}:${config.port}${BACKUP_PATH}`;
  const waiting = new AbortController();
  const timer = setTimeout(() => waiting.abort(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)), ANSWER_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${config.adminToken}` }, signal: waiting.signal });
  } catch (err) {
    throw new CliError(
      `The database in ${config.dataDir} is in use (pid ${holder.pid}), but no server answered at ${url} (${errorText(err)}): ` +
        "set PORT to the server's port, or stop the process that holds the folder.",
    );
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || !response.body) {
    let message = await response.text();
    try {
      message = (JSON.parse(message) as { message?: string }).message ?? message;
    } catch {
      // not JSON: print the body as it came
    }
    throw new CliError(`The server at ${url} refused the backup (HTTP ${response.status}): ${message}`);
  }
  const body = response.body;
  await streamFileDurably(file, (out: Writable) => pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), out)).catch((err: unknown) => {
    throw new CliError(`The backup from ${url} stopped part-way (${errorText(err)}); nothing was written. Run npm run db:backup again.`);
  });
  // The server streams as it reads: only a file that reaches its end line is a backup.
  try {
    return await summarizeBackup(await readBackupFile(file));
  } catch (err) {
    rmSync(file, { force: true });
    if (err instanceof BackupError) throw new CliError(`The backup from ${url} was cut short (${err.message}); nothing was kept. Run npm run db:backup again.`);
    throw err;
  }
}

async function fromEmbedded(config: AppConfig, file: string, now: Date): Promise<BackupSummary> {
  if (!hasEmbeddedDatabase(config.dataDir)) {
    throw new CliError(`There is no database in ${config.dataDir} (DATA_DIR) yet: nothing to back up. Check DATA_DIR.`);
  }
  let database;
  try {
    database = await openPglite(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirInUseError) return fromRunningServer(config, err, file);
    throw err;
  }
  try {
    return await streamFileDurably(file, (out) => writeBackup(database, out, { now }));
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith("-")) throw new CliError("Usage: npm run db:backup [-- FILE_OR_FOLDER]", 2);
  const config = loadConfig();
  const target = args[0];
  const now = new Date();
  const file = target && /\.(gz|json)$/.test(target) ? path.resolve(target) : path.join(target ? path.resolve(target) : defaultBackupDir(config), backupFileName(now));
  const summary = config.databaseUrl ? await fromPostgres(config, file, now) : await fromEmbedded(config, file, now);
  const tables = Object.keys(summary.tableRows).length;
  console.log(`Backup written: ${file} (${summary.rows} rows in ${tables} tables, migration ${summary.migration.tag}, ${summary.source} database).`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) runCli(main);
