/**
 * The operator's folder (docs/decisions/039-operator-folder.md): everything that makes the site
 * theirs, outside the tracked tree so `git pull` never meets their edits.
 *
 *   site/                 SITE_DIR, relative to the project folder or absolute; git-ignored
 *     site.yaml           the identity (names, links, colours), read here
 *     blog/               the posts, each with its own pictures in blog/<slug>/ (BLOG_DIR overrides)
 *     public/             served at the site's root: avatar, favicon, icons, og-image, blog/ covers
 *
 * `npm run site:init`, and the first build, dev run or server start, make it from the tracked
 * samples (samples/site) when it is missing. Node only: the browser gets the identity from the
 * Vite plugin (publishing/site-vite-plugin.ts) as JSON.
 */
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { SiteConfig } from "./site-identity.ts";
import { parseSiteYaml, SiteConfigError } from "./site-schema.ts";

/**
 * The project folder: where every npm command runs, so a relative SITE_DIR means what a relative
 * BLOG_DIR, DATA_DIR or CLIENT_DIR means. Not this file's own folder: the prerender bundles this
 * module into builds/<id>/server/, where import.meta.dirname no longer points into the project.
 */
export const PROJECT_ROOT = process.cwd();
export const DEFAULT_SITE_DIR = "site";
/** The tracked samples a fresh clone starts from; the tests' identity too. */
export const SAMPLE_SITE_DIR = "samples/site";
export const SITE_FILE = "site.yaml";

type Env = Record<string, string | undefined>;

/** The operator's folder, absolute: SITE_DIR (relative to the project folder, or absolute), else site/. */
export function siteDir(env: Env = process.env): string {
  return path.resolve(PROJECT_ROOT, env.SITE_DIR?.trim() || DEFAULT_SITE_DIR);
}

/** The folder's public files, served at the site's root (the product's own stay in public/). */
export function sitePublicDir(env: Env = process.env): string {
  return path.join(siteDir(env), "public");
}

/** The posts' default folder, when BLOG_DIR is not set. */
export function siteBlogDir(env: Env = process.env): string {
  return path.join(siteDir(env), "blog");
}

/** A path as the operator reads it in a message: relative to the project root when inside it. */
export function shown(file: string): string {
  const rel = path.relative(PROJECT_ROOT, file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel.split(path.sep).join("/") : file;
}

/** The identity file as the operator reads it in a message: site/site.yaml unless SITE_DIR is set. */
export function siteFileShown(env: Env = process.env): string {
  return shown(path.join(siteDir(env), SITE_FILE));
}

/** What to run when the folder or its site.yaml is missing (after "site/site.yaml: not found: "). */
export function missingSiteAdvice(env: Env = process.env): string {
  const dir = siteDir(env);
  return existsSync(dir)
    ? `copy ${SAMPLE_SITE_DIR}/${SITE_FILE} there and edit it`
    : `run \`npm run site:init\` to make ${shown(dir)}/ from the samples in ${SAMPLE_SITE_DIR}/ (SITE_DIR chooses another folder)`;
}

/** The identity of the folder's site.yaml, read synchronously (site.config.ts, at import). */
export function loadSiteConfig(env: Env = process.env): SiteConfig {
  const file = path.join(siteDir(env), SITE_FILE);
  if (!existsSync(file)) throw new SiteConfigError(shown(file), "", `not found: ${missingSiteAdvice(env)}`);
  return parseSiteYaml(shown(file), readFileSync(file, "utf8"));
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))]))
    .sort();
}

export type InitResult = { dir: string; created: boolean; files: string[] };

/**
 * Copies the samples into the operator's folder when it does not exist. Never overwrites: an
 * existing folder (even an empty one, or one the operator emptied on purpose) is left as it is.
 */
export function initSiteDir(env: Env = process.env, samples: string = path.resolve(PROJECT_ROOT, SAMPLE_SITE_DIR)): InitResult {
  const dir = siteDir(env);
  if (existsSync(dir)) return { dir, created: false, files: [] };
  if (!statSync(samples, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`the samples folder ${shown(samples)} is missing: restore it with git`);
  // errorOnExist + force:false: a file that appeared meanwhile is refused, never replaced.
  cpSync(samples, dir, { recursive: true, force: false, errorOnExist: true });
  return { dir, created: true, files: listFiles(dir) };
}

/**
 * For the build, `npm run dev` and the server start: make the folder from the samples on first use,
 * saying so in one line, so a fresh clone builds and starts as it is.
 */
export function ensureSiteDir(env: Env = process.env, log: (line: string) => void = console.log): void {
  const made = initSiteDir(env);
  if (made.created)
    log(`Made ${shown(made.dir)}/ from the samples (${made.files.length} files): edit ${shown(made.dir)}/${SITE_FILE} and ${shown(made.dir)}/blog/ to make the site yours.`);
}

/**
 * For a command about to start processes (npm start, npm run dev): the folder made on first use and
 * its site.yaml checked first, so a mistake ends the command with one line naming the field.
 */
export function ensureSiteDirOrExit(): void {
  try {
    ensureSiteDir();
    loadSiteConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
