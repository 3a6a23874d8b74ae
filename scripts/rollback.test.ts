/**
 * `npm run rollback` in a git checkout with build folders (no restart: UPGRADE_RESTART unset): code
 * and build go back as a pair, a build of the old layout is paired through the last upgrade's
 * record, and with no known pair nothing changes and one line says what would be needed.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { switchLive, writeBuildInfo } from "./build-folders";
import { StepError } from "./rolling-restart";
import { rollback } from "./rollback";
import { writeLastUpgrade } from "./upgrade-steps";

let root: string;
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main", ...args], { cwd: root, encoding: "utf8" }).trim();

function commit(text: string): string {
  writeFileSync(path.join(root, "app.ts"), text);
  git("add", "app.ts");
  git("commit", "-q", "-m", text);
  return git("rev-parse", "HEAD");
}

function makeBuild(id: string, commitOf?: string): void {
  const dir = path.join(root, "builds", id);
  mkdirSync(path.join(dir, "client", "assets"), { recursive: true });
  writeFileSync(path.join(dir, "client", "assets", `manifest-${id.replace(/\W/g, "")}.js`), "x");
  writeFileSync(path.join(dir, "pages.json"), "{}");
  writeBuildInfo(dir, { id, builtAt: "2026-01-01T00:00:00.000Z", ...(commitOf ? { commit: commitOf } : {}) });
}

let lines: string[];
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "rollback-"));
  git("init", "-q");
  writeFileSync(path.join(root, ".gitignore"), "/build\nbuilds/\n");
  writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  git("add", ".");
  lines = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
  vi.stubEnv("UPGRADE_RESTART", "");
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe("npm run rollback", () => {
  it("puts the code back on the commit the previous build was made from, with that build", async () => {
    const v1 = commit("v1");
    makeBuild("20260101-000000-aaaa", v1);
    const v2 = commit("v2");
    makeBuild("20260102-000000-bbbb", v2);
    switchLive(root, "20260102-000000-bbbb");
    await rollback(root);
    expect(git("rev-parse", "HEAD")).toBe(v1);
    expect(readlinkSync(path.join(root, "build"))).toBe(path.join("builds", "20260101-000000-aaaa"));
    expect(lines[0]).toBe(`rollback 1/4 code: ${v2.slice(0, 7)} -> ${v1.slice(0, 7)}, the code builds/20260101-000000-aaaa was built from (npm run upgrade comes back)`);
    expect(lines[1]).toBe("rollback 2/4 build: build -> builds/20260101-000000-aaaa (was 20260102-000000-bbbb)");
  });

  it("pairs the old layout's build (no commit) with the code the upgrade recorded beside it", async () => {
    const v1 = commit("v1");
    makeBuild("20260101-000000-old");
    const v2 = commit("v2");
    makeBuild("20260102-000000-bbbb", v2);
    switchLive(root, "20260102-000000-bbbb");
    writeLastUpgrade(root, { at: "2026-01-02T00:00:00Z", fromCommit: v1, toCommit: v2, fromBuild: "20260101-000000-old", toBuild: "20260102-000000-bbbb" });
    await rollback(root);
    expect(git("rev-parse", "HEAD")).toBe(v1);
    expect(readlinkSync(path.join(root, "build"))).toBe(path.join("builds", "20260101-000000-old"));
  });

  it("changes nothing when no earlier build's code is known, and says which pair it would need", async () => {
    commit("v1");
    makeBuild("20260101-000000-old");
    const v2 = commit("v2");
    makeBuild("20260102-000000-bbbb", v2);
    switchLive(root, "20260102-000000-bbbb");
    const refused = await rollback(root).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(StepError);
    expect((refused as Error).message).toMatch(/^no earlier build records the code it was built from \(builds\/20260101-000000-old\)/);
    expect((refused as Error).message).toContain("nothing was changed");
    expect(git("rev-parse", "HEAD")).toBe(v2);
    expect(readlinkSync(path.join(root, "build"))).toBe(path.join("builds", "20260102-000000-bbbb"));
  });
});
