/**
 * `npm run test:other-identity [-- "command"]`: the proof that the tests own their content
 * (docs/decisions/031) and that an operator customises the documented way (docs/decisions/039). In a temporary copy
 * of this repository (its tracked and new files, as an operator's clone would hold them; the
 * git-ignored site/ is not copied) it does what the README says: `npm run site:init`, then another
 * identity in site/site.yaml (every name, link and the siteUrl) and ONE post of another name in
 * site/blog in place of the samples, its cover in site/public/blog. No tracked file is edited. Then:
 *   1. `npm run build` (the operator's build, no SITE_DIR) must prerender that one post, show the
 *      other identity and none of the samples, and leave every tracked file as it was;
 *   2. the command, `npm test` unless one is given, must pass.
 * node_modules is linked from this checkout (run `npm ci` first); the copy is deleted at the end
 * unless KEEP_COPY=1.
 *
 * `npm run test:other-identity -- --in-place`: the same customisation and operator build in THIS
 * checkout, which must be a fresh clone (no site/, no .env: it refuses to touch an operator's), plus
 * the .env an operator writes (ADMIN_TOKEN, PORT and a DATABASE_URL that reaches no database), and
 * no command: CI (.ci/run) runs it and then `npm test` once in that operator's checkout, instead of a
 * second full run in a copy (docs/decisions/040-one-ci-run-in-an-operators-checkout.md).
 */
import { execFileSync, execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SAMPLE_SITE_DIR, SITE_FILE } from "../publishing/site-folder";
import { parseSiteYaml } from "../publishing/site-schema";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The one post that replaces every sample. Its slug and words appear in no test. */
export const OTHER_POST = {
  slug: "harbour-lights-speedrun-notes",
  image: "/blog/harbour-lights-speedrun-notes.webp",
  file: `---
title: "Harbour Lights Speedrun Notes"
slug: harbour-lights-speedrun-notes
excerpt: "Route notes from a week of practice: where the time goes and which skips are worth learning."
category: Speedrunning
tags: [speedrun, routes]
image: /blog/harbour-lights-speedrun-notes.webp
createdAt: 2024-11-02
---
A week of practice on one route, written down so I stop forgetting it.

## Where the time goes

Most of the time is lost in menus and in the second harbour, not in the hard jumps.

- Skip the optional shop.
- Take the lower ladder.
`,
};

/**
 * Another identity, as the operator's edits of site.yaml (text substitutions on the sample): each
 * sample value is written there once (links derive the handle and the video; the alt text derives
 * from the name). Longer strings first, so "example-creator.dev" is replaced before "example-creator".
 */
export const OTHER_IDENTITY: readonly (readonly [string, string])[] = [
  ["siteUrl: https://example-creator.dev", "siteUrl: https://robin-rivera.example"],
  ["siteName: Creator Hub", "siteName: Rivera Plays"],
  ["displayName: Alex Creator", "displayName: Robin Rivera"],
  ["shortName: Alex", "shortName: Robin"],
  ["tagline: Developer • Gamer • Video Creator", "tagline: Speedrunner • Streamer"],
  ["Portfolio and community hub of a developer, gamer and video creator", "Home of a speedrunner who streams"],
  ['"Free Fire headshot training: 10 minutes a day"', '"Harbour Lights any% in 31 minutes"'],
  ["example-creator.dev", "robin-rivera.example"],
  ["example-creator", "robin-rivera"],
  ["example_creator", "robin_rivera"],
  ["example.creator", "robin.rivera"],
  ["EXAMPLECHANNEL", "RIVERACHANNEL"],
  ["discord.gg/example", "discord.gg/rivera"],
  ["wa.me/10000000000", "wa.me/19995550123"],
];

/** Settings that are not identity: the same for every operator, or empty in the sample. */
const SAMPLE_YAML = path.join(ROOT, SAMPLE_SITE_DIR, SITE_FILE);
/** Words of the samples that must not appear in the other identity's pages. */
const SAMPLE_MARKS = ["Alex Creator", "example-creator", "Creator Hub"];
const NOT_IDENTITY = new Set(["locale", "themeColor", "avatar.src", "avatar.width", "avatar.height", "ads.client", "ads.slot", "analyticsPath"]);

