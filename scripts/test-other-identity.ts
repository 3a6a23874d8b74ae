/**
 * `npm run test:other-identity [-- "command"]`: the proof that the tests own their content
 * (issue 20). In a temporary copy of this repository (its tracked and new files, as an operator's
 * clone would hold them) the sample posts and their images are replaced by ONE post of another
 * name, and site.config.ts gets another identity (every name, link and the siteUrl). Then:
 *   1. `npm run build` (the operator's build) must prerender that one post and none of the samples;
 *   2. the command, `npm test` unless one is given, must pass.
 * CI runs it after `npm test` (.ci/run). node_modules is linked from this checkout (run `npm ci`
 * first); the copy is deleted at the end unless KEEP_COPY=1.
 */
import { execFileSync, execSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { siteConfig as sampleConfig } from "../site.config";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The one post that replaces every sample. Its slug and words appear in no test. */
export const OTHER_POST = {
  slug: "harbour-lights-speedrun-notes",
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
 * Another identity, as text substitutions on site.config.ts: the sample's values appear only
 * there, once each (links derive the handle and the video; the alt text derives from the name).
 * Longer strings first, so "example-creator.dev" is replaced before "example-creator".
 */
export const OTHER_IDENTITY: readonly (readonly [string, string])[] = [
  ['"https://example-creator.dev"', '"https://robin-rivera.example"'],
  ['"Creator Hub"', '"Rivera Plays"'],
  ['"Alex Creator"', '"Robin Rivera"'],
  ['"Alex"', '"Robin"'],
  ['"Developer • Gamer • Video Creator"', '"Speedrunner • Streamer"'],
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

export function rewriteIdentity(source: string): string {
  let out = source;
  for (const [from, to] of OTHER_IDENTITY) {
    if (!out.includes(from)) throw new Error(`site.config.ts no longer holds ${from}: update OTHER_IDENTITY in scripts/test-other-identity.ts`);
    out = out.split(from).join(to);
  }
  return out;
}

function copyRepository(target: string): void {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((f) => f && existsSync(path.join(ROOT, f)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(target, file));
  }
}

function replacePosts(copy: string): void {
  const blog = path.join(copy, "content/blog");
  for (const name of readdirSync(blog)) rmSync(path.join(blog, name), { recursive: true });
  rmSync(path.join(copy, "public/blog"), { recursive: true, force: true });
  writeFileSync(path.join(blog, `${OTHER_POST.slug}.md`), OTHER_POST.file);
}

function run(command: string, cwd: string): void {
  console.log(`\n[other identity] $ ${command}`);
  execSync(command, { cwd, stdio: "inherit", env: { ...process.env, BLOG_DIR: "" } });
}

async function main(): Promise<void> {
  // `npm run test:other-identity -- "cmd"` hands the script "cmd" (npm drops its own "--").
  const args = process.argv.slice(2).filter((a, i) => !(i === 0 && a === "--"));
  const command = args.length > 0 ? args.join(" ") : "npm test";
  if (!existsSync(path.join(ROOT, "node_modules"))) throw new Error("no node_modules: run `npm ci` first");

  const copy = mkdtempSync(path.join(tmpdir(), "other-identity-"));
  try {
    copyRepository(copy);
    symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
    replacePosts(copy);
    const configFile = path.join(copy, "site.config.ts");
    writeFileSync(configFile, rewriteIdentity(readFileSync(configFile, "utf8")));
    const { siteConfig: other } = (await import(pathToFileURL(configFile).href)) as { siteConfig: unknown };
    const unchanged = unchangedIdentity(sampleConfig, other);
    if (unchanged.length > 0) throw new Error(`site.config.ts fields still hold the sample: ${unchanged.join(", ")} (add them to OTHER_IDENTITY)`);
    console.log(`[other identity] ${copy}: content/blog holds only ${OTHER_POST.slug}; site.config.ts names ${(other as typeof sampleConfig).displayName} at ${(other as typeof sampleConfig).siteUrl}`);

    // The post's images, drawn as an operator would; then the operator's own build.
    run("npm run --silent blog:images", copy);
    run("npm run build", copy);
    const pages = Object.keys(JSON.parse(readFileSync(path.join(copy, "build/pages.json"), "utf8")) as Record<string, unknown>);
    const posts = pages.filter((p) => p.startsWith("/blog/") && p !== "/blog/_not-found");
    if (JSON.stringify(posts) !== JSON.stringify([`/blog/${OTHER_POST.slug}`])) throw new Error(`the build prerendered ${posts.join(", ")}, not only /blog/${OTHER_POST.slug}`);
    const sitemap = readFileSync(path.join(copy, "build/client/sitemap.xml"), "utf8");
    if (!sitemap.includes(`<loc>https://robin-rivera.example/blog/${OTHER_POST.slug}</loc>`) || sitemap.includes("example-creator")) {
      throw new Error("the sitemap does not hold the other identity's siteUrl and post");
    }
    console.log(`[other identity] the build prerendered only /blog/${OTHER_POST.slug}, and the sitemap is on the other siteUrl`);

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
