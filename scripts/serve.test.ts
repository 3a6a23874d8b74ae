/**
 * `npm run serve` (scripts/serve.ts, docs/decisions/054) on the embedded database: a restart by
 * SIGHUP (what `npm run serve:reload` and the upgrade send) replaces the server process while a
 * poller asks without pause, and no request fails: the connections that arrive while the old
 * server lets the data folder go wait in the supervisor. The visitor's own address reaches the
 * server. SIGTERM stops both.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isolatedEnv } from "../server/test/isolated-env";
import { tinySite } from "../server/test/tiny-site";
import { freePort, REPO_ROOT } from "./prove/lib/server-process";
import { runningServe, servePidFile } from "./serve-pid";

const dir = mkdtempSync(path.join(tmpdir(), "serve-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function getOnce(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: 60_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(0));
    req.end();
  });
}

describe("npm run serve", () => {
  it("restarts on SIGHUP with no failed request, then stops on SIGTERM", async () => {
    const port = await freePort();
    const env = isolatedEnv({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(dir, "data"), CLIENT_DIR: tinySite(), SERVE_PID_DIR: dir, LOG_LEVEL: "warn" });
    const serve = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    serve.stdout.on("data", (d: Buffer) => (out += d.toString()));
    serve.stderr.on("data", (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => serve.once("exit", resolve));
    try {
      const origin = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 90_000;
      while ((await getOnce(`${origin}/api/health`)) !== 200) {
        if (Date.now() > deadline) throw new Error(`npm run serve did not answer:\n${out}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(runningServe(port, dir)).toBe(serve.pid);
      const first = /handing connections to the server \(pid (\d+)\)/.exec(out)?.[1];
      expect(first).toBeDefined();

      let polling = true;
      const statuses: number[] = [];
      const poller = (async () => {
        while (polling) {
          statuses.push(await getOnce(`${origin}/api/health`));
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      await new Promise((r) => setTimeout(r, 300));
      process.kill(serve.pid!, "SIGHUP");
      const restartedBy = Date.now() + 90_000;
      while (!out.includes("serve: restarted")) {
        if (Date.now() > restartedBy) throw new Error(`no restart:\n${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 500));
      polling = false;
      await poller;
      expect(out).toMatch(new RegExp(`serve: restarted: the server is now pid \\d+ \\(was ${first}\\)`));
      expect(statuses.length).toBeGreaterThan(10);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    } finally {
      serve.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    expect(existsSync(servePidFile(port, dir))).toBe(false);
    // The embedded database was made in the data folder and handed from one process to the next.
    expect(readFileSync(path.join(dir, "data", "PG_VERSION"), "utf8").trim()).not.toBe("");
  }, 180_000);
});