/** Every string value of the config by its dotted path. */
export function stringLeaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) for (const [k, s] of stringLeaves(v, prefix ? `${prefix}.${key}` : key)) out.set(k, s);
  }
  return out;
}

/** The identity fields that still hold the sample's value: must be none, or the proof proves less. */
export function unchangedIdentity(sample: unknown, other: unknown): string[] {
  const after = stringLeaves(other);
  return [...stringLeaves(sample)].filter(([key, value]) => !NOT_IDENTITY.has(key) && after.get(key) === value).map(([key]) => key);
}

/**
 * The other identity's own words in another language, in place of the sample's `languages:` block:
 * one language given (its tagline and description), the others left out, so they show the English.
 */
export const OTHER_LANGUAGES = ["languages:", "  pt-BR:", "    tagline: Speedrunner • Streamer ao vivo", '    description: "A casa de um speedrunner que faz lives"', ""].join(
  "\n",
);

export function rewriteIdentity(source: string): string {
  let out = source;
  for (const [from, to] of OTHER_IDENTITY) {
    if (!out.includes(from)) throw new Error(`${SAMPLE_SITE_DIR}/${SITE_FILE} no longer holds ${from}: update OTHER_IDENTITY in scripts/test-other-identity.ts`);
    out = out.split(from).join(to);
  }
  // The sample's per-language block runs from its `languages:` line to the next line that is not indented.
  const lines = out.split("\n");
  const start = lines.indexOf("languages:");
  if (start < 0) throw new Error(`${SAMPLE_SITE_DIR}/${SITE_FILE} no longer has a languages: block: update OTHER_LANGUAGES in scripts/test-other-identity.ts`);
  let end = start + 1;
  while (end < lines.length && (lines[end]!.startsWith(" ") || lines[end] === "")) end += 1;
  return [...lines.slice(0, start), ...OTHER_LANGUAGES.split("\n"), ...lines.slice(end)].join("\n");
}

/** Copies the tracked and new files (not the git-ignored ones: no site/, build/, .env) and returns their paths. */
function copyRepository(target: string): string[] {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((f) => f && existsSync(path.join(ROOT, f)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(target, file));
  }
  return files;
}

/** The operator's customisation, in the copy's site/ only: identity, and one post in place of the samples. */
function customise(copy: string): void {
  const site = path.join(copy, "site");
  for (const dir of [path.join(site, "blog"), path.join(site, "public", "blog")]) {
    for (const name of readdirSync(dir)) rmSync(path.join(dir, name), { recursive: true });
  }
  writeFileSync(path.join(site, "blog", `${OTHER_POST.slug}.md`), OTHER_POST.file);
  writeFileSync(path.join(site, SITE_FILE), rewriteIdentity(readFileSync(path.join(site, SITE_FILE), "utf8")));
}

/** Every file of `dir` (relative path -> its hash), to prove the build left the tracked ones alone. */
function snapshot(dir: string, files: readonly string[]): Map<string, string> {
  return new Map(
    files.map((f) => [
      f,
      createHash("sha256")
        .update(readFileSync(path.join(dir, f)))
        .digest("hex"),
    ]),
  );
}

function run(command: string, cwd: string): void {
  console.log(`\n[other identity] $ ${command}`);
  execSync(command, { cwd, stdio: "inherit", env: { ...process.env, SITE_DIR: "", BLOG_DIR: "" } });
}

/**
 * The .env an operator writes from the README, with values the tests must never use: npm test
 * passes beside it (docs/decisions/040). The database address reaches nothing (port 9 on loopback).
 */
export const OPERATOR_ENV = ["ADMIN_TOKEN=operator-token-from-their-env-0123456789", "PORT=5999", "DATABASE_URL=postgres://operator@127.0.0.1:9/nowhere", ""].join("\n");

