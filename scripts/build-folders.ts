/**
 * Where builds live (docs/decisions/038-atomic-builds-and-upgrades.md): every `npm run build`
 * writes a new folder builds/<id>/, and `build` is a symlink to the live one. A running server
 * resolved the symlink when it started, so it keeps serving the files it started with; the switch
 * is one rename() of a new symlink over `build`, so a reader sees the old build or the new one,
 * never half of either. A folder is complete once it holds build-info.json (written last).
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The symlink the server, the tests and every script read (CLIENT_DIR defaults to build/client). */
export const LIVE_LINK = "build";
/** The build folders, one per `npm run build`; git-ignored. */
export const BUILDS_DIR = "builds";
/** The environment variable naming the folder being built (react-router.config.ts, scripts/postbuild.ts). */
export const BUILD_DIR_ENV = "BUILD_DIR";
/** Build folders kept: the live one and the two before it (a rollback target and a spare). */
export const KEEP_BUILDS = 3;
/** A folder without build-info.json older than this is a build that died half way: removed. */
export const STALE_INCOMPLETE_MS = 60 * 60 * 1000;

export type BuildInfo = { id: string; builtAt: string; commit?: string };

/**
 * The environment variable naming the folder that holds the `build` link and `builds/` (default:
 * the project root). `npm run build:test` sets it to TEST_BUILD_HOME, so the tests' build, its
 * folders and their pruning never touch the `build` an operator's server serves.
 */
export const BUILD_HOME_ENV = "BUILD_HOME";
/** Where the tests' build lives (`npm run build:test`; the browser tests and `npm test`'s bundle check read it); git-ignored. */
export const TEST_BUILD_HOME = "test-build";

/** The folder holding `build` and `builds/`: BUILD_HOME, else the project root (the current folder). */
export function buildHome(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env[BUILD_HOME_ENV] || ".");
}

/** The live build's client folder as the checks read it: <BUILD_HOME>/build/client. */
export function liveClientDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(buildHome(env), LIVE_LINK, "client");
}

/** The folder the current build writes into: BUILD_DIR when `npm run build` set it, else <BUILD_HOME>/build. */
export function buildDir(env: NodeJS.ProcessEnv = process.env): string {
  return env[BUILD_DIR_ENV] || (env[BUILD_HOME_ENV] ? path.join(env[BUILD_HOME_ENV], LIVE_LINK) : LIVE_LINK);
}

/** A sortable, unique folder name: UTC time to the second, then 4 random hex digits. */
export function newBuildId(now: Date = new Date(), random: () => number = Math.random): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/[-:]/g, "")
    .replace("T", "-");
  const suffix = Math.floor(random() * 0x10000)
    .toString(16)
    .padStart(4, "0");
  return `${stamp}-${suffix}`;
}

export function readBuildInfo(dir: string): BuildInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(path.join(dir, "build-info.json"), "utf8")) as Partial<BuildInfo>;
    return typeof info.id === "string" && typeof info.builtAt === "string" ? (info as BuildInfo) : undefined;
  } catch {
    return undefined;
  }
}

export function writeBuildInfo(dir: string, info: BuildInfo): void {
  writeFileSync(path.join(dir, "build-info.json"), JSON.stringify(info, null, 2) + "\n");
}

/** The folder `build` points at (its real path), or undefined when there is no build. */
export function liveBuild(root: string): string | undefined {
  const link = path.join(root, LIVE_LINK);
  if (!existsSync(link)) return undefined; // also a dangling symlink
  return realpathSync(link);
}

/**
 * Before this layout `build` was a real folder. Move it into builds/ (as a complete build when it
 * holds pages.json) and point `build` at it, so it can be carried from and rolled back to. A server
 * started from it keeps its files: the folder is renamed, not copied.
 */
export function adoptOldLayout(root: string): string | undefined {
  const link = path.join(root, LIVE_LINK);
  const st = lstatSync(link, { throwIfNoEntry: false });
  if (!st || st.isSymbolicLink()) return undefined;
  if (!st.isDirectory()) throw new Error(`${link} is a file, not a build folder or a symlink: move it away, then build again.`);
  const id = `${newBuildId(st.mtime).slice(0, 15)}-old`;
  mkdirSync(path.join(root, BUILDS_DIR), { recursive: true });
  const target = path.join(root, BUILDS_DIR, id);
  renameSync(link, target);
  // Without pages.json it never was a whole build: it stays aside (pruned later), nothing is live.
  if (!existsSync(path.join(target, "pages.json"))) return undefined;
  writeBuildInfo(target, { id, builtAt: st.mtime.toISOString() });
  switchLive(root, id);
  return id;
}

