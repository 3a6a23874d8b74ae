/**
 * `npm run build` without touching what a running server serves (docs/decisions/038):
 *   1. `npm run build:steps` (react-router build, then scripts/postbuild.ts) into a new folder
 *      builds/<id>/, named by BUILD_DIR;
 *   2. the previous build's hashed files it lacks are carried into it (scripts/carry-assets.ts);
 *   3. build-info.json marks it complete, and `build` is switched to it in one rename();
 *   4. build folders beyond the newest three are removed.
 * A failed or interrupted build removes its folder and leaves `build` on the previous one.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR_ENV, BUILDS_DIR, LIVE_LINK, adoptOldLayout, buildHome, liveBuild, newBuildId, pruneBuilds, readBuildInfo, switchLive, writeBuildInfo } from "./build-folders";
import { carryAssets } from "./carry-assets";
import { leftoverWarning } from "./site-leftovers";

function gitCommit(root: string): string | undefined {
  const r = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

/** Runs the build steps with BUILD_DIR set; passes Ctrl+C or a supervisor's SIGTERM on. Resolves with success. */
function runSteps(root: string, buildDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", "build:steps"], { cwd: root, stdio: "inherit", env: { ...process.env, [BUILD_DIR_ENV]: buildDir } });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on("SIGINT", forward).on("SIGTERM", forward);
    child.on("error", () => resolve(false));
    child.on("close", (code) => {
      process.off("SIGINT", forward).off("SIGTERM", forward);
      resolve(code === 0);
    });
  });
}

/**
 * `project` is the checkout (the build steps run there); `home` holds `build` and `builds/`: the
 * project itself, or BUILD_HOME (the tests' own folder, `npm run build:test`).
 */
export async function build(project: string = process.cwd(), home: string = buildHome()): Promise<number> {
  const started = Date.now();
  const leftovers = leftoverWarning(project);
  if (leftovers) console.warn(`build: ${leftovers}`);
  mkdirSync(path.join(home, BUILDS_DIR), { recursive: true });
  const adopted = adoptOldLayout(home);
  if (adopted) console.log(`build: the old ${LIVE_LINK}/ folder is now ${BUILDS_DIR}/${adopted}`);
  const previousDir = liveBuild(home);
  const previousInfo = previousDir ? readBuildInfo(previousDir) : undefined;
  const previous = previousDir && previousInfo ? { dir: previousDir, id: previousInfo.id, builtAt: previousInfo.builtAt } : undefined;
  const still = previous ? `${LIVE_LINK}/ still points at ${BUILDS_DIR}/${previous.id}` : `there is still no ${LIVE_LINK}/`;

  const where = path.resolve(home) === path.resolve(project) ? "" : `${path.relative(project, home)}/`;
  const id = newBuildId();
  const dir = path.join(home, BUILDS_DIR, id);
  const fail = (why: string) => {
    rmSync(dir, { recursive: true, force: true });
    console.error(`build: ${why}; ${still}. Fix what it names, then run npm run build again.`);
    return 1;
  };
  if (!(await runSteps(project, path.relative(project, dir)))) return fail("the build failed (its output is above)");
  let carried;
  try {
    carried = carryAssets(previous, dir);
    writeBuildInfo(dir, { id, builtAt: new Date().toISOString(), commit: gitCommit(project) });
    switchLive(home, id);
  } catch (err) {
    return fail(`finishing the build failed (${err instanceof Error ? err.message : String(err)})`);
  }
  let removed: string[] = [];
  try {
    removed = pruneBuilds(home, [id]);
  } catch (err) {
    console.warn(`build: could not remove old build folders (${err instanceof Error ? err.message : String(err)}); remove them by hand from ${BUILDS_DIR}/`);
  }
  const kb = (carried.bytes / 1024).toFixed(0);
  console.log(
    `build: ${where}${LIVE_LINK} -> ${BUILDS_DIR}/${id} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `carried ${carried.files} earlier files (${kb} KB) from ${carried.fromBuilds} build(s)` +
      (removed.length ? `; removed ${removed.length} old build(s)` : "") +
      ". Running servers keep their build until they restart.",
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await build();