/** The customisation and the operator build in `dir`; `tracked` are the files that must not change. */
function customiseAndBuild(dir: string, tracked: readonly string[]): void {
  const before = snapshot(dir, tracked);
  // The documented way: make site/ from the samples, then edit it.
  run("npm run --silent site:init", dir);
  customise(dir);
  const siteYaml = path.join(dir, "site", SITE_FILE);
  const other = parseSiteYaml(siteYaml, readFileSync(siteYaml, "utf8"));
  const unchanged = unchangedIdentity(parseSiteYaml(SAMPLE_YAML, readFileSync(SAMPLE_YAML, "utf8")), other);
  if (unchanged.length > 0) throw new Error(`site/site.yaml fields still hold the sample: ${unchanged.join(", ")} (add them to OTHER_IDENTITY)`);
  console.log(`[other identity] ${dir}: site/blog holds only ${OTHER_POST.slug}; site/site.yaml names ${other.displayName} at ${other.siteUrl}`);

  // The post's cover, drawn as an operator would; then the operator's own build.
  run("npm run --silent blog:images", dir);
  run("npm run build", dir);
  const pages = Object.keys(JSON.parse(readFileSync(path.join(dir, "build/pages.json"), "utf8")) as Record<string, unknown>);
  const posts = pages.filter((p) => p.startsWith("/blog/") && p !== "/blog/_not-found");
  if (JSON.stringify(posts) !== JSON.stringify([`/blog/${OTHER_POST.slug}`])) throw new Error(`the build prerendered ${posts.join(", ")}, not only /blog/${OTHER_POST.slug}`);
  const sitemap = readFileSync(path.join(dir, "build/client/sitemap.xml"), "utf8");
  if (!sitemap.includes(`<loc>https://robin-rivera.example/blog/${OTHER_POST.slug}</loc>`) || sitemap.includes("example-creator")) {
    throw new Error("the sitemap does not hold the other identity's siteUrl and post");
  }
  const home = readFileSync(path.join(dir, "build/client/index.html"), "utf8");
  const left = SAMPLE_MARKS.filter((mark) => home.includes(mark));
  if (!home.includes("Robin Rivera") || left.length > 0) throw new Error(`the home page does not show the other identity (still shows: ${left.join(", ") || "no Robin Rivera"})`);
  if (!existsSync(path.join(dir, "build/client", OTHER_POST.image)) || existsSync(path.join(dir, "build/client/blog/grow-a-small-gaming-channel.webp"))) {
    throw new Error("the build does not hold the other post's cover alone");
  }
  const changed = [...snapshot(dir, tracked)].filter(([f, text]) => before.get(f) !== text).map(([f]) => f);
  if (changed.length > 0) throw new Error(`the customisation or the build changed tracked files: ${changed.join(", ")}`);
  console.log(`[other identity] the build shows Robin Rivera and only /blog/${OTHER_POST.slug}, the sitemap is on the other siteUrl, no tracked file changed`);
}

async function main(): Promise<void> {
  // `npm run test:other-identity -- "cmd"` hands the script "cmd" (npm drops its own "--").
  const args = process.argv.slice(2).filter((a, i) => !(i === 0 && a === "--"));
  if (!existsSync(path.join(ROOT, "node_modules"))) throw new Error("no node_modules: run `npm ci` first");
  if (args[0] === "--in-place") {
    for (const own of ["site", ".env"]) {
      if (existsSync(path.join(ROOT, own))) throw new Error(`--in-place is for a fresh clone, and this checkout has ${own}: run it without --in-place (it works in a copy)`);
    }
    const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
      .split("\0")
      .filter((f) => f && existsSync(path.join(ROOT, f)));
    customiseAndBuild(ROOT, tracked);
    writeFileSync(path.join(ROOT, ".env"), OPERATOR_ENV);
    console.log("[other identity] wrote .env (ADMIN_TOKEN, PORT, a DATABASE_URL that reaches no database): npm test must pass beside it");
    return;
  }
  const command = args.length > 0 ? args.join(" ") : "npm test";

  const copy = mkdtempSync(path.join(tmpdir(), "other-identity-"));
  try {
    const tracked = copyRepository(copy);
    symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
    customiseAndBuild(copy, tracked);
    run(command, copy);
    console.log(`\n[other identity] passed: ${command}, with one other post and another identity`);
  } finally {
    if (process.env.KEEP_COPY === "1") console.log(`[other identity] kept ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((err: unknown) => {
    console.error(`[other identity] failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
