/**
 * Part "upgrade-from-old" (README "Coming from a version before site/", docs/decisions/053): an
 * install at 434d43e, before the operator's folder existed, customised the way that version said
 * (another name in site.config.ts, a post of their own in content/blog/, a sample post deleted),
 * comes up to this checkout's HEAD by the README's steps: `git stash push --include-untracked`,
 * `git pull --ff-only`, `npm run site:from-stash`, `npm run build`; then `npm run start:prod` must
 * serve their name and their post, not the sample they deleted, with no tracked file changed.
 * node_modules is linked from here (the lock of 434d43e is not installed: the old version is not run).
 *
 *   PROVE_ONLY=upgrade-from-old npm run prove        (KEEP_COPY=1 keeps the folder)
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cloneForOperator, get, git, must, operatorEnv, run } from "./lib/operator-checkout";
import { REPO_ROOT, freePort } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

const OLD = "434d43e";
const LOCK = "/tmp/build.lock";
const REMOVED = "how-to-start-coding-as-a-teenager";
const OWN_POST = `---
title: "Harbour Lights Speedrun Notes"
slug: harbour-lights-speedrun-notes
excerpt: "Route notes from a week of practice."
category: Speedrunning
tags: [speedrun, routes]
createdAt: 2024-11-02
---
A week of practice on one route, written down so I stop forgetting it.
`;

export const upgradeFromOldPart: ProvePart = {
  name: "upgrade-from-old",
  async run(): Promise<ProveRow[]> {
    const rows: ProveRow[] = [];
    const row = (check: string, target: string, measured: string, ok: boolean) => rows.push({ part: "upgrade-from-old", check, target, measured, ok });
    const work = mkdtempSync(path.join(tmpdir(), "prove-upgrade-from-old-"));
    const upstream = path.join(work, "upstream.git");
    const op = path.join(work, "operator");
    const pidFile = path.join(work, "server.pid");
    try {
      // The old install: its checkout at 434d43e, as it was cloned then.
      await cloneForOperator(REPO_ROOT, upstream, op, OLD);
      const config = path.join(op, "site.config.ts");
      writeFileSync(config, readFileSync(config, "utf8").replace('"Alex Creator"', '"Robin Rivera"').replace('shortName: "Alex"', 'shortName: "Robin"'));
      writeFileSync(path.join(op, "content/blog/harbour-lights-speedrun-notes.md"), OWN_POST);
      rmSync(path.join(op, `content/blog/${REMOVED}.md`));
      const pull = await run(op, "git", ["pull", "--ff-only"]);
      row("git pull at the old install with its edits", "refused (the issue's report), changing nothing", `exit ${pull.code}: ${pull.out.trim().split("\n")[0]}`, pull.code !== 0);

      // The README's steps.
      const steps: [string, string, string[]][] = [
        ["stash", "git", ["stash", "push", "--include-untracked", "-q", "-m", "my site"]],
        ["pull", "git", ["pull", "-q", "--ff-only"]],
        ["site:from-stash", "npm", ["run", "--silent", "site:from-stash"]],
        ["build", "flock", [LOCK, "npm", "run", "build"]],
      ];
      const times: string[] = [];
      let said = "";
      for (const [name, command, args] of steps) {
        const r = await must(op, command, args, name);
        times.push(`${name} ${r.seconds.toFixed(1)} s`);
        if (name === "site:from-stash") said = r.out;
      }
      const moved = said.split("\n").filter((l) => l.trim().startsWith("moved") || l.trim().startsWith("removed"));
      row(
        "the README's steps from 434d43e",
        "each exits 0; site:from-stash names the identity, the post and the removed sample",
        `${times.join(", ")}; ${moved.map((l) => l.trim()).join("; ")}`,
        moved.some((l) => l.includes("site.config.ts -> site/site.yaml")) &&
          moved.some((l) => l.includes("harbour-lights-speedrun-notes.md")) &&
          moved.some((l) => l.includes(REMOVED)),
      );

      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      writeFileSync(path.join(op, ".env"), [`PORT=${port}`, "HOST=127.0.0.1", `DATA_DIR=${path.join(work, "data")}`, "LOG_LEVEL=warn", ""].join("\n"));
      const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--no-build"], {
        cwd: op,
        env: operatorEnv(),
        stdio: ["ignore", "ignore", "pipe"],
        detached: false,
      });
      writeFileSync(pidFile, String(server.pid));
      let errors = "";
      server.stderr!.on("data", (d: Buffer) => (errors += d.toString()));
      const deadline = Date.now() + 120_000;
      while ((await get(`${origin}/api/health`)).status !== 200) {
        if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the upgraded install did not start: ${errors.slice(-1500)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      const home = (await get(`${origin}/`)).body.toString();
      const post = await get(`${origin}/blog/harbour-lights-speedrun-notes`);
      const removed = await get(`${origin}/blog/${REMOVED}`);
      const status = (await git(op, "status", "--porcelain", "--untracked-files=no")).trim();
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
      row(
        "the upgraded install serves their site",
        "/ shows Robin Rivera (no Alex Creator); their post 200; the deleted sample 404; no tracked file changed",
        `/ ${home.includes("Robin Rivera") ? "shows Robin Rivera" : "LACKS Robin Rivera"}${home.includes("Alex Creator") ? ", STILL Alex Creator" : ""}; post ${post.status}${post.body.toString().includes("Harbour Lights Speedrun Notes") ? "" : " (not it)"}; deleted sample ${removed.status}; git status ${status || "clean"}; stash ${existsSync(path.join(op, ".git/refs/stash")) ? "kept" : "gone"}`,
        home.includes("Robin Rivera") &&
          !home.includes("Alex Creator") &&
          post.status === 200 &&
          post.body.toString().includes("Harbour Lights Speedrun Notes") &&
          removed.status === 404 &&
          status === "",
      );
      return rows;
    } finally {
      if (process.env.KEEP_COPY === "1") console.error(`prove upgrade-from-old: kept ${work}`);
      else rmSync(work, { recursive: true, force: true });
    }
  },
};
