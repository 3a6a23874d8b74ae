/**
 * What production serves from a checkout, as a fingerprint: the `build` link (where it points and
 * that build's build-info.json), the build folders in builds/, the operator's folder (site/, or
 * SITE_DIR), `.env` and the embedded database's folder (DATA_DIR, default data/). `npm test`
 * (scripts/test-guard.ts) takes one before and one after its run and fails, naming each change, when
 * they differ: the tests have their own build (test-build/), content, settings and data, and must
 * never touch the operator's.
 *
 * The data folder is compared only while no server holds it: a running server writes its database
 * there all the time, which is no test's doing (its lock file, server/db/data-dir-lock.ts, says so).
 */
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { LOCK_FILE_NAME, STALE_MS } from "../server/db/data-dir-lock";
import { BUILDS_DIR, LIVE_LINK } from "./build-folders";

export type Fingerprint = Map<string, string>;

const hash = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

/** Every entry under `dir` (files by content, links by target, folders by presence), keyed by `label/relative path`. */
function addTree(out: Fingerprint, label: string, dir: string, skip: (rel: string) => boolean = () => false): void {
  const st = lstatSync(dir, { throwIfNoEntry: false });
  if (!st) {
    out.set(label, "missing");
    return;
  }
  if (!st.isDirectory()) {
    out.set(label, st.isSymbolicLink() ? `link -> ${readlinkSync(dir)}` : `file ${hash(readFileSync(dir))}`);
    return;
  }
  out.set(label, "folder");
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(dir, full);
    if (skip(rel)) continue;
    const key = `${label}/${rel}`;
    if (entry.isSymbolicLink()) out.set(key, `link -> ${readlinkSync(full)}`);
    else if (entry.isFile()) out.set(key, `file ${hash(readFileSync(full))}`);
    else if (entry.isDirectory()) out.set(key, "folder");
  }
}

/** The operator's settings as a server started here would read them: the environment first, then .env. */
export function operatorSetting(root: string, name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env[name]) return env[name];
  const file = path.join(root, ".env");
  if (!existsSync(file)) return undefined;
  try {
    return parseEnv(readFileSync(file, "utf8"))[name] || undefined;
  } catch {
    return undefined;
  }
}

/** Whether a server holds the data folder now: its lock file was touched within the lock's stale time. */
export function dataFolderHeld(dataDir: string, now: number = Date.now()): boolean {
  const lock = path.join(dataDir, LOCK_FILE_NAME);
  const st = statSync(lock, { throwIfNoEntry: false });
  return st !== undefined && now - st.mtimeMs < STALE_MS;
}

/**
 * The fingerprint of what production serves in `root`. `env` is the operator's environment, before
 * any test setting: SITE_DIR and DATA_DIR are read from it, else from .env, else their defaults.
 */
export function operatorFingerprint(root: string, env: NodeJS.ProcessEnv = process.env, now: number = Date.now()): Fingerprint {
  const out: Fingerprint = new Map();
  const link = path.join(root, LIVE_LINK);
  const st = lstatSync(link, { throwIfNoEntry: false });
  if (!st) out.set(LIVE_LINK, "missing");
  else if (st.isSymbolicLink()) {
    out.set(LIVE_LINK, `link -> ${readlinkSync(link)}`);
    const info = path.join(link, "build-info.json");
    out.set(`${LIVE_LINK}/build-info.json`, existsSync(info) ? `file ${hash(readFileSync(info))}` : "missing");
  } else out.set(LIVE_LINK, st.isDirectory() ? "folder (an old layout's build)" : "file");
  const builds = path.join(root, BUILDS_DIR);
  // The build folders by name and completeness (a pruned or re-pointed rollback target shows);
  // not their files, which are many and which only a build writes.
  for (const id of existsSync(builds) ? readdirSync(builds) : []) {
    out.set(`${BUILDS_DIR}/${id}`, existsSync(path.join(builds, id, "build-info.json")) ? "complete build" : "entry");
  }
  const site = operatorSetting(root, "SITE_DIR", env) || "site";
  addTree(out, `site folder (${site})`, path.resolve(root, site));
  addTree(out, ".env", path.join(root, ".env"));
  const data = operatorSetting(root, "DATA_DIR", env) || "./data";
  if (!data.startsWith("memory://")) {
    const dir = path.resolve(root, data);
    const label = `data folder (${data})`;
    if (dataFolderHeld(dir, now)) out.set(label, "held by a running server: not compared");
    else addTree(out, label, dir);
  }
  return out;
}

/** What changed between two fingerprints, one line each; empty when nothing did. */
export function fingerprintChanges(before: Fingerprint, after: Fingerprint): string[] {
  const held = (fp: Fingerprint) => [...fp].filter(([, v]) => v === "held by a running server: not compared").map(([k]) => k);
  const skipped = new Set([...held(before), ...held(after)]);
  const inSkipped = (key: string) => [...skipped].some((s) => key === s || key.startsWith(`${s}/`));
  const changes: string[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    if (inSkipped(key)) continue;
    const a = before.get(key);
    const b = after.get(key);
    if (a === b) continue;
    if (a === undefined) changes.push(`${key}: added (${b})`);
    else if (b === undefined) changes.push(`${key}: removed (was ${a})`);
    else changes.push(`${key}: ${a.startsWith("file ") && b.startsWith("file ") ? "content changed" : `${a} -> ${b}`}`);
  }
  return changes.sort();
}
