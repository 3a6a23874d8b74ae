/**
 * A PGlite filesystem on Node's fs in which every write is on disk before PGlite sees it return
 * (docs/decisions/022-backups-and-durability.md). PGlite's own NodeFS never syncs: its Postgres
 * runs with fsync off (`-F`) and Emscripten's NODEFS has no fsync, so a commit sits in the
 * operating system's cache. Through PGlite's public extension point for custom filesystems
 * (`@electric-sql/pglite/basefs`) this one calls fdatasync after each write and fsyncs a folder
 * after each create, rename or delete in it. Every write reaching the disk in program order is
 * what Postgres's write-ahead log needs (log before data page, data pages before a checkpoint
 * record), so after a power cut the folder is a state Postgres recovers from, holding every
 * commit that was answered.
 *
 * The first start of an empty folder (initdb, about 1,500 files) runs without syncing and the
 * whole folder is synced once when it is ready (`syncEverything`), then `durable` is switched on.
 */
import {
  chmodSync,
  closeSync,
  fdatasyncSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmdirSync,
  truncateSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
  writeSync,
  type Stats,
} from "node:fs";
import path from "node:path";
import { BaseFilesystem, ERRNO_CODES, type FsStats } from "@electric-sql/pglite/basefs";

/**
 * PGlite turns an error's `code` into an Emscripten errno, so Node's "ENOENT" must become its
 * number (ERRNO_CODES); an unknown code is reported as EINVAL.
 */
function errno<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (typeof code !== "string") throw err;
    const mapped = (ERRNO_CODES as Record<string, number>)[code] ?? ERRNO_CODES.EINVAL;
    throw Object.assign(new Error(`${code}: ${(err as Error).message}`), { code: mapped });
  }
}

function toFsStats(s: Stats): FsStats {
  return {
    dev: s.dev,
    ino: s.ino,
    mode: s.mode,
    nlink: s.nlink,
    uid: s.uid,
    gid: s.gid,
    rdev: s.rdev,
    size: s.size,
    blksize: s.blksize,
    blocks: s.blocks,
    atime: s.atimeMs,
    mtime: s.mtimeMs,
    ctime: s.ctimeMs,
  };
}

function syncPath(p: string): void {
  const fd = openSync(p, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export class DurableNodeFS extends BaseFilesystem {
  readonly root: string;
  /** Off while a new folder is being created; see the top of this file. */
  durable: boolean;
  /** Counters for the benchmark and the tests. */
  readonly syncs = { files: 0, folders: 0 };

  constructor(dataDir: string, { durable = true }: { durable?: boolean } = {}) {
    super(dataDir);
    this.root = path.resolve(dataDir);
    mkdirSync(this.root, { recursive: true });
    this.durable = durable;
  }

  private real(p: string): string {
    return path.join(this.root, p);
  }

  private syncFolderOf(p: string): void {
    if (!this.durable) return;
    syncPath(path.dirname(this.real(p)));
    this.syncs.folders++;
  }

  /** fsyncs every file and folder under the root: the end of a first start. */
  syncEverything(): void {
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile()) syncPath(full);
      }
      syncPath(dir);
    };
    walk(this.root);
  }

  chmod(p: string, mode: number): void {
    errno(() => {
      chmodSync(this.real(p), mode);
    });
  }
  close(fd: number): void {
    errno(() => {
      closeSync(fd);
    });
  }
  fstat(fd: number): FsStats {
    return errno(() => {
      return toFsStats(fstatSync(fd));
    });
  }
  lstat(p: string): FsStats {
    return errno(() => {
      return toFsStats(lstatSync(this.real(p)));
    });
  }
  mkdir(p: string, options?: { recursive?: boolean; mode?: number }): void {
    errno(() => {
      mkdirSync(this.real(p), options);
      this.syncFolderOf(p);
    });
  }
  /** PGlite passes no open flags to a custom filesystem: every file is opened for reading and writing. */
  open(p: string): number {
    return errno(() => {
      try {
        return openSync(this.real(p), "r+");
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "EACCES") return openSync(this.real(p), "r");
        throw err;
      }
    });
  }
  readdir(p: string): string[] {
    return errno(() => {
      return readdirSync(this.real(p));
    });
  }
  read(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number {
    return errno(() => {
      return readSync(fd, buffer, offset, length, position);
    });
  }
  rename(oldPath: string, newPath: string): void {
    errno(() => {
      renameSync(this.real(oldPath), this.real(newPath));
      this.syncFolderOf(newPath);
      if (path.dirname(oldPath) !== path.dirname(newPath)) this.syncFolderOf(oldPath);
    });
  }
  rmdir(p: string): void {
    errno(() => {
      rmdirSync(this.real(p));
      this.syncFolderOf(p);
    });
  }
  truncate(p: string, len: number): void {
    errno(() => {
      truncateSync(this.real(p), len);
      if (this.durable) syncPath(this.real(p));
    });
  }
  unlink(p: string): void {
    errno(() => {
      unlinkSync(this.real(p));
      this.syncFolderOf(p);
    });
  }
  utimes(p: string, atime: number, mtime: number): void {
    errno(() => {
      utimesSync(this.real(p), atime / 1000, mtime / 1000);
    });
  }
  writeFile(p: string, data: string | Uint8Array, options?: { encoding?: string; mode?: number; flag?: string }): void {
    errno(() => {
      writeFileSync(this.real(p), data, options as Parameters<typeof writeFileSync>[2]);
      if (this.durable) syncPath(this.real(p));
      this.syncFolderOf(p);
    });
  }
  /** PGlite hands over the whole WASM memory (an ArrayBuffer) and where in it the bytes are. */
  write(fd: number, buffer: Uint8Array | ArrayBufferLike, offset: number, length: number, position: number): number {
    return errno(() => {
      const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
      const written = writeSync(fd, bytes, offset, length, position);
      if (this.durable) {
        fdatasyncSync(fd);
        this.syncs.files++;
      }
      return written;
    });
  }
}
