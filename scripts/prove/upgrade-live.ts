/**
 * Part "upgrade-live" (docs/decisions/054): one server on the embedded database, run by
 * `npm run serve`, upgraded, rolled back and upgraded again with a poller on it the whole time:
 * no request may fail, and every step is timed. In a temporary folder:
 *   1. an upstream (a bare clone of this checkout's HEAD) and the operator's clone of it
 *      (node_modules linked from here), `npm run site:init`, an .env (PORT, DATA_DIR, BACKUP_DIR,
 *      ADMIN_TOKEN...), `npm run build`, then `npm run serve` in the background;
 *   2. a poller: GET /api/health and GET / in turn, one new connection each (as a visitor's new
 *      page load does), every 100 ms, each allowed 60 s; any status but 200, or no answer, fails;
 *   3. "the developers" push a commit changing a home-page text; `npm run upgrade` with no
 *      UPGRADE_RESTART (it finds the running `npm run serve` by its pid file);
 *   4. `npm run rollback`, then `npm run upgrade` again (the same commit comes back).
 *
 *   PROVE_ONLY=upgrade-live npm run prove        (KEEP_COPY=1 keeps the folder)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { cloneForOperator, git, must, operatorEnv, run, secs, stepTimes } from "./lib/operator-checkout";
import { REPO_ROOT, freePort } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

const LOCK = "/tmp/build.lock";
const UPSTREAM_FROM = "Websites, bots and the stack I use to build them.";

/** One GET on a new connection: its status, or 0 with why. */
function getOnce(url: string, timeoutMs: number): Promise<{ status: number; why?: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers: { connection: "close" }, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started }));
      res.on("error", (err) => resolve({ status: 0, why: err.message, ms: Date.now() - started }));
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on("error", (err) => resolve({ status: 0, why: err.message, ms: Date.now() - started }));
    req.end();
  });
}

type Poll = { stop: () => Promise<{ sent: number; failed: string[]; slowestMs: number }> };

