/**
 * PGlite does not lock its data folder: two processes can open the same folder and silently
 * overwrite each other's writes. This lock file makes a second opener fail with a clear error
 * instead, for example `npm run vip` while `npm start` runs (docs/decisions/023-data-folder-lock.md).
 *
 * A pid alone does not name a process once the folder is shared: two containers on one volume are
 * both PID 1, and a pid "not alive here" may be alive in another container. So the owner writes
 * who it is (hostname, kernel boot id, pid namespace, pid, start time) and keeps the file's mtime
 * fresh (a heartbeat). A lock is stale only when
 * - its owner was in our own pid namespace on this machine and that process is provably gone (the
 *   pid is not alive, is our own pid, or now belongs to a process that started later), or
 * - its owner is elsewhere (another container or host) and the heartbeat stopped for STALE_MS.
 * The owner also checks on each beat that the file still names it, and reports when it does not.
 */
import { randomUUID } from "node:crypto";
import { closeSync, linkSync, openSync, readFileSync, readlinkSync, renameSync, statSync, unlinkSync, utimesSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export const LOCK_FILE_NAME = "pglite.lock";
/** A lock from another namespace whose mtime is older than this is stale (six missed beats). */
export const STALE_MS = 30_000;
export const HEARTBEAT_MS = 5_000;

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly where: string | undefined = undefined,
  ) {
    super(
      `The database folder ${dataDir} is in use by another process (pid ${pid}${where ? ` on ${where}` : ""}); ` + "the embedded database can be opened by one process at a time.",
    );
    this.name = "DataDirInUseError";
  }
}

/** Who holds (or wants) the lock. `token` tells two holders with equal identities apart. */
export type LockOwner = {
  pid: number;
  startTime: string | undefined;
  hostname: string;
  bootId: string | undefined;
  pidNamespace: string | undefined;
  token: string;
};

function readOptional(read: () => string): string | undefined {
  try {
    return read().trim();
  } catch {
    return undefined;
  }
}

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or
 * undefined where /proc is not available. The command name (field 2) may hold spaces and
 * parentheses, so fields are counted after its last ")".
 */
export function processStartTime(pid: number): string | undefined {
  const stat = readOptional(() => readFileSync(`/proc/${pid}/stat`, "utf8"));
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

export function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    hostname: hostname(),
    bootId: readOptional(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8")),
    pidNamespace: readOptional(() => readlinkSync("/proc/self/ns/pid")),
    token: randomUUID(),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

type Found = { owner: LockOwner | undefined; mtimeMs: number };

/**
 * The lock's content. Files written before this format hold "<pid> [<start time>]" and came from
 * a version that only ever ran in one namespace, so they are read as ours.
 */
function readLock(file: string, me: LockOwner): Found | undefined {
  let text: string;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
    text = readFileSync(file, "utf8").trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
  if (text.startsWith("{")) {
    try {
      return { owner: JSON.parse(text) as LockOwner, mtimeMs };
    } catch {
      return { owner: undefined, mtimeMs }; // a torn write: judged by its heartbeat alone
    }
  }
  const [pid, startTime] = text.split(/\s+/);
  const legacyPid = Number.parseInt(pid ?? "", 10);
  if (!Number.isInteger(legacyPid)) return { owner: undefined, mtimeMs };
  return { owner: { ...me, pid: legacyPid, startTime, token: "legacy" }, mtimeMs };
}

function sameNamespace(a: LockOwner, b: LockOwner): boolean {
  return a.hostname === b.hostname && a.bootId === b.bootId && a.pidNamespace === b.pidNamespace && a.pidNamespace !== undefined;
}

/** Is the lock still held? See the rules at the top of this file. */
export function lockIsHeld(found: Found, me: LockOwner, now: number, staleMs = STALE_MS): boolean {
  const { owner } = found;
  if (owner && sameNamespace(owner, me)) {
    if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === me.pid || !isAlive(owner.pid)) return false;
    if (owner.startTime === undefined) return true;
    const current = processStartTime(owner.pid);
    return current === undefined || current === owner.startTime;
  }
  return now - found.mtimeMs < staleMs;
}

export type LockOptions = {
  staleMs?: number;
  heartbeatMs?: number;
  /** Called once when the lock file no longer names this process (someone took it over). */
  onCompromised?: (message: string) => void;
  /** Tests pose as another container. */
  owner?: LockOwner;
};

function writeNew(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Takes the folder's lock or throws DataDirInUseError; returns the function that releases it. */
export function lockDataDir(dataDir: string, options: LockOptions = {}): () => void {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me = options.owner ?? currentOwner();
  const staleMs = options.staleMs ?? STALE_MS;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (writeNew(file, me)) return holdLock(file, me, options);
    const found = readLock(file, me);
    if (!found) continue; // released meanwhile
    if (lockIsHeld(found, me, Date.now(), staleMs)) {
      throw new DataDirInUseError(dataDir, found.owner?.pid ?? Number.NaN, found.owner && !sameNamespace(found.owner, me) ? found.owner.hostname : undefined);
    }
    // Stale. Move it aside under a name of our own, then check that what we moved is what we
    // judged: if another starter replaced it in between, its fresh lock goes back untouched.
    const aside = `${file}.stale-${me.token}`;
    try {
      renameSync(file, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw err;
    }
    const moved = readLock(aside, me);
    if (moved && moved.owner?.token !== found.owner?.token) {
      // link() fails if a file exists, so a third starter's lock is never overwritten either.
      try {
        linkSync(aside, file);
      } catch {
        // the holder we moved reports the loss at its next heartbeat
      }
      unlinkSync(aside);
      throw new DataDirInUseError(dataDir, moved.owner?.pid ?? Number.NaN);
    }
    unlinkSync(aside);
  }
  const found = readLock(file, me);
  throw new DataDirInUseError(dataDir, found?.owner?.pid ?? Number.NaN);
}

/** Beats (touches the file) while held; the timer is unref'd so it never keeps a process alive. */
function holdLock(file: string, me: LockOwner, options: LockOptions): () => void {
  let compromised = false;
  const beat = () => {
    const found = readLock(file, me);
    if (found?.owner?.token !== me.token) {
      if (!compromised) {
        compromised = true;
        options.onCompromised?.(`The lock file ${file} no longer names this process: another process may be using the same database folder.`);
      }
      return;
    }
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // the next beat reports it if the file is gone
    }
  };
  const timer = setInterval(beat, options.heartbeatMs ?? HEARTBEAT_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (readLock(file, me)?.owner?.token !== me.token) return;
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
