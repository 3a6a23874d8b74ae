/**
 * Starts the built site (`npx tsx server/main.ts`) for a benchmark on a free loopback port with a
 * throwaway database, and stops it again. Needs a build (`npm run build`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type BenchServer = { base: string; port: number; stop: () => Promise<void> };

/** A port the OS says is free right now (listen on 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** `port` 0 (the default) picks a free one; `cwd` is the checkout whose build it serves. Resolves once /api/health answers 200. */
export async function startServer(port = 0, cwd = process.cwd()): Promise<BenchServer> {
  const chosen = port || (await freePort());
  const base = `http://127.0.0.1:${chosen}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  const child: ChildProcess = spawn("npx", ["tsx", "server/main.ts"], {
    cwd,
    env: { ...process.env, PORT: String(chosen), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
    // Its own process group, so stopping it also stops the node process npx starts.
    detached: true,
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  /** SIGTERM to the process group, then (once it has exited, at most 15 s) remove the throwaway database. */
  const stop = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    await Promise.race([exit, new Promise((r) => setTimeout(r, 15_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120 && !exited; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, port: chosen, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(exited ? "The server exited during start (is there a build? run npm run build)" : "The server did not start within 60 s");
}