/**
 * Points `build` at builds/<id> in one step: a new symlink made beside it, then renamed over it
 * (rename() replaces the old link atomically). The link is relative, so the checkout can move.
 */
export function switchLive(root: string, id: string): void {
  const target = path.join(root, BUILDS_DIR, id);
  if (!readBuildInfo(target)) {
    throw new Error(`${target} is not a complete build (no build-info.json): not switching to it.`);
  }
  const link = path.join(root, LIVE_LINK);
  const st = lstatSync(link, { throwIfNoEntry: false });
  if (st && !st.isSymbolicLink()) adoptOldLayout(root);
  const tmp = path.join(root, `.${LIVE_LINK}-switch-${process.pid}`);
  rmSync(tmp, { force: true });
  symlinkSync(path.join(BUILDS_DIR, id), tmp);
  renameSync(tmp, link);
}

export type BuildFolder = { id: string; dir: string; complete: boolean; mtimeMs: number };

/** Every folder in builds/, oldest first (ids sort by time). */
export function listBuilds(root: string): BuildFolder[] {
  const dir = path.join(root, BUILDS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => {
      const full = path.join(dir, e.name);
      return { id: e.name, dir: full, complete: readBuildInfo(full) !== undefined, mtimeMs: statSync(full).mtimeMs };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Which folders to delete: complete builds beyond the newest `keep`, and folders a build left
 * incomplete (it crashed or was killed) once they are stale. Never the live build, nor any folder
 * in `protect` (the one being built now).
 */
export function planPrune(folders: readonly BuildFolder[], protect: ReadonlySet<string>, now: number, keep: number = KEEP_BUILDS): string[] {
  const complete = folders.filter((f) => f.complete);
  const kept = new Set(complete.slice(-keep).map((f) => f.id));
  return folders
    .filter((f) => !protect.has(f.id) && !kept.has(f.id))
    .filter((f) => f.complete || now - f.mtimeMs > STALE_INCOMPLETE_MS)
    .map((f) => f.id);
}

export function pruneBuilds(root: string, protect: readonly string[] = [], now: number = Date.now()): string[] {
  const live = liveBuild(root);
  const keep = new Set(protect);
  if (live) keep.add(path.basename(live));
  const doomed = planPrune(listBuilds(root), keep, now);
  for (const id of doomed) rmSync(path.join(root, BUILDS_DIR, id), { recursive: true, force: true });
  return doomed;
}

/**
 * A rollback's target (docs/decisions/053): the newest complete build before the live one whose
 * code is known, as a pair of build and commit. A build records its commit (build-info.json); one
 * adopted from the layout before build folders does not, and then the last upgrade's record
 * (builds/last-upgrade.json: the commit and build that were live before it) names it. `commitExists`
 * says whether the checkout still holds a commit. When no earlier build has a known commit, the
 * answer is the one line saying which pair it would need.
 */
export function rollbackPair(
  folders: readonly BuildFolder[],
  liveId: string | undefined,
  lastUpgrade: { fromBuild?: string | undefined; fromCommit?: string | undefined } | undefined,
  commitExists: (commit: string) => boolean,
): { ok: true; build: BuildFolder; commit: string } | { ok: false; message: string } {
  const complete = folders.filter((f) => f.complete);
  const at = liveId === undefined ? -1 : complete.findIndex((f) => f.id === liveId);
  const earlier = (at < 0 ? [] : complete.slice(0, at)).reverse();
  for (const build of earlier) {
    const commit = readBuildInfo(build.dir)?.commit ?? (lastUpgrade?.fromBuild === build.id ? lastUpgrade.fromCommit : undefined);
    if (commit && commitExists(commit)) return { ok: true, build, commit };
  }
  const live = liveId ? `${BUILDS_DIR}/${liveId}` : "the live build";
  if (earlier.length === 0)
    return { ok: false, message: `there is no complete build before ${live} in ${BUILDS_DIR}/ to go back to (the newest three are kept): nothing was changed.` };
  const named = earlier.map((b) => `${BUILDS_DIR}/${b.id}`).join(", ");
  const known = lastUpgrade?.fromCommit ? ` ${lastUpgrade.fromCommit.slice(0, 7)} (the code before the last upgrade)` : " the code you had";
  return {
    ok: false,
    message: `no earlier build records the code it was built from (${named}), and a rollback needs a build and its code together: nothing was changed. To go back, put the code back with git reset --keep${known}, then npm run build, then restart.`,
  };
}
