/**
 * Starts the real server (`tsx server/main.ts`) as its own process on a free loopback port with a
 * throwaway DATA_DIR, for the proof parts that need real HTTP, a real process to keep alive, and
 * its memory (VmRSS from /proc/<pid>/status).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type ServerProcess = {
  port: number;
  origin: string;
  pid: number;
  /** Resident memory in MB, from /proc (Linux). */
  rssMb(): number;
  alive(): boolean;
  /** Log lines at level error (50) or above, as pino wrote them. */
  errorLogs: string[];
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      const port = typeof address === "object" && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

const TSX = path.resolve("node_modules/.bin/tsx");

export async function startServer(env: Record<string, string>, { script = "server/main.ts", readyMs = 60_000 } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "prove-data-"));
  const child: ChildProcess = spawn(TSX, [script], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const errorLogs: string[] = [];
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    for (const line of chunk.toString().split("\n")) {
      const level = /"level":(\d+)/.exec(line);
      if (level && Number(level[1]) >= 50) errorLogs.push(line.slice(0, 500));
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  let exited = false;
  child.on("exit", () => (exited = true));

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyMs;
  for (;;) {
    if (exited) throw new Error(`server exited at start: ${output.slice(-1000)}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in ${readyMs} ms: ${output.slice(-1000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  // tsx runs the server in a child node process: measure that one, not the tsx wrapper.
  const serverPid = findServerPid(child.pid!) ?? child.pid!;
  return {
    port,
    origin,
    pid: serverPid,
    errorLogs,
    alive: () => !exited,
    rssMb: () => {
      const status = readFileSync(`/proc/${serverPid}/status`, "utf8");
      const kb = /VmRSS:\s+(\d+)/.exec(status);
      return kb ? Number(kb[1]) / 1024 : NaN;
    },
    stop: async () => {
      if (!exited) {
        const gone = new Promise<void>((r) => child.once("exit", () => r()));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
        await gone;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The deepest descendant of `pid` (tsx -> node server/main.ts). */
function findServerPid(pid: number): number | undefined {
  let current = pid;
  for (let i = 0; i < 3; i++) {
    let children: string;
    try {
      children = readFileSync(`/proc/${current}/task/${current}/children`, "utf8").trim();
    } catch {
      break;
    }
    const next = Number(children.split(/\s+/)[0]);
    if (!next) break;
    current = next;
  }
  return current;
}

/** Runs `tasks` with at most `limit` in flight. */
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
