/**
 * Backup files on disk: named by time so they sort, written atomically (a temporary name, fsync,
 * rename, fsync of the folder), so a crash mid-write never leaves a half file under a backup's
 * name, and pruned to the newest N.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

const NAME = /^backup-\d{8}-\d{6}Z(-[a-z-]+)?\.json\.gz$/;

/** backup-20261124-073000Z.json.gz, with an optional label such as "before-restore". */
export function backupFileName(now: Date, label?: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `backup-${stamp}Z${label ? `-${label}` : ""}.json.gz`;
}

function fsyncPath(p: string): void {
  const fd = openSync(p, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function writeFileDurably(file: string, bytes: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.partial-${process.pid}`;
  const fd = openSync(tmp, "w", 0o600); // backups hold IP hashes and VIP code hashes: owner-only
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  fsyncPath(path.dirname(file));
}

/** Writes into `dir` under a new time-stamped name; returns the path. */
export function writeBackupFile(dir: string, bytes: Buffer, now: Date, label?: string): string {
  const file = path.join(dir, backupFileName(now, label));
  writeFileDurably(file, bytes);
  return file;
}

/** Deletes all but the newest `keep` backup files of `dir` (only files named by writeBackupFile). */
export function pruneBackups(dir: string, keep: number): string[] {
  const names = readdirSync(dir)
    .filter((n) => NAME.test(n))
    .sort();
  const doomed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of doomed) unlinkSync(path.join(dir, name));
  return doomed;
}
