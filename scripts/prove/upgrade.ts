/**
 * Part "upgrade" (docs/decisions/038 and 039): an operator's customised site
 * survives `npm run upgrade` and `npm run rollback`. In a temporary folder:
 *   1. an upstream: a bare clone of this checkout's committed HEAD;
 *   2. the operator's clone of it (node_modules linked from here), customised the README's way:
 *      `npm run site:init`, another identity in site/site.yaml, one post added and one sample
 *      removed in site/blog, its cover by `npm run blog:images`, their own site/public/avatar.svg,
 *      an .env (PORT, DATA_DIR, BACKUP_DIR, ADMIN_TOKEN...); `npm run build`, and one instance
 *      started by a restart script (their `systemctl restart site@1`);
 *   3. "the developers" push a commit changing a home-page text and samples/site/site.yaml;
 *   4. `npm run upgrade` with UPGRADE_RESTART naming that script: exit 0, npm ci skipped, the
 *      backup taken before the pull, no local change, HEAD on the new commit, site/ and .env byte for
 *      byte as they were, and the restarted instance serving their identity, post and avatar with
 *      the upstream text;
 *   5. `npm run rollback`: the previous build and commit again, the upstream text gone, their site kept.
 *
 *   PROVE_ONLY=upgrade npm run prove        (KEEP_COPY=1 keeps the folder)
 */
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { OTHER_POST, rewriteIdentity } from "../test-other-identity";
import {
  changed,
  cloneForOperator,
  get,
  git,
  hashes,
  must,
  operatorEnv,
  readPid,
  run,
  secs,
  stepTimes,
  stopInstance,
  waitHealthy,
  writeRestartScript,
} from "./lib/operator-checkout";
import { REPO_ROOT } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

/** Helper C's ports (4383-4389): the first free one is the operator's PORT. */
const PORTS = [4383, 4384, 4385, 4386, 4387, 4388, 4389];
const LOCK = "/tmp/build.lock";
const REMOVED_POST = "how-to-start-coding-as-a-teenager";
const UPSTREAM_FROM = "Websites, bots and the stack I use to build them.";
const AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><!-- Robin's own avatar --><circle cx="32" cy="32" r="30" fill="#1d6f5f"/></svg>\n`;

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer().once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

/** Every file under `dir`, relative to `root`. */
function filesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

