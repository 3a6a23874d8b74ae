/**
 * The fingerprint `npm test` takes of what production serves (scripts/test-guard.ts): every change
 * a test run could make to the live build, the operator's folder, .env or the data is named, and the
 * tests' build goes to its own folder.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LOCK_FILE_NAME, STALE_MS } from "../server/db/data-dir-lock";
import { TEST_BUILD_HOME, buildDir, buildHome, liveClientDir, switchLive, writeBuildInfo } from "./build-folders";
import { dataFolderHeld, fingerprintChanges, operatorFingerprint, operatorSetting } from "./operator-files";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "operator-files-"));
  for (const id of ["20260101-000000-aaaa", "20260102-000000-bbbb"]) {
    mkdirSync(path.join(root, "builds", id, "client"), { recursive: true });
    writeBuildInfo(path.join(root, "builds", id), { id, builtAt: "2026-01-01T00:00:00.000Z", commit: "c".repeat(40) });
  }
  switchLive(root, "20260102-000000-bbbb");
  mkdirSync(path.join(root, "site", "blog"), { recursive: true });
  writeFileSync(path.join(root, "site", "site.yaml"), "displayName: Robin Rivera\n");
  writeFileSync(path.join(root, "site", "blog", "post.md"), "---\ntitle: x\n---\n");
  writeFileSync(path.join(root, ".env"), "PORT=5001\nADMIN_TOKEN=operator\n");
  mkdirSync(path.join(root, "data"));
  writeFileSync(path.join(root, "data", "PG_VERSION"), "17\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const fp = (env: NodeJS.ProcessEnv = {}) => operatorFingerprint(root, env);
/** The changes with each content hash written as <hash>. */
const changes = (before: ReturnType<typeof fp>, after: ReturnType<typeof fp>) => fingerprintChanges(before, after).map((l) => l.replace(/file [0-9a-f]{64}/g, "file <hash>"));

describe("the operator's files fingerprint", () => {
  it("is unchanged when nothing changed", () => {
    expect(fingerprintChanges(fp(), fp())).toEqual([]);
  });

  it("names a re-pointed build link, a removed build folder, an edited post, an edited .env and a new data file", () => {
    const before = fp();
    switchLive(root, "20260101-000000-aaaa");
    rmSync(path.join(root, "builds", "20260102-000000-bbbb"), { recursive: true });
    writeFileSync(path.join(root, "site", "blog", "post.md"), "---\ntitle: y\n---\n");
    writeFileSync(path.join(root, ".env"), "PORT=5002\n");
    writeFileSync(path.join(root, "data", "extra"), "x");
    expect(changes(before, fp())).toEqual([
      ".env: content changed",
      "build/build-info.json: content changed",
      "build: link -> builds/20260102-000000-bbbb -> link -> builds/20260101-000000-aaaa",
      "builds/20260102-000000-bbbb: removed (was complete build)",
      "data folder (./data)/extra: added (file <hash>)",
      "site folder (site)/blog/post.md: content changed",
    ]);
  });

  it("names a site folder created where there was none, and a removed .env", () => {
    rmSync(path.join(root, "site"), { recursive: true });
    const before = fp();
    mkdirSync(path.join(root, "site"));
    writeFileSync(path.join(root, "site", "site.yaml"), "sample\n");
    unlinkSync(path.join(root, ".env"));
    expect(changes(before, fp())).toEqual([".env: file <hash> -> missing", "site folder (site)/site.yaml: added (file <hash>)", "site folder (site): missing -> folder"]);
  });

  it("reads SITE_DIR and DATA_DIR from the environment, else from .env", () => {
    writeFileSync(path.join(root, ".env"), "SITE_DIR=/srv/my-site\nDATA_DIR=/var/lib/site\n");
    expect(operatorSetting(root, "SITE_DIR", {})).toBe("/srv/my-site");
    expect(operatorSetting(root, "SITE_DIR", { SITE_DIR: "elsewhere" })).toBe("elsewhere");
    expect([...fp().keys()]).toContain("site folder (/srv/my-site)");
    expect([...fp().keys()]).toContain("data folder (/var/lib/site)");
  });

  it("leaves a data folder a running server holds out of the comparison, and says so", () => {
    const lock = path.join(root, "data", LOCK_FILE_NAME);
    writeFileSync(lock, "{}");
    expect(dataFolderHeld(path.join(root, "data"))).toBe(true);
    const before = fp();
    expect(before.get("data folder (./data)")).toBe("held by a running server: not compared");
    writeFileSync(path.join(root, "data", "wal"), "written by the server");
    expect(fingerprintChanges(before, fp())).toEqual([]);
    // A lock nobody touched for longer than the stale time is no server's.
    const old = (Date.now() - STALE_MS - 1000) / 1000;
    utimesSync(lock, old, old);
    expect(dataFolderHeld(path.join(root, "data"))).toBe(false);
  });
});

describe("the tests' build lives in its own folder", () => {
  it("BUILD_HOME moves the build link, the build folders and the checked client folder", () => {
    expect(buildHome({ BUILD_HOME: TEST_BUILD_HOME })).toBe(path.resolve(TEST_BUILD_HOME));
    expect(buildDir({ BUILD_HOME: TEST_BUILD_HOME })).toBe(path.join(TEST_BUILD_HOME, "build"));
    expect(liveClientDir({ BUILD_HOME: TEST_BUILD_HOME })).toBe(path.resolve(TEST_BUILD_HOME, "build", "client"));
    expect(liveClientDir({})).toBe(path.resolve("build", "client"));
  });

  it("npm test builds, checks and browses the test build there, inside the guard", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts["build:test"]).toContain(`BUILD_HOME=${TEST_BUILD_HOME} `);
    expect(scripts.test).toBe("tsx scripts/test-guard.ts npm run test:steps");
    expect(scripts["test:steps"]).toContain(`BUILD_HOME=${TEST_BUILD_HOME} npm run check:bundle`);
    expect(scripts["test:steps"]).not.toMatch(/(^|&& )npm run check:bundle/);
    const playwright = readFileSync("playwright.config.ts", "utf8");
    expect(playwright).toContain('path.resolve(TEST_BUILD_HOME, "build", "client")');
    expect(playwright).toMatch(/\n\s+CLIENT_DIR,\n/);
  });
});

describe("the guard", () => {
  it("fails a command that re-points the build link, naming it, and passes one that does not", async () => {
    const { spawnSync } = await import("node:child_process");
    const guard = path.resolve("scripts/test-guard.ts");
    const tsx = path.resolve("node_modules/.bin/tsx");
    const env = { ...process.env, SITE_DIR: "", DATA_DIR: "" };
    const ok = spawnSync(tsx, [guard, "true"], { cwd: root, encoding: "utf8", env });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain("are as they were");
    symlinkSync(path.join("builds", "20260101-000000-aaaa"), path.join(root, "other"));
    const bad = spawnSync(tsx, [guard, "mv", "-T", "other", "build"], { cwd: root, encoding: "utf8", env });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("build: link -> builds/20260102-000000-bbbb -> link -> builds/20260101-000000-aaaa");
  });
});
