/**
 * Real server processes for the proof: `node --import tsx server/main.ts` spawned directly (no npx
 * or npm in between, so the pid we hold is the server itself: SIGKILL/SIGTERM reach it and its
 * memory is the server's), on a free loopback port, with the environment the part chooses.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Starting takes 3-10 s; on a machine shared with other heavy jobs it has taken over a minute. */
const READY_TIMEOUT_MS = 180_000;
/** How long `stop()` waits after SIGTERM (the server drains for up to 35 s by default: config.shutdownGraceMs) before SIGKILL. */
const STOP_GRACE_MS = 40_000;

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  port: number;
  origin: string;
  /** Everything the process wrote (stdout and stderr, last 20 KB), for diagnosis. */
  output: () => string;
  /** Log lines at level error (50) or above, as pino wrote them. */
  errorLogs: string[];
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive: () => boolean;
  /** Resident memory in MB, from /proc (Linux); NaN once the process is gone. */
  rssMb: () => number;
  /** SIGTERM, SIGKILL after a grace period, then removes the throwaway DATA_DIR if this module made it. */
  stop: () => Promise<void>;
};

/** A port that was free a moment ago on 127.0.0.1 (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server and waits until GET /api/health answers 200. The environment is the given one
 * plus PORT/HOST (loopback only), quiet logs and, unless the part names one, a throwaway DATA_DIR;
 * the parent's environment is not passed on, so a developer's DATABASE_URL or LIKES_API_URL never
 * leaks into a proof run.
 */
export async function startServer(env: Record<string, string>, opts: { readyTimeoutMs?: number; port?: number } = {}): Promise<ServerProcess> {
  // A fixed port when a proxy in front names it (the scale part restarts instances in place).
  const port = opts.port ?? (await freePort());
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), "prove-data-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/tmp",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      CLIENT_DIR: path.join(REPO_ROOT, "build/client"),
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const errorLogs: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    log = (log + text).slice(-20_000);
    for (const line of text.split("\n")) {
      const level = /"level":(\d+)/.exec(line);
      if (level && Number(level[1]) >= 50) errorLogs.push(line.slice(0, 500));
    }
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let gone = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      gone = true;
      resolve({ code, signal });
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const pid = child.pid!;
  const server: ServerProcess = {
    child,
    pid,
    port,
    origin,
    output: () => log,
    errorLogs,
    exited,
    alive: () => !gone,
    rssMb: () => rssMb(pid) ?? NaN,
    stop: async () => {
      if (!gone) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + (opts.readyTimeoutMs ?? READY_TIMEOUT_MS);
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited before it was ready:\n${log.slice(-2000)}`);
    try {
      const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await killServer(server, "SIGKILL");
  if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  throw new Error(`server not ready within ${opts.readyTimeoutMs ?? READY_TIMEOUT_MS} ms:\n${log.slice(-2000)}`);
}

/** Sends the signal (if the process still runs) and waits for it to exit. */
export async function killServer(server: ServerProcess, signal: NodeJS.Signals = "SIGKILL") {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** Resident memory of a running process in MB, read from /proc (Linux). */
export function rssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function runPool<T>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
