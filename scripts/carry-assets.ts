/**
 * A new build carries the hashed files of the builds before it that it does not make itself
 * (docs/decisions/038-atomic-builds-and-upgrades.md): a page opened before an upgrade, or a copy a
 * service worker installed, asks for the chunks of its own build, and after the restart only the
 * new build is served. Hashed names never change meaning, so an old file can sit beside the new
 * ones. Kept "for a while": files of the last CARRY_BUILDS builds, and older ones while their build
 * is at most CARRY_DAYS old. The list of carried files (<build>/carried-assets.json) lets
 * check:bundle and the service worker tell them from the build's own.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const CARRIED_LIST = "carried-assets.json";
/** Folders of the client whose file names carry a content hash (JS/CSS chunks; post images). */
export const CARRY_FOLDERS = ["assets", "blog/media"] as const;
export const CARRY_BUILDS = 2;
export const CARRY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One carried file: the build that made it, when, and how many builds ago that build was live. */
export type CarriedEntry = { from: string; builtAt: string; buildsAgo: number };
/** Keyed by the path under client/, with forward slashes: "assets/root-AbC123.js". */
export type CarriedFiles = Record<string, CarriedEntry>;

export type CarryPlanInput = {
  /** The previous build's own files in CARRY_FOLDERS (its carried ones excluded). */
  own: readonly string[];
  /** The previous build's carried list. */
  carried: CarriedFiles;
  /** Whether the new build made this file itself (same hashed name, same content). */
  has: (file: string) => boolean;
  previous: { id: string; builtAt: string };
  now: number;
  builds?: number;
  days?: number;
};

/** What the new build carries: the previous build's own files, and its carried ones still in their time. */
export function planCarry(i: CarryPlanInput): CarriedFiles {
  const builds = i.builds ?? CARRY_BUILDS;
  const maxAge = (i.days ?? CARRY_DAYS) * DAY_MS;
  const out: CarriedFiles = {};
  for (const [file, entry] of Object.entries(i.carried)) {
    if (i.has(file)) continue;
    const next = { ...entry, buildsAgo: entry.buildsAgo + 1 };
    if (next.buildsAgo <= builds || i.now - Date.parse(entry.builtAt) <= maxAge) out[file] = next;
  }
  for (const file of i.own) {
    if (!i.has(file)) out[file] = { from: i.previous.id, builtAt: i.previous.builtAt, buildsAgo: 1 };
  }
  return out;
}

/** The build's carried list (<build>/carried-assets.json beside client/); empty when there is none. */
export function readCarried(buildDir: string): CarriedFiles {
  const file = path.join(buildDir, CARRIED_LIST);
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { files?: CarriedFiles };
  return parsed.files ?? {};
}

/** The carried files of the build whose client folder is `clientDir`, as URL paths ("/assets/x.js"). */
export function carriedUrls(clientDir: string): Set<string> {
  return new Set(Object.keys(readCarried(path.join(clientDir, ".."))).map((f) => `/${f}`));
}

function filesUnder(clientDir: string): string[] {
  const out: string[] = [];
  for (const folder of CARRY_FOLDERS) {
    const dir = path.join(clientDir, folder);
    if (!existsSync(dir)) continue;
    for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (e.isFile()) out.push(path.relative(clientDir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
    }
  }
  return out.sort();
}

/** A hard link where the file system allows it (no copy, no extra disk), else a copy. */
function place(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

export type CarryReport = { files: number; bytes: number; fromBuilds: number };

/**
 * Puts into `next` (a build folder holding client/) the files `planCarry` picks from `previous`,
 * and writes next/carried-assets.json (also when empty, so every build says what it carries).
 */
export function carryAssets(previous: { dir: string; id: string; builtAt: string } | undefined, next: string, now: number = Date.now()): CarryReport {
  const nextClient = path.join(next, "client");
  let files: CarriedFiles = {};
  if (previous) {
    const prevClient = path.join(previous.dir, "client");
    const carried = readCarried(previous.dir);
    const own = filesUnder(prevClient).filter((f) => !(f in carried));
    files = planCarry({ own, carried, has: (f) => existsSync(path.join(nextClient, f)), previous, now });
  }
  let bytes = 0;
  for (const file of Object.keys(files)) {
    const from = path.join(previous!.dir, "client", file);
    if (!existsSync(from)) {
      delete files[file]; // listed but gone (a hand-edited folder): nothing to carry
      continue;
    }
    place(from, path.join(nextClient, file));
    bytes += statSync(from).size;
  }
  const note = "Files of earlier builds, kept so pages and installed copies from before an upgrade still load (scripts/carry-assets.ts).";
  writeFileSync(path.join(next, CARRIED_LIST), JSON.stringify({ note, files }, null, 2) + "\n");
  return { files: Object.keys(files).length, bytes, fromBuilds: new Set(Object.values(files).map((e) => e.from)).size };
}
