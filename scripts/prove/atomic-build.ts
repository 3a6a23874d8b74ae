/**
 * Part "atomic-build" (docs/decisions/038): `npm run build` beside a live server breaks
 * nothing. In a throwaway clone of this checkout (its committed HEAD; node_modules linked), as an
 * operator's host would be:
 *   1. build, start the server (production, its own data folder), read `/` and collect every file
 *      it loads: scripts, modulepreloads, stylesheets, images, the web manifest and icons, and every
 *      route chunk of the React Router manifest (what a later navigation fetches);
 *   2. change web/root.tsx (so the next build has new hashes) and run `npm run build` while every
 *      one of those files and the page itself are fetched every 250 ms: 0 errors allowed, and the
 *      page must stay the one the server started with;
 *   3. restart the server on the new build: every file of the old page must still load (the new
 *      build carries them); none of the carried files may be in the new service worker's precache,
 *      and `npm run check:bundle` must pass on that build (carried files are not counted).
 *
 *   PROVE_ONLY=atomic-build npm run prove
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isolatedEnv } from "../../server/test/isolated-env";
import { readCarried } from "../carry-assets";
import { freePort, REPO_ROOT, runPool } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

const POLL_MS = 250;
const READY_MS = 120_000;

type Running = { child: ChildProcess; origin: string; log: () => string; stop: () => Promise<void> };

function run(cwd: string, command: string, args: string[]): Promise<{ ok: boolean; seconds: number; out: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    // The operator's settings stay out; NODE_ENV is left unset as in a shell (isolatedEnv's blank
    // NODE_ENV="" made Vite bundle React's development build: 179 KB instead of 120 on /).
    const { NODE_ENV: _unset, ...env } = isolatedEnv({ LOG_LEVEL: "warn" });
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const keep = (d: Buffer) => (out = (out + d.toString()).slice(-40_000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (code) => resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000, out }));
  });
}

async function startServer(cwd: string, port: number, dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd,
    env: isolatedEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      IP_HASH_SECRET: "prove-atomic-build-secret-0123456789",
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
  child.stderr!.on("data", (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 40_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + READY_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${log}`);
    const ok = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, origin, log: () => log, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`server not ready within ${READY_MS / 1000} s:\n${log}`);
}

/** Every same-site file the page loads by itself or by a later navigation (the router manifest's chunks). */
export function pageAssets(html: string, routerManifest?: string): string[] {
  const urls = new Set<string>();
  const add = (u: string) => {
    if (u.startsWith("/") && !u.startsWith("//")) urls.add(u.split("#")[0]!.split("?")[0]!);
  };
  for (const m of html.matchAll(/<(?:script|img|source|link)\b[^>]*>/gi)) {
    const tag = m[0];
    if (/^<link/i.test(tag) && /\brel=["']?(?:canonical|alternate)\b/i.test(tag)) continue; // pages and feeds, not files it loads
    for (const a of tag.matchAll(/\b(?:src|href)=["']([^"']+)["']/gi)) add(a[1]!);
    for (const s of tag.matchAll(/\bsrcset=["']([^"']+)["']/gi)) for (const part of s[1]!.split(",")) add(part.trim().split(/\s+/)[0]!);
  }
  if (routerManifest) for (const m of routerManifest.matchAll(/"(\/assets\/[\w.-]+)/g)) add(m[1]!);
  return [...urls].sort();
}

type Poll = { requests: number; rounds: number; errors: string[] };

async function pollWhile(origin: string, assets: readonly string[], page: string, busy: () => boolean): Promise<Poll> {
  const poll: Poll = { requests: 0, rounds: 0, errors: [] };
  const one = async (url: string) => {
    poll.requests++;
    try {
      const res = await fetch(origin + url, { signal: AbortSignal.timeout(10_000) });
      const body = await res.text();
      if (res.status !== 200) poll.errors.push(`${url} ${res.status}`);
      else if (url === "/" && body !== page) poll.errors.push("/ changed before the restart");
    } catch (err) {
      poll.errors.push(`${url} ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  // One more round after the build ends, so the switch itself is covered.
  for (let last = false; ;) {
    const started = Date.now();
    await runPool(["/", ...assets], 16, one);
    poll.rounds++;
    if (last) return poll;
    if (!busy()) last = true;
    await new Promise((r) => setTimeout(r, Math.max(0, POLL_MS - (Date.now() - started))));
  }
}

export const atomicBuildPart: ProvePart = {
  name: "atomic-build",
  async run(): Promise<ProveRow[]> {
    const work = mkdtempSync(path.join(tmpdir(), "prove-atomic-build-"));
    const clone = path.join(work, "site");
    let server: Running | undefined;
    try {
      execFileSync("git", ["clone", "-q", "--shared", REPO_ROOT, clone]);
      symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(clone, "node_modules"));
      const first = await run(clone, "npm", ["run", "build"]);
      if (!first.ok) throw new Error(`the first build failed:\n${first.out}`);
      const port = await freePort();
      server = await startServer(clone, port, path.join(work, "data"));
      const page = await (await fetch(`${server.origin}/`)).text();
      const manifestUrl = /\/assets\/manifest-[\w-]+\.js/.exec(page)?.[0];
      if (!manifestUrl) throw new Error("the home page names no React Router manifest");
      const assets = pageAssets(page, await (await fetch(server.origin + manifestUrl)).text());

      appendFileSync(path.join(clone, "web/root.tsx"), `\n(globalThis as { __proveBuild?: number }).__proveBuild = ${Date.now()};\n`);
      let building = true;
      const buildRun = run(clone, "npm", ["run", "build"]).finally(() => (building = false));
      const poll = await pollWhile(server.origin, assets, page, () => building);
      const second = await buildRun;
      if (!second.ok) throw new Error(`the second build failed:\n${second.out}`);
      const live = realpathSync(path.join(clone, "build"));

      await server.stop();
      server = await startServer(clone, port, path.join(work, "data"));
      const newPage = await (await fetch(`${server.origin}/`)).text();
      const carried = readCarried(live);
      const oldOnly = assets.filter((u) => `${u.slice(1)}` in carried);
      const after: string[] = [];
      await runPool(assets, 16, async (url) => {
        const res = await fetch(server!.origin + url).catch(() => undefined);
        if (res?.status !== 200) after.push(`${url} ${res?.status ?? "no answer"}`);
        await res?.text();
      });
      const sw = readFileSync(path.join(live, "client", "sw.js"), "utf8");
      const bundle = await run(clone, "npm", ["run", "check:bundle"]);
      const precached = Object.keys(carried).filter((f) => sw.includes(`/${f}`));
      const newHashes = !newPage.includes(manifestUrl);
      const rows: ProveRow[] = [
        {
          part: "atomic-build",
          check: `${assets.length} files of a live page + the page, every ${POLL_MS} ms, while npm run build runs`,
          target: "0 errors; the page unchanged",
          measured: `${poll.requests} requests in ${poll.rounds} rounds, ${poll.errors.length} errors${poll.errors.length ? ` (${poll.errors.slice(0, 3).join(", ")})` : ""}; build ${second.seconds.toFixed(1)} s (first ${first.seconds.toFixed(1)} s)`,
          ok: poll.errors.length === 0 && poll.rounds >= 3,
        },
        {
          part: "atomic-build",
          check: "after the switch and a restart, the old page's files",
          target: "all 200; the new build has new hashes and carries the old ones",
          measured: `${assets.length - after.length}/${assets.length} answer 200${after.length ? ` (${after.slice(0, 3).join(", ")})` : ""}; ${oldOnly.length} of them carried; ${newHashes ? "new" : "SAME"} manifest; build -> ${readlinkSync(path.join(clone, "build"))}`,
          ok: after.length === 0 && newHashes && oldOnly.length > 0,
        },
        {
          part: "atomic-build",
          check: "carried files stay out of the new service worker's precache",
          target: "0 precached",
          measured: `${Object.keys(carried).length} carried files, ${precached.length} in sw.js`,
          ok: precached.length === 0 && Object.keys(carried).length > 0,
        },
        {
          part: "atomic-build",
          check: "npm run check:bundle on the build holding carried files",
          target: "exit 0 (carried files not counted)",
          measured: bundle.ok
            ? "all budgets hold"
            : bundle.out
                .split("\n")
                .filter((l) => /FAIL|Error/.test(l))
                .slice(0, 3)
                .map((l) => l.replace(/\s+/g, " "))
                .join(" / ") || bundle.out.slice(-200),
          ok: bundle.ok,
        },
      ];
      return rows;
    } finally {
      await server?.stop();
      rmSync(work, { recursive: true, force: true });
    }
  },
};
