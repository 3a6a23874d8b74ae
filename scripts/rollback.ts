/**
 * `npm run rollback`: the way back from an upgrade (docs/decisions/038, 053), one line a step:
 *   1. code     the checkout goes back to the commit the target build was made from
 *               (`git reset --keep`, then `npm ci` when package-lock.json differs), since the
 *               server runs its TypeScript from the checkout: code and build go back as a pair
 *   2. build    `build` is switched to that build folder (no rebuilding)
 *   3. restart  one instance at a time, as `npm run upgrade` does (UPGRADE_RESTART, or the
 *               restart helper of a plain `npm run start:prod`)
 *   4. check    every instance answers /api/health and serves that build
 * The target is the newest earlier build whose code is known (scripts/build-folders.ts
 * rollbackPair); with none it changes nothing and says which pair it would need. The data is not
 * touched: the last upgrade's backup is named, to restore if the data needs it. A later
 * `npm run upgrade` fast-forwards to the newest code again.
 */
import path from "node:path";
import { BUILDS_DIR, LIVE_LINK, listBuilds, liveBuild, rollbackPair, switchLive } from "./build-folders";
import { StepError, checkInstances, ownManifest, restartPlan, rollingRestart } from "./rolling-restart";
import { commitExists, git, headCommit, lockChanged, logged, logNote, readLastUpgrade, refuseLocalChanges } from "./upgrade-steps";

const STEPS = 4;
const say = (n: number, name: string, text: string) => console.log(`rollback ${n}/${STEPS} ${name}: ${text}`);

export async function rollback(root: string = process.cwd()): Promise<void> {
  const plan = restartPlan();
  const live = liveBuild(root);
  const liveId = live && path.basename(live);
  const last = readLastUpgrade(root);
  const pair = rollbackPair(listBuilds(root), liveId, last, (c) => commitExists(root, c));
  if (!pair.ok) throw new StepError(pair.message);
  const { build: target, commit } = pair;
  const head = headCommit(root);
  if (commit !== head) {
    refuseLocalChanges(root, "going back to the earlier code");
    const reset = git(root, ["reset", "--keep", commit]);
    if (!reset.ok) throw new StepError(`git reset --keep ${commit.slice(0, 7)} failed (${reset.out}): nothing was changed.`);
    if (lockChanged(root, head, commit))
      logged(root, "npm", ["ci"], `npm ci failed after going back to ${commit.slice(0, 7)}; the servers were not touched. Run npm ci, then npm run rollback again.`);
    say(1, "code", `${head.slice(0, 7)} -> ${commit.slice(0, 7)}, the code ${BUILDS_DIR}/${target.id} was built from (npm run upgrade comes back)`);
  } else {
    say(1, "code", `already at ${commit.slice(0, 7)}, the code ${BUILDS_DIR}/${target.id} was built from`);
  }

  switchLive(root, target.id);
  say(2, "build", `${LIVE_LINK} -> ${BUILDS_DIR}/${target.id} (was ${liveId})`);

  const data = last?.backup
    ? `The data was not touched; if it needs going back too, restore the backup taken before the upgrade: stop the servers, npm run db:restore -- ${last.backup}, start them.`
    : "The data was not touched (npm run db:restore -- FILE restores a backup if it must go back too).";
  const manifest = ownManifest(path.join(target.dir, "client"));
  if (!plan) {
    say(3, "restart", "UPGRADE_RESTART is not set: restart your server(s) now, one at a time, waiting for GET /api/health to answer 200 before the next.");
    console.log(`rollback: switched; the earlier version is live after that restart. ${data}`);
    return;
  }
  await rollingRestart(plan, manifest, (line) => say(3, "restart", line.replace(/^restart: /, "")));
  await checkInstances(plan, manifest);
  say(4, "check", `${plan.instances.length} instance(s) answer /api/health and serve ${BUILDS_DIR}/${target.id}`);
  console.log(`rollback: done. ${data}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await rollback();
  } catch (err) {
    if (!(err instanceof StepError)) throw err;
    console.error(`rollback stopped: ${err.message}`);
    const note = logNote(process.cwd());
    if (note) console.error(note);
    process.exitCode = 1;
  }
}
