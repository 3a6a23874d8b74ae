/**
 * PGlite does not lock its data folder: two processes can open the same folder and silently
 * overwrite each other's writes. This lock file (holding the owner's pid) makes a second opener
 * fail with a clear error instead, for example `npm run vip` while `npm start` runs.
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

function readOwner(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, "utf8").trim(), 10);
  } catch {
    return Number.NaN;
  }
}

/** Takes the folder's lock or throws DataDirInUseError; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (readOwner(file) !== process.pid) return;
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
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
      try {
        unlinkSync(file);
      } catch {
        // someone else removed it first; try again
      }
    }
  }
  throw new DataDirInUseError(dataDir, readOwner(file));
}
