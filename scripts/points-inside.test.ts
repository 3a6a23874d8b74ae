import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * A reader has only this repository: a comment that sends them to a guide kept elsewhere, or to a
 * numbered section of a document they do not have, is a dead end. Comments state the rule
 * themselves or cite a file in the repository (docs/architecture.md, docs/style.md, a record in
 * docs/decisions/). This runs over every tracked file but docs/, so a new pointer fails here.
 */
const OUTSIDE_POINTERS: readonly { what: string; pattern: string; ignoreCase: boolean }[] = [
  // Upper case only: the repository's own docs/architecture.md and docs/style.md are the places to cite.
  { what: "guide kept outside the repository", pattern: String.raw`\b(STYLE|ARCHITECTURE|TOOLCHAIN)\.md`, ignoreCase: false },
  { what: "folder outside the repository", pattern: String.raw`/work/share[d]`, ignoreCase: false },
  { what: "numbered specification", pattern: String.raw`\bspec(ification)? ?[12]\b|\bspec(ification)? ?§`, ignoreCase: true },
  { what: "numbered section of a document", pattern: String.raw`\bsections? [0-9]+`, ignoreCase: true },
  // A comment says the rule itself ("at most one toast at once"), not that a document has one.
  { what: "specification a comment leans on", pattern: String.raw`^\s*(//|/\*|\*).*\b(the spec|spec's)\b`, ignoreCase: true },
  // And a test's name says the property it checks ("the success toast"), not where it was read.
  { what: "specification a test's name leans on", pattern: String.raw`\b(it|test|describe)(\.[a-z]+)?\(.*\b(the spec|spec's)\b`, ignoreCase: true },
];

function trackedLinesMatching(pattern: string, ignoreCase: boolean): string[] {
  const args = ["grep", "-n", "-I", "-E", ...(ignoreCase ? ["-i"] : []), "-e", pattern, "--", ".", ":(exclude)docs/"];
  const run = spawnSync("git", args, { cwd: new URL("..", import.meta.url), encoding: "utf8" });
  // git grep exits 1 when nothing matches, 0 with matches; anything else is a failure to search.
  if (run.status !== 0 && run.status !== 1) throw new Error(`git grep failed: ${run.stderr}`);
  return run.stdout.split("\n").filter((line) => line !== "");
}

describe("the code points only inside the repository", () => {
  for (const { what, pattern, ignoreCase } of OUTSIDE_POINTERS) {
    it(`names no ${what}`, () => {
      expect(trackedLinesMatching(pattern, ignoreCase)).toEqual([]);
    });
  }

  it("finds a pointer when one is there (the search itself works)", () => {
    // This file is tracked and holds the word below, split so the check above does not see it.
    const lines = trackedLinesMatching(String.raw`SENTINEL-${"POINTS"}-INSIDE`, false);
    expect(lines.some((line) => line.startsWith("scripts/points-inside.test.ts:"))).toBe(true);
  });
});
// SENTINEL-POINTS-INSIDE
