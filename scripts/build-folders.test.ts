import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "../server/test/test-config";
import {
  STALE_INCOMPLETE_MS,
  adoptOldLayout,
  buildDir,
  listBuilds,
  liveBuild,
  newBuildId,
  planPrune,
  rollbackPair,
  pruneBuilds,
  readBuildInfo,
  switchLive,
  writeBuildInfo,
  type BuildFolder,
} from "./build-folders";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "build-folders-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A complete build folder builds/<id> holding one page. */
function makeBuild(id: string, page = `<h1>${id}</h1>`): string {
  const dir = path.join(root, "builds", id);
  mkdirSync(path.join(dir, "client"), { recursive: true });
  writeFileSync(path.join(dir, "client", "index.html"), page);
  writeFileSync(path.join(dir, "pages.json"), "{}");
  writeBuildInfo(dir, { id, builtAt: "2025-06-01T00:00:00.000Z" });
  return dir;
}

const folder = (id: string, complete = true, mtimeMs = 0): BuildFolder => ({ id, dir: `/b/${id}`, complete, mtimeMs });

describe("build ids and BUILD_DIR", () => {
  it("sort by time and differ within one second", () => {
    const a = newBuildId(new Date("2025-06-01T09:05:03.120Z"), () => 0.5);
    expect(a).toBe("20250601-090503-8000");
    const b = newBuildId(new Date("2025-06-01T10:00:00Z"), () => 0);
    expect([b, a].sort()).toEqual([a, b]);
    expect(newBuildId(new Date(0), () => 0.1)).not.toBe(newBuildId(new Date(0), () => 0.2));
  });

  it("builds into BUILD_DIR when npm run build sets it, else build/", () => {
    expect(buildDir({ BUILD_DIR: "builds/x" })).toBe("builds/x");
    expect(buildDir({})).toBe("build");
  });
});

describe("switchLive", () => {
  it("points build at the folder with a relative symlink, replacing the old link", () => {
    makeBuild("a");
    makeBuild("b");
    switchLive(root, "a");
    expect(readlinkSync(path.join(root, "build"))).toBe(path.join("builds", "a"));
    switchLive(root, "b");
    expect(readlinkSync(path.join(root, "build"))).toBe(path.join("builds", "b"));
    expect(readFileSync(path.join(root, "build", "client", "index.html"), "utf8")).toBe("<h1>b</h1>");
    expect(liveBuild(root)).toBe(path.join(root, "builds", "b"));
  });

  it("a file opened through the old link keeps reading the old build after the switch", () => {
    makeBuild("a");
    makeBuild("b");
    switchLive(root, "a");
    // What the server does at start: resolve the link once.
    const served = liveBuild(root)!;
    switchLive(root, "b");
    expect(readFileSync(path.join(served, "client", "index.html"), "utf8")).toBe("<h1>a</h1>");
  });

  it("the server's CLIENT_DIR is resolved once, at start: a later switch does not move it", () => {
    makeBuild("a");
    makeBuild("b");
    switchLive(root, "a");
    const config = testConfig({ CLIENT_DIR: path.join(root, "build", "client") });
    switchLive(root, "b");
    expect(config.clientDir).toBe(path.join(root, "builds", "a", "client"));
    expect(testConfig({ CLIENT_DIR: path.join(root, "build", "client") }).clientDir).toBe(path.join(root, "builds", "b", "client"));
  });

  it("refuses a folder that is not complete (no build-info.json), leaving build as it was", () => {
    makeBuild("a");
    switchLive(root, "a");
    mkdirSync(path.join(root, "builds", "half", "client"), { recursive: true });
    expect(() => switchLive(root, "half")).toThrow(/not a complete build/);
    expect(readlinkSync(path.join(root, "build"))).toBe(path.join("builds", "a"));
  });
});

describe("adoptOldLayout", () => {
  it("moves a real build/ folder into builds/ and points build at it", () => {
    mkdirSync(path.join(root, "build", "client"), { recursive: true });
    writeFileSync(path.join(root, "build", "pages.json"), "{}");
    writeFileSync(path.join(root, "build", "client", "index.html"), "old");
    const id = adoptOldLayout(root)!;
    expect(id).toMatch(/^\d{8}-\d{6}-old$/);
    expect(lstatSync(path.join(root, "build")).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(root, "build", "client", "index.html"), "utf8")).toBe("old");
    expect(readBuildInfo(path.join(root, "builds", id))?.id).toBe(id);
    expect(adoptOldLayout(root)).toBeUndefined(); // already a link: nothing to do
  });

  it("puts an incomplete old folder aside without making it live", () => {
    mkdirSync(path.join(root, "build", "client"), { recursive: true });
    expect(adoptOldLayout(root)).toBeUndefined();
    expect(existsSync(path.join(root, "build"))).toBe(false);
    expect(listBuilds(root)).toEqual([expect.objectContaining({ complete: false })]);
  });
});

