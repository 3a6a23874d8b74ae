/**
 * PGlite does not lock its data folder: two processes can open the same folder and silently
 * overwrite each other's writes. This lock file (holding the owner's pid) makes a second opener
 * fail with a clear error instead, for example `npm run vip` while `npm start` runs.
 *
 * A process killed with SIGKILL (the OOM killer, `docker kill`) leaves its lock file behind. The
 * lock is stale when its pid is gone, and also when the pid now belongs to a process that started
 * later than the owner did: after a crash, pids are reused (in a container they restart from 1),
 * so an unrelated live process must not keep the server from starting. The owner's start time
 * (Linux /proc/<pid>/stat) is written next to its pid for that comparison.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE_NAME = "pglite.lock";

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The database folder ${dataDir} is in use by another process (pid ${pid}); the embedded database can be opened by one process at a time.`);
    this.name = "DataDirInUseError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or
 * undefined where /proc is not available. The command name (field 2) may hold spaces and
 * parentheses, so fields are counted after its last ")".
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

type Owner = { pid: number; startTime: string | undefined };

/** "<pid> <start time>"; older lock files hold the pid alone. */
function readOwner(file: string): Owner {
  try {
    const [pid, startTime] = readFileSync(file, "utf8").trim().split(/\s+/);
    return { pid: Number.parseInt(pid ?? "", 10), startTime };
  } catch {
    return { pid: Number.NaN, startTime: undefined };
  }
}

/** Is the lock's owner still running? A live pid with another start time is a different process. */
function ownerRuns(owner: Owner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid || !isAlive(owner.pid)) return false;
  if (owner.startTime === undefined) return true;
  const now = processStartTime(owner.pid);
  return now === undefined || now === owner.startTime;
}

/** Takes the folder's lock or throws DataDirInUseError; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      const startTime = processStartTime(process.pid);
      writeSync(fd, startTime === undefined ? String(process.pid) : `${process.pid} ${startTime}`);
      closeSync(fd);
      return () => {
        if (readOwner(file).pid !== process.pid) return;
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = readOwner(file);
      // A lock whose process is gone (a crash, a killed container) is stale: take it over.
      if (ownerRuns(owner)) throw new DataDirInUseError(dataDir, owner.pid);
      try {
        unlinkSync(file);
      } catch {
        // someone else removed it first; try again
      }
    }
  }
  throw new DataDirInUseError(dataDir, readOwner(file).pid);
}
