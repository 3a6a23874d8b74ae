import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const ROOT = new URL("..", import.meta.url);
const CONFIG = "server/config.ts";
/** The files server/config.ts names as the only other readers of process.env, each for its reason. */
const OTHER_READERS = ["publishing/blog-articles.ts", "publishing/build-dir.ts", "publishing/site-folder.ts"];
/** What those others may read: the folders the build and the scripts share with the server. */
const SHARED_FOLDER_VARIABLES = ["BLOG_DIR", "BUILD_DIR", "SITE_DIR"];

function gitGrep(...args: string[]): string[] {
  const run = spawnSync("git", ["grep", ...args, "--", "server", "publishing", ":(exclude)*.test.ts", ":(exclude)server/test/"], { cwd: ROOT, encoding: "utf8" });
  if (run.status !== 0 && run.status !== 1) throw new Error(`git grep failed: ${run.stderr}`);
  return run.stdout.split("\n").filter(Boolean);
}

describe("who reads process.env", () => {
  it("is, in the code the server runs (tests and their helpers aside), server/config.ts and only the files it names", () => {
    expect(gitGrep("-l", "-E", String.raw`process\.env\b`)).toEqual([...OTHER_READERS, CONFIG].sort());
  });

  it("is named, each of the others, in server/config.ts's opening comment", () => {
    const opening = readFileSync(new URL(CONFIG, ROOT), "utf8").split("*/")[0]!;
    for (const file of OTHER_READERS) expect(opening).toContain(file);
  });

  it("outside server/config.ts, reads only the folders the build and the scripts share", () => {
    const read = new Set(OTHER_READERS.flatMap((file) => [...readFileSync(new URL(file, ROOT), "utf8").matchAll(/\benv\.([A-Za-z_]+)/g)].map((m) => m[1]!)));
    expect([...read].sort()).toEqual(SHARED_FOLDER_VARIABLES);
    // No computed name (env[...]) either: each variable read is one of those three, by name.
    expect(OTHER_READERS.filter((file) => /\benv\[/.test(readFileSync(new URL(file, ROOT), "utf8")))).toEqual([]);
  });
});