export const upgradePart: ProvePart = {
  name: "upgrade",
  async run(): Promise<ProveRow[]> {
    const rows: ProveRow[] = [];
    const row = (check: string, target: string, measured: string, ok: boolean) => rows.push({ part: "upgrade", check, target, measured, ok });
    const work = mkdtempSync(path.join(tmpdir(), "prove-upgrade-"));
    const upstream = path.join(work, "upstream.git");
    const op = path.join(work, "operator");
    const pidFile = path.join(work, "instance-1.pid");
    const logFile = path.join(work, "instance-1.log");
    const restart = path.join(work, "restart-instance.sh");
    const backups = path.join(work, "backups");
    try {
      // 1-2. The upstream and the operator's customised clone, with one instance running.
      let t = Date.now();
      await cloneForOperator(REPO_ROOT, upstream, op);
      const cloneS = (Date.now() - t) / 1000;

      t = Date.now();
      await must(op, "npm", ["run", "--silent", "site:init"], "npm run site:init");
      const yaml = path.join(op, "site/site.yaml");
      writeFileSync(yaml, rewriteIdentity(readFileSync(yaml, "utf8")));
      rmSync(path.join(op, `site/blog/${REMOVED_POST}.md`));
      writeFileSync(path.join(op, `site/blog/${OTHER_POST.slug}.md`), OTHER_POST.file);
      writeFileSync(path.join(op, "site/public/avatar.svg"), AVATAR);
      await must(op, "npm", ["run", "--silent", "blog:images"], "npm run blog:images (the new post's cover)");
      const port = (await Promise.all(PORTS.map(async (p) => ((await portFree(p)) ? p : 0)))).find(Boolean);
      if (!port) throw new Error(`no free port in ${PORTS[0]}-${PORTS.at(-1)} (helper C's range)`);
      const origin = `http://127.0.0.1:${port}`;
      mkdirSync(backups);
      writeFileSync(
        path.join(op, ".env"),
        [
          `PORT=${port}`,
          "HOST=127.0.0.1",
          "NODE_ENV=production",
          `DATA_DIR=${path.join(work, "data")}`,
          `BACKUP_DIR=${backups}`,
          "ADMIN_TOKEN=prove-upgrade-operator-token-0123456789abcdef",
          "IP_HASH_SECRET=prove-upgrade-secret-0123456789",
          "LOG_LEVEL=warn",
          "",
        ].join("\n"),
      );
      const customiseS = (Date.now() - t) / 1000;
      const firstBuild = await must(op, "flock", [LOCK, "npm", "run", "build"], "the operator's first npm run build");
      const firstBuildId = path.basename(realpathSync(path.join(op, "build")));
      writeRestartScript(restart, op, pidFile, logFile);
      await must(work, restart, ["1"], "starting the instance");
      const startS = await waitHealthy(origin, logFile);
      const pid0 = readPid(pidFile);
      const home0 = (await get(`${origin}/`)).body.toString();
      const siteFiles = [...filesUnder(op, "site"), ".env"];
      const before = hashes(op, siteFiles);
      const oldCommit = await git(op, "rev-parse", "HEAD");
      const ownPost =
        siteFiles.includes(`site/blog/${OTHER_POST.slug}.md`) && siteFiles.includes(`site/public${OTHER_POST.image}`) && !siteFiles.includes(`site/blog/${REMOVED_POST}.md`);
      row(
        "operator's clone customised the documented way, built, one instance started",
        "site/ holds their identity, post, cover, avatar; / shows Robin Rivera, no Alex Creator",
        `clone ${secs(cloneS)}, site:init + edits + blog:images ${secs(customiseS)}, first build ${secs(firstBuild.seconds)} (incl. lock wait), start ${secs(startS)}; ${siteFiles.length - 1} files in site/; / ${home0.includes("Robin Rivera") ? "shows" : "LACKS"} Robin Rivera${home0.includes("Alex Creator") ? ", STILL shows Alex Creator" : ""}`,
        ownPost && home0.includes("Robin Rivera") && !home0.includes("Alex Creator"),
      );

      // 3. The developers' commit: a home-page text and a new comment in the samples' site.yaml.
      t = Date.now();
      const dev = path.join(work, "developers");
      const marker = `Upstream release note ${Date.now().toString(36)}`;
      await git(work, "clone", "-q", upstream, dev);
      const homeTs = path.join(dev, "web/content/home.ts");
      const homeSource = readFileSync(homeTs, "utf8");
      if (!homeSource.includes(UPSTREAM_FROM)) throw new Error(`web/content/home.ts no longer holds "${UPSTREAM_FROM}": update UPSTREAM_FROM in scripts/prove/upgrade.ts`);
      writeFileSync(homeTs, homeSource.replace(UPSTREAM_FROM, `${UPSTREAM_FROM} ${marker}.`));
      const sampleComment = `# ${marker}: a new comment in the samples, as an upstream change to them would add.`;
      appendFileSync(path.join(dev, "samples/site/site.yaml"), `${sampleComment}\n`);
      await git(dev, "-c", "user.name=Developers", "-c", "user.email=developers@example.invalid", "commit", "-q", "-am", "Upstream: a new home-page text and a sample comment");
      await git(dev, "push", "-q", "origin", "HEAD");
      const newCommit = await git(dev, "rev-parse", "HEAD");
      const upstreamS = (Date.now() - t) / 1000;
      const backupsBefore = new Set(readdirSync(backups));

      // 4. The upgrade, with the operator's restart command. flock -o: the lock stays with flock,
      // so the instance the restart starts does not inherit it.
      const upgradeEnv = operatorEnv({ UPGRADE_RESTART: `${restart} {n}`, UPGRADE_INSTANCES: "1", UPGRADE_URL: origin, UPGRADE_WAIT_S: "120" });
      const up = await run(op, "flock", ["-o", LOCK, "npm", "run", "--silent", "upgrade"], upgradeEnv);
      const upLines = up.lines.map((l) => l.text).filter((l) => l.startsWith("upgrade "));
      const log = existsSync(path.join(op, "builds/upgrade.log")) ? readFileSync(path.join(op, "builds/upgrade.log"), "utf8") : "";
      const conflict = /conflict|would be overwritten/i.test(up.out + log);
      row(
        "npm run upgrade in the customised clone",
        "exit 0; 6 step lines; no conflict",
        `exit ${up.code} in ${secs(up.seconds)} (${stepTimes(up, "upgrade ")}); ${upLines.filter((l) => /^upgrade \d\/6/.test(l)).length} step lines${conflict ? "; CONFLICT in the output" : ""}${up.code === 0 ? "" : `; said: ${up.out.trim().split("\n").slice(-4).join(" / ")}`}`,
        up.code === 0 && upLines.filter((l) => /^upgrade \d\/6/.test(l)).length === 6 && !conflict,
      );
      const install = upLines.find((l) => l.startsWith("upgrade 3/6 install:")) ?? "(no install line)";
      row("package-lock.json unchanged: npm ci skipped", "the install line says skipped", install, install === "upgrade 3/6 install: package-lock.json unchanged: skipped");

      const backupLine = upLines.find((l) => l.startsWith("upgrade 1/6 backup:")) ?? "";
      const backupFile = backupLine.replace("upgrade 1/6 backup: ", "").trim();
      const fetchIndex = upLines.findIndex((l) => l.startsWith("upgrade 2/6 fetch:"));
      const pulledFile = path.join(op, "web/content/home.ts");
      const backupMs = backupFile && existsSync(backupFile) ? statSync(backupFile).mtimeMs : NaN;
      const pulledMs = statSync(pulledFile).mtimeMs;
      const isNew = backupFile !== "" && !backupsBefore.has(path.basename(backupFile)) && path.dirname(backupFile) === backups;
      row(
        "backup first",
        "a new file in BACKUP_DIR, printed before the fetch and written before the pull wrote home.ts",
        backupFile
          ? `${path.basename(backupFile)} (${isNew ? "new" : "NOT NEW or not in BACKUP_DIR"}), ${Number.isNaN(backupMs) ? "MISSING" : backupMs < pulledMs ? `${((pulledMs - backupMs) / 1000).toFixed(2)} s before the pull's write` : `NOT before the pull's write (${((backupMs - pulledMs) / 1000).toFixed(2)} s after)`}; printed ${upLines.indexOf(backupLine) < fetchIndex ? "before" : "NOT before"} the fetch`
          : `no backup file named (backup line: ${backupLine || "none"})`,
        isNew && backupMs < pulledMs && upLines.indexOf(backupLine) < fetchIndex && fetchIndex > 0,
      );

      const status = await git(op, "status", "--porcelain", "--untracked-files=all");
      const head = await git(op, "rev-parse", "HEAD");
      const samplesPulled = readFileSync(path.join(op, "samples/site/site.yaml"), "utf8").includes(sampleComment);
      row(
        "the checkout after the upgrade",
        "git status empty; HEAD = the upstream's new commit; samples/site/site.yaml pulled",
        `status: ${status ? status.split("\n").slice(0, 5).join(", ") : "empty"}; HEAD ${head.slice(0, 7)} (upstream ${newCommit.slice(0, 7)}, was ${oldCommit.slice(0, 7)}); samples ${samplesPulled ? "updated" : "NOT updated"}; pushed in ${secs(upstreamS)}`,
        status === "" && head === newCommit && samplesPulled,
      );
      const afterUp = changed(before, hashes(op, siteFiles));
      const nowFiles = [...filesUnder(op, "site"), ".env"];
      row(
        "site/ and .env after the upgrade",
        "every file byte-identical, none added or removed",
        `${siteFiles.length} files; changed: ${afterUp.join(", ") || "none"}; ${nowFiles.length === siteFiles.length ? "same file list" : `file list now ${nowFiles.length}`}`,
        afterUp.length === 0 && JSON.stringify(nowFiles) === JSON.stringify(siteFiles),
      );
      const served = await servedSite(origin, marker);
      const pid1 = readPid(pidFile);
      row(
        "the restarted instance serves the new build",
        "a new process; health 200; their identity, post, avatar; the upstream text; the removed post 404",
        `pid ${pid0} -> ${pid1}; ${served.summary}`,
        pid1 !== undefined && pid1 !== pid0 && served.ok(true),
      );

      // 5. The way back.
      if (up.code !== 0) {
        row("npm run rollback", "the previous build and commit", "skipped: the upgrade failed", false);
        return rows;
      }
      const back = await run(op, "npm", ["run", "--silent", "rollback"], upgradeEnv);
      const liveId = existsSync(path.join(op, "build")) ? path.basename(realpathSync(path.join(op, "build"))) : "none";
      const headBack = await git(op, "rev-parse", "HEAD");
      const statusBack = await git(op, "status", "--porcelain", "--untracked-files=all");
      row(
        "npm run rollback",
        "exit 0; build -> the first build; HEAD = the old commit; git status empty",
        `exit ${back.code} in ${secs(back.seconds)} (${stepTimes(back, "rollback ")}); build -> ${liveId} (first ${firstBuildId}); HEAD ${headBack.slice(0, 7)} (old ${oldCommit.slice(0, 7)}); status ${statusBack || "empty"}${back.code === 0 ? "" : `; said: ${back.out.trim().split("\n").slice(-4).join(" / ")}`}`,
        back.code === 0 && liveId === firstBuildId && headBack === oldCommit && statusBack === "",
      );
      const servedBack = await servedSite(origin, marker);
      const pid2 = readPid(pidFile);
      const afterBack = changed(before, hashes(op, siteFiles));
      row(
        "after the rollback the instance serves the old page",
        "a new process; health 200; their identity, post, avatar; the upstream text gone; site/ unchanged",
        `pid ${pid1} -> ${pid2}; ${servedBack.summary}; site/ changed: ${afterBack.join(", ") || "none"}`,
        pid2 !== undefined && pid2 !== pid1 && servedBack.ok(false) && afterBack.length === 0,
      );
      return rows;
    } finally {
      await stopInstance(pidFile);
      if (process.env.KEEP_COPY === "1") console.error(`prove upgrade: kept ${work}`);
      else rmSync(work, { recursive: true, force: true });
    }
  },
};

