/**
 * `npm run upgrade`: the README's upgrade, in order, one line a step (docs/decisions/038):
 *   1. backup   `npm run db:backup`, before anything changes
 *   2. fetch    `git pull --ff-only`; refused when tracked files have local changes
 *   3. install  `npm ci`, only when package-lock.json changed
 *   4. build    `npm run build`: a new folder, switched to when complete (running servers keep theirs)
 *   5. restart  one instance at a time (UPGRADE_RESTART, scripts/rolling-restart.ts)
 *   6. check    every instance answers /api/health and serves the new build
 * The way back is `npm run rollback`. Every failure stops with what to do; the output of the
 * commands is in builds/upgrade.log.
 */
import path from "node:path";
import { BUILDS_DIR, LIVE_LINK, adoptOldLayout, liveBuild, readBuildInfo } from "./build-folders";
import { StepError, checkInstances, ownManifest, restartPlan, rollingRestart } from "./rolling-restart";
import { backup, logNote, lockChanged, logged, pullFastForward, refuseLocalChanges, writeLastUpgrade } from "./upgrade-steps";

const STEPS = 6;
const say = (n: number, name: string, text: string) => console.log(`upgrade ${n}/${STEPS} ${name}: ${text}`);
const short = (sha: string) => sha.slice(0, 7);

export async function upgrade(root: string = process.cwd()): Promise<void> {
  // Checked before the backup too: a refused pull after a backup would only leave a stray file.
  const plan = restartPlan();
  refuseLocalChanges(root, "git pull");

  const saved = backup(root);
  say(1, "backup", saved.file ?? saved.line);
  const restore = saved.file ? ` If the data needs it too, restore the backup: stop the servers, npm run db:restore -- ${saved.file}, start them.` : "";

  // A build folder of the layout before builds/ becomes one now, so the record below names it.
  adoptOldLayout(root);
  const before = liveBuild(root);
  const liveCommit = before ? readBuildInfo(before)?.commit : undefined;
  const { from, to } = pullFastForward(root);
  if (from === to && liveCommit === to) {
    say(2, "fetch", `already up to date at ${short(to)}, and the live build is of that code: nothing to upgrade (npm run build, then restart, publishes changes to site/).`);
    return;
  }
  // Up to date but the live build is of other code (a rollback that could not go all the way, a
  // build that failed): the pair is made whole by building and restarting, not left as it is.
  const liveSays = before ? `the live build ${BUILDS_DIR}/${path.basename(before)} is of ${liveCommit ? short(liveCommit) : "code it does not record"}` : `there is no live build`;
  say(2, "fetch", from === to ? `already at ${short(to)}, but ${liveSays}: building ${short(to)}` : `${short(from)} -> ${short(to)}`);
  const undo = from === to ? "" : `To go back to the code you had: git reset --keep ${short(from)}${lockChanged(root, from, to) ? " && npm ci" : ""}.`;

  if (lockChanged(root, from, to)) {
    logged(root, "npm", ["ci"], `npm ci failed; the servers were not touched. Fix what it says, then run npm ci and npm run build yourself. ${undo}`);
    say(3, "install", "package-lock.json changed: npm ci done");
  } else {
    say(3, "install", "package-lock.json unchanged: skipped");
  }

  logged(
    root,
    "npm",
    ["run", "build"],
    `the build failed; ${LIVE_LINK}/ still points at the previous build and the servers were not touched. Fix what it names, then run npm run build. ${undo}`,
  );
  const after = liveBuild(root)!;
  say(4, "build", `${LIVE_LINK} -> ${BUILDS_DIR}/${path.basename(after)}`);
  // The record names the pair that was live before the upgrade, for a rollback. A rebuild of the
  // same code keeps the last upgrade's record: the build it replaced was not of this code.
  if (from !== to)
    writeLastUpgrade(root, {
      at: new Date().toISOString(),
      backup: saved.file,
      fromCommit: liveCommit ?? from,
      toCommit: to,
      fromBuild: before && path.basename(before),
      toBuild: path.basename(after),
    });

  const manifest = ownManifest(path.join(after, "client"));
  if (!plan) {
    say(5, "restart", 'UPGRADE_RESTART is not set: restart your server(s) now, one at a time, waiting for GET /api/health to answer 200 before the next (README "Upgrading").');
    console.log(`upgrade: built; the new version is live after that restart. Way back: npm run rollback.${restore}`);
    return;
  }
  await rollingRestart(plan, manifest, (line) => say(5, "restart", line.replace(/^restart: /, "")));
  await checkInstances(plan, manifest);
  say(6, "check", `${plan.instances.length} instance(s) answer /api/health and serve ${BUILDS_DIR}/${path.basename(after)}`);
  console.log(`upgrade: done, ${short(from)} -> ${short(to)}. Way back: npm run rollback.${restore}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await upgrade();
  } catch (err) {
    if (!(err instanceof StepError)) throw err;
    console.error(`upgrade stopped: ${err.message}`);
    const note = logNote(process.cwd());
    if (note) console.error(note);
    process.exitCode = 1;
  }
}
