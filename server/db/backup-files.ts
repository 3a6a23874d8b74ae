/**
 * Backup files on disk: named by time so they sort, written atomically (a temporary name, fsync,
 * rename, fsync of the folder), so a crash mid-write never leaves a half file under a backup's
 * name, and pruned to the newest N.
 */
import { closeSync, createWriteStream, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, unlinkSync } from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";

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

/**
 * Writes `file` through a stream: `produce` writes into the stream it is given (and ends it), so
 * a backup never has to fit in memory; only a complete file is renamed to `file`. A failed or
 * interrupted write leaves no file under that name and removes its temporary one.
 */
export async function streamFileDurably<T>(file: string, produce: (out: Writable) => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.partial-${process.pid}`;
  const fd = openSync(tmp, "w", 0o600); // backups hold IP hashes and VIP code hashes: owner-only
  const out = createWriteStream("", { fd, autoClose: false });
  try {
    const result = await produce(out);
    if (!out.writableFinished) await new Promise<void>((resolve, reject) => out.once("finish", resolve).once("error", reject));
    fsyncSync(fd);
    closeSync(fd);
    renameSync(tmp, file);
    fsyncPath(path.dirname(file));
    return result;
  } catch (err) {
    out.destroy();
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
    rmSync(tmp, { force: true });
    throw err;
  }
}

/** Streams into `dir` under a new time-stamped name (see streamFileDurably); returns the path and what `produce` returned. */
export async function streamBackupFile<T>(dir: string, now: Date, produce: (out: Writable) => Promise<T>, label?: string): Promise<{ file: string; result: T }> {
  const file = path.join(dir, backupFileName(now, label));
  return { file, result: await streamFileDurably(file, produce) };
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
