/**
 * Scheduled backups run by the server itself (BACKUP_DIR + BACKUP_INTERVAL_HOURS + BACKUP_KEEP):
 * the server already holds the database, so this works for PGlite too, where no other process
 * may open the folder while the server runs.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "./client";
import { writeBackup } from "./backup";
import { pruneBackups, streamBackupFile } from "./backup-files";

export type BackupScheduleOptions = {
  database: Database;
  dir: string;
  intervalMs: number;
  keep: number;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/** One scheduled run: write a backup, then keep the newest `keep`. Never throws (it logs). */
export async function runScheduledBackup(opts: BackupScheduleOptions): Promise<string | undefined> {
  const now = (opts.now ?? (() => new Date()))();
  try {
    const { file, result } = await streamBackupFile(opts.dir, now, (out) => writeBackup(opts.database, out, { now }));
    const pruned = pruneBackups(opts.dir, opts.keep);
    opts.log.info({ file, rows: result.rows, pruned: pruned.length }, "scheduled backup written");
    return file;
  } catch (err) {
    opts.log.error({ err, dir: opts.dir }, "scheduled backup failed");
    return undefined;
  }
}

/** Starts the timer (unref'd: it never keeps the process alive); returns the function that stops it. */
export function startBackupSchedule(opts: BackupScheduleOptions): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => runScheduledBackup(opts));
  }, opts.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running; // a backup in progress finishes before the database closes
  };
}
