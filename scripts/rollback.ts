/**
 * `npm run rollback`: the way back from an upgrade (docs/decisions/038), one line a step:
 *   1. code     the checkout goes back to the commit the previous build was made from
 *               (`git reset --keep`, then `npm ci` when package-lock.json differs), since the
 *               server runs its TypeScript from the checkout
 *   2. build    `build` is switched to the previous complete build folder (no rebuilding)
 *   3. restart  one instance at a time, as `npm run upgrade` does (UPGRADE_RESTART)
 *   4. check    every instance answers /api/health and serves that build
 * The data is not touched: the last upgrade's backup is named, to restore if the data needs it.
 * A later `npm run upgrade` fast-forwards to the newest code again.
 */
import path from "node:path";
import { BUILDS_DIR, LIVE_LINK, listBuilds, liveBuild, previousBuild, readBuildInfo, switchLive } from "./build-folders";
import { StepError, checkInstances, ownManifest, restartPlan, rollingRestart } from "./rolling-restart";
import { UPGRADE_LOG, git, headCommit, lockChanged, logged, readLastUpgrade, refuseLocalChanges } from "./upgrade-steps";

const STEPS = 4;
const say = (n: number, name: string, text: string) => console.log(`rollback ${n}/${STEPS} ${name}: ${text}`);

export async function rollback(root: string = process.cwd()): Promise<void> {
  const plan = restartPlan();
  const live = liveBuild(root);
  const liveId = live && path.basename(live);
  const target = previousBuild(listBuilds(root), liveId);
  if (!target) {
    throw new StepError(`there is no complete build before ${liveId ? `${BUILDS_DIR}/${liveId}` : "the live one"} in ${BUILDS_DIR}/ to go back to (the last three are kept).`);
  }
  const commit = readBuildInfo(target.dir)?.commit;
  const head = headCommit(root);
  if (commit && commit !== head) {
    refuseLocalChanges(root, "going back to the earlier code");
    const reset = git(root, ["reset", "--keep", commit]);
    if (!reset.ok) throw new StepError(`git reset --keep ${commit.slice(0, 7)} failed (${reset.out}): nothing was changed.`);
    if (lockChanged(root, head, commit))
      logged(root, "npm", ["ci"], `npm ci failed after going back to ${commit.slice(0, 7)}; the servers were not touched. Run npm ci, then npm run rollback again.`);
    say(1, "code", `${head.slice(0, 7)} -> ${commit.slice(0, 7)} (npm run upgrade comes back)`);
  } else {
    say(1, "code", commit ? `already at ${commit.slice(0, 7)}` : `${BUILDS_DIR}/${target.id} does not say its commit: the code stays at ${head.slice(0, 7)}`);
  }

  switchLive(root, target.id);
  say(2, "build", `${LIVE_LINK} -> ${BUILDS_DIR}/${target.id} (was ${liveId})`);

  const last = readLastUpgrade(root);
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
    console.error(`(commands' output, if any ran: ${UPGRADE_LOG})`);
    process.exitCode = 1;
  }
}
