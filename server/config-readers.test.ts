import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** The files server/config.ts names as the only other readers of process.env, each for its reason. */
const KNOWN_READERS = ["publishing/blog-articles.ts", "publishing/build-dir.ts", "publishing/site-folder.ts", "server/cli/cli-support.ts", "server/config.ts", "server/serve.ts"];

describe("who reads process.env", () => {
  it("is, in the code the server runs (tests and their helpers aside), only the files server/config.ts names", () => {
    const run = spawnSync("git", ["grep", "-l", "-E", String.raw`process\.env\b`, "--", "server", "publishing", ":(exclude)*.test.ts", ":(exclude)server/test/"], {
      cwd: new URL("..", import.meta.url),
      encoding: "utf8",
    });
    if (run.status !== 0 && run.status !== 1) throw new Error(`git grep failed: ${run.stderr}`);
    expect(run.stdout.split("\n").filter(Boolean)).toEqual(KNOWN_READERS);
  });
});
