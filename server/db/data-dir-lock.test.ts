import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir, processStartTime } from "./data-dir-lock";

const made: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", "0"]).pid!;
}

describe("lockDataDir", () => {
  it("writes the owner's pid and start time and removes the file on release", () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), "utf8")).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it("refuses a folder another live process holds, naming the pid", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);
  });

  it("takes over a stale lock whose process is gone", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), String(deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), "utf8")).toMatch(new RegExp(`^${process.pid}\\b`));
    release();
  });

  it("refuses a folder held by a live owner whose start time matches", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${process.ppid} ${processStartTime(process.ppid)}`);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);
  });

  it("takes over a lock left by a killed server whose pid now belongs to another, later process", () => {
    // After a SIGKILL the pid is free to be reused (in a container pids restart from 1): a live
    // process with that pid but another start time is not the owner and must not block the start.
    const dir = freshDir();
    const reusedPid = process.ppid;
    const ownerStart = String(Number(processStartTime(reusedPid)) - 100);
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${reusedPid} ${ownerStart}`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), "utf8")).toMatch(new RegExp(`^${process.pid}\\b`));
    release();
  });
});