/** What the instance serves: its health, the home page's identity and upstream text, the posts, the avatar. */
async function servedSite(origin: string, marker: string) {
  const health = await get(`${origin}/api/health`);
  const home = (await get(`${origin}/`)).body.toString();
  const post = await get(`${origin}/blog/${OTHER_POST.slug}`);
  const removed = await get(`${origin}/blog/${REMOVED_POST}`);
  const avatar = await get(`${origin}/avatar.svg`);
  const identity = home.includes("Robin Rivera") && !home.includes("Alex Creator");
  const postOk = post.status === 200 && post.body.toString().includes("Harbour Lights Speedrun Notes");
  const avatarOk = avatar.status === 200 && avatar.body.toString() === AVATAR;
  const upstreamText = home.includes(marker);
  return {
    summary: `health ${health.status}; / ${identity ? "Robin Rivera" : "NOT their identity"}, upstream text ${upstreamText ? "shown" : "absent"}; their post ${post.status}${postOk ? "" : " (not it)"}; removed sample ${removed.status}; avatar ${avatarOk ? "theirs" : `NOT theirs (${avatar.status})`}`,
    ok: (expectUpstream: boolean) => health.status === 200 && identity && postOk && removed.status === 404 && avatarOk && upstreamText === expectUpstream,
  };
}
