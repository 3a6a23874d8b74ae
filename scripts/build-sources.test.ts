import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./prove/lib/server-process";
import { BUILD_SOURCES } from "./start-plan";

/** Every source file of the browser's code (web/), tests aside: what `react-router build` bundles from. */
function webSources(dir = path.join(REPO_ROOT, "web")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return webSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The top-level folder or file of the repository each relative import of `file` reaches. */
function reachedRoots(file: string): string[] {
  const specifiers = [...readFileSync(file, "utf8").matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)].map((m) => m[1]!);
  return specifiers.map((s) => path.relative(REPO_ROOT, path.resolve(path.dirname(file), s)).split(path.sep)[0]!);
}

describe("what makes `npm start` rebuild (BUILD_SOURCES)", () => {
  it("holds every folder the browser's code imports from, so an edit there is never served stale", () => {
    const roots = new Set(webSources().flatMap(reachedRoots));
    const covered = (root: string) => BUILD_SOURCES.some((source) => source === root || source.replace(/\.ts$/, "") === root.replace(/\.ts$/, ""));
    expect([...roots].filter((root) => !covered(root)).sort()).toEqual([]);
    // The search finds the folders it must: the page code and the engines it shares with the server.
    expect(roots).toContain("web");
    expect(roots).toContain("games");
  });
});