function poll(origin: string): Poll {
  let running = true;
  let sent = 0;
  let slowestMs = 0;
  const failed: string[] = [];
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const url = `${origin}${i % 2 ? "/" : "/api/health"}`;
      const r = await getOnce(url, 60_000);
      sent++;
      slowestMs = Math.max(slowestMs, r.ms);
      if (r.status !== 200) failed.push(`${new Date().toISOString().slice(11, 19)} ${url}: ${r.status || r.why}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { sent, failed, slowestMs };
    },
  };
}

export const upgradeLivePart: ProvePart = {
  name: "upgrade-live",
  async run(): Promise<ProveRow[]> {
    const rows: ProveRow[] = [];
    const row = (check: string, target: string, measured: string, ok: boolean) => rows.push({ part: "upgrade-live", check, target, measured, ok });
    const work = mkdtempSync(path.join(tmpdir(), "prove-upgrade-live-"));
    const upstream = path.join(work, "upstream.git");
    const op = path.join(work, "operator");
    let serve: ChildProcess | undefined;
    try {
      await cloneForOperator(REPO_ROOT, upstream, op);
      await must(op, "npm", ["run", "--silent", "site:init"], "npm run site:init");
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      mkdirSync(path.join(work, "backups"));
      writeFileSync(
        path.join(op, ".env"),
        [
          `PORT=${port}`,
          "HOST=127.0.0.1",
          "NODE_ENV=production",
          `DATA_DIR=${path.join(work, "data")}`,
          `BACKUP_DIR=${path.join(work, "backups")}`,
          `SERVE_PID_DIR=${work}`,
          "ADMIN_TOKEN=prove-upgrade-live-token-0123456789abcdef",
          "IP_HASH_SECRET=prove-upgrade-live-secret-0123456789",
          "LOG_LEVEL=warn",
          "",
        ].join("\n"),
      );
      const firstBuild = await must(op, "flock", [LOCK, "npm", "run", "build"], "the operator's first npm run build");
      const env = operatorEnv({ SERVE_PID_DIR: work });
      const started = Date.now();
      const log = path.join(work, "serve.log");
      // What `npm run serve` execs, started directly so the proof stops exactly that process.
      serve = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], { cwd: op, env, stdio: ["ignore", "pipe", "pipe"] });
      serve.stdout!.on("data", (d: Buffer) => appendFileSync(log, d));
      serve.stderr!.on("data", (d: Buffer) => appendFileSync(log, d));
      while ((await getOnce(`${origin}/api/health`, 5000)).status !== 200) {
        if (Date.now() - started > 180_000) throw new Error(`npm run serve did not answer within 180 s:\n${readFileSync(log, "utf8").slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      const startS = (Date.now() - started) / 1000;
      const poller = poll(origin);

      // The developers' commit.
      const dev = path.join(work, "developers");
      await git(work, "clone", "-q", upstream, dev);
      const homeTs = path.join(dev, "web/content/home.ts");
      const source = readFileSync(homeTs, "utf8");
      if (!source.includes(UPSTREAM_FROM)) throw new Error(`web/content/home.ts no longer holds "${UPSTREAM_FROM}": update UPSTREAM_FROM in scripts/prove/upgrade-live.ts`);
      const marker = `Upstream release note ${Date.now().toString(36)}`;
      writeFileSync(homeTs, source.replace(UPSTREAM_FROM, `${UPSTREAM_FROM} ${marker}.`));
      await git(dev, "-c", "user.name=Developers", "-c", "user.email=developers@example.invalid", "commit", "-q", "-am", "Upstream: a new home-page text");
      await git(dev, "push", "-q", "origin", "HEAD");

      const home = async () => {
        const res = await fetch(`${origin}/`, { signal: AbortSignal.timeout(30_000) }).catch(() => undefined);
        return res ? await res.text() : "";
      };
      const step = async (name: string, args: string[], prefix: string, expectMarker: boolean) => {
        const r = await run(op, "flock", ["-o", LOCK, "npm", "run", "--silent", ...args], env);
        const shown = (await home()).includes(marker);
        row(
          name,
          `exit 0; then / ${expectMarker ? "shows" : "does not show"} the upstream text`,
          `exit ${r.code} in ${secs(r.seconds)} (${stepTimes(r, prefix)}); / ${shown ? "shows" : "does not show"} it${r.code === 0 ? "" : `; said: ${r.out.trim().split("\n").slice(-3).join(" / ")}`}`,
          r.code === 0 && shown === expectMarker,
        );
        return r.code === 0;
      };
      const ok =
        (await step("npm run upgrade (npm run serve found by its pid file)", ["upgrade"], "upgrade ", true)) && (await step("npm run rollback", ["rollback"], "rollback ", false));
      if (ok) await step("npm run upgrade again", ["upgrade"], "upgrade ", true);
      const polled = await poller.stop();
      const restarts = readFileSync(log, "utf8")
        .split("\n")
        .filter((l) => l.startsWith("serve: restarted"))
        .map((l) => / in ([\d.]+ s)$/.exec(l)?.[1] ?? "?");
      row(
        "a poller on the one server through upgrade, rollback, upgrade",
        "0 failed requests (new connection each, 60 s allowed)",
        `${polled.failed.length} failed of ${polled.sent}${polled.failed.length ? ` (${polled.failed.slice(0, 3).join("; ")})` : ""}; slowest answer ${(polled.slowestMs / 1000).toFixed(1)} s; restarts took ${restarts.join(", ") || "none"}; first build ${secs(firstBuild.seconds)}, first start ${secs(startS)}`,
        polled.failed.length === 0 && polled.sent > 0 && restarts.length === 3,
      );
      return rows;
    } finally {
      if (serve?.pid) {
        serve.kill("SIGTERM");
        await new Promise((r) => serve!.once("exit", r));
      }
      if (process.env.KEEP_COPY === "1") console.error(`prove upgrade-live: kept ${work}`);
      else rmSync(work, { recursive: true, force: true });
    }
  },
};
