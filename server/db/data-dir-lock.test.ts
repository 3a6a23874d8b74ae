import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { currentOwner, DataDirInUseError, LOCK_FILE_NAME, lockDataDir, processStartTime, type LockOwner } from "./data-dir-lock";

const made: string[] = [];
const children: ChildProcess[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
  made.push(dir);
  return dir;
};
afterAll(() => {
  children.forEach((c) => c.kill("SIGKILL"));
  made.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", "0"]).pid!;
}

const lockFile = (dir: string) => path.join(dir, LOCK_FILE_NAME);
const readOwner = (dir: string) => JSON.parse(readFileSync(lockFile(dir), "utf8")) as LockOwner;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Another container on the same volume: same kernel, its own hostname and pid namespace, and (like us) maybe the same pid. */
function otherContainer(pid: number): LockOwner {
  return { ...currentOwner(), pid, hostname: "other-container", pidNamespace: "pid:[1]", startTime: "1" };
}

/**
 * A real second process that takes the lock posing as another container whose server has OUR pid
 * (both PID 1 in their containers), and keeps its heartbeat going until killed.
 */
function containerWithOurPid(dir: string, opts: { heartbeatMs: number }): Promise<ChildProcess> {
  const modulePath = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));
  const script = `
    import { currentOwner, lockDataDir } from ${JSON.stringify(modulePath)};
    const owner = { ...currentOwner(), pid: ${process.pid}, hostname: "container-b", pidNamespace: "pid:[4026532000]" };
    lockDataDir(${JSON.stringify(dir)}, { owner, heartbeatMs: ${opts.heartbeatMs} });
    // the lock's heartbeat timer is unref'd, as in the server; this interval plays the server's work
    setInterval(() => {}, 1000);
    console.log("locked");
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => d.toString().includes("locked") && resolve(child));
    child.on("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

describe("lockDataDir", () => {
  it("writes who holds it (pid, start time, host, boot id, pid namespace) and removes the file on release", () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    const owner = readOwner(dir);
    expect(owner).toMatchObject({ pid: process.pid, startTime: processStartTime(process.pid), hostname: currentOwner().hostname });
    expect(owner.bootId).toMatch(/^[0-9a-f-]{36}$/);
    expect(owner.pidNamespace).toMatch(/^pid:\[\d+\]$/);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it("refuses a folder another live process of this machine holds, naming the pid", () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), String(process.ppid)); // the format older versions wrote
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);
  });

  it("takes over at once a lock of this machine whose process is gone", () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), JSON.stringify({ ...currentOwner(), pid: deadPid() }));
    const release = lockDataDir(dir);
    expect(readOwner(dir).pid).toBe(process.pid);
    release();
  });

  it("takes over a lock left by a killed server whose pid now belongs to another, later process", () => {
    // After a SIGKILL the pid is free to be reused: a live process with that pid but another
    // start time is not the owner and must not block the start.
    const dir = freshDir();
    const ownerStart = String(Number(processStartTime(process.ppid)) - 100);
    writeFileSync(lockFile(dir), JSON.stringify({ ...currentOwner(), pid: process.ppid, startTime: ownerStart }));
    const release = lockDataDir(dir);
    expect(readOwner(dir).pid).toBe(process.pid);
    release();
  });

  it("takes over a lock this same process namespace left with our own pid (a restarted container's PID 1)", () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), JSON.stringify({ ...currentOwner(), startTime: "1" }));
    const release = lockDataDir(dir);
    expect(readOwner(dir).token).not.toBe("legacy");
    release();
  });

  it("refuses a second container whose server has the same pid as ours, while its heartbeat runs; takes over once it stops", async () => {
    const dir = freshDir();
    const holder = await containerWithOurPid(dir, { heartbeatMs: 50 });
    await sleep(400); // well past staleMs below: only the heartbeat keeps the lock fresh
    const options = { staleMs: 300 };
    expect(() => lockDataDir(dir, options)).toThrow(new DataDirInUseError(dir, process.pid, "container-b"));
    expect(readOwner(dir).hostname).toBe("container-b");

    holder.kill("SIGKILL"); // the other container dies without releasing
    await new Promise((r) => holder.once("exit", r));
    expect(() => lockDataDir(dir, options)).toThrow(DataDirInUseError); // its last beat is still recent
    await sleep(400);
    const release = lockDataDir(dir, options);
    expect(readOwner(dir)).toMatchObject({ pid: process.pid, hostname: currentOwner().hostname });
    release();
  });

  it("refuses another container's lock without a heartbeat only until it is stale", async () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), JSON.stringify(otherContainer(process.pid)));
    expect(() => lockDataDir(dir, { staleMs: 200 })).toThrow("on other-container");
    await sleep(250);
    lockDataDir(dir, { staleMs: 200 })();
  });

  it("tells its holder when the file was taken over by someone else, and then leaves that file alone", async () => {
    const dir = freshDir();
    const messages: string[] = [];
    const release = lockDataDir(dir, { heartbeatMs: 20, onCompromised: (m) => messages.push(m) });
    const intruder = { ...otherContainer(42), token: "intruder" };
    writeFileSync(lockFile(dir), JSON.stringify(intruder));
    await sleep(100);
    expect(messages).toEqual([`The lock file ${lockFile(dir)} no longer names this process: another process may be using the same database folder.`]);
    release();
    expect(readOwner(dir).token).toBe("intruder");
  });
});