describe("planPrune", () => {
  it("keeps the newest three complete builds and what is protected", () => {
    const folders = ["1", "2", "3", "4", "5"].map((id) => folder(id));
    expect(planPrune(folders, new Set(), 0)).toEqual(["1", "2"]);
    // The live build after a rollback is older than the newest three: it stays.
    expect(planPrune(folders, new Set(["1"]), 0)).toEqual(["2"]);
  });

  it("removes an incomplete folder only once it is stale (a build may be writing it)", () => {
    const now = 10 * STALE_INCOMPLETE_MS;
    const folders = [folder("1", false, now - 2 * STALE_INCOMPLETE_MS), folder("2", false, now - 1000), folder("3")];
    expect(planPrune(folders, new Set(), now)).toEqual(["1"]);
    expect(planPrune(folders, new Set(["1"]), now)).toEqual([]);
  });

  it("pruneBuilds deletes the folders on disk and never the live one", () => {
    for (const id of ["1", "2", "3", "4", "5"]) makeBuild(id);
    switchLive(root, "1"); // rolled back: live, and older than the newest three
    expect(pruneBuilds(root)).toEqual(["2"]);
    expect(listBuilds(root).map((f) => f.id)).toEqual(["1", "3", "4", "5"]);
    const stale = path.join(root, "builds", "0-crashed");
    mkdirSync(stale);
    const old = new Date(Date.now() - 2 * STALE_INCOMPLETE_MS);
    utimesSync(stale, old, old);
    expect(pruneBuilds(root)).toEqual(["0-crashed"]);
  });
});

describe("rollbackPair: a rollback's build and code together", () => {
  const info = (id: string, commit?: string) => {
    const dir = makeBuild(id);
    writeBuildInfo(dir, { id, builtAt: "2025-06-01T00:00:00.000Z", ...(commit ? { commit } : {}) });
    return { id, dir, complete: true, mtimeMs: 0 };
  };
  const all = () => true;

  it("is the build before the live one with the commit it records, skipping incomplete folders", () => {
    const folders = [info("1", "a".repeat(40)), folder("2", false), info("3", "c".repeat(40)), info("4", "d".repeat(40))];
    expect(rollbackPair(folders, "4", undefined, all)).toMatchObject({ ok: true, build: { id: "3" }, commit: "c".repeat(40) });
    expect(rollbackPair(folders, "3", undefined, all)).toMatchObject({ ok: true, build: { id: "1" }, commit: "a".repeat(40) });
  });

  it("pairs a build of the old layout (no commit) with the code the last upgrade recorded as live beside it", () => {
    const folders = [info("20260101-000000-old"), info("2", "b".repeat(40))];
    const last = { fromBuild: "20260101-000000-old", fromCommit: "a".repeat(40) };
    expect(rollbackPair(folders, "2", last, all)).toMatchObject({ ok: true, build: { id: "20260101-000000-old" }, commit: "a".repeat(40) });
  });

  it("goes past a build whose code is unknown or gone to the newest whole pair", () => {
    const folders = [info("1", "a".repeat(40)), info("2-old"), info("3", "g".repeat(40)), info("4", "d".repeat(40))];
    expect(rollbackPair(folders, "4", undefined, (c) => c !== "g".repeat(40))).toMatchObject({ ok: true, build: { id: "1" } });
  });

  it("refuses with one line naming the pair it would need when no earlier build's code is known", () => {
    const folders = [info("20260101-000000-old"), info("2", "b".repeat(40))];
    const refused = rollbackPair(folders, "2", { fromCommit: "a".repeat(40) }, all);
    expect(refused.ok).toBe(false);
    const message = refused.ok ? "" : refused.message;
    expect(message).not.toContain("\n");
    expect(message).toContain("builds/20260101-000000-old");
    expect(message).toContain(`git reset --keep ${"a".repeat(7)} (the code before the last upgrade), then npm run build, then restart`);
    expect(rollbackPair([info("1", "a".repeat(40))], "1", undefined, all)).toMatchObject({
      ok: false,
      message: expect.stringContaining("there is no complete build before builds/1"),
    });
    expect(rollbackPair([info("1", "a".repeat(40))], undefined, undefined, all)).toMatchObject({ ok: false });
  });
});
