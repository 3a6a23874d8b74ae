import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listFiles } from "./check-bundle";
import { CARRY_DAYS, carriedUrls, carryAssets, planCarry, readCarried, type CarriedFiles } from "./carry-assets";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2025-06-20T00:00:00Z");

describe("planCarry", () => {
  const previous = { id: "p", builtAt: "2025-06-19T00:00:00.000Z" };

  it("carries the previous build's own files the new build lacks", () => {
    const plan = planCarry({ own: ["assets/a-1.js", "assets/a-1.js.br", "assets/b-1.js"], carried: {}, has: (f) => f === "assets/b-1.js", previous, now: NOW });
    expect(plan).toEqual({
      "assets/a-1.js": { from: "p", builtAt: previous.builtAt, buildsAgo: 1 },
      "assets/a-1.js.br": { from: "p", builtAt: previous.builtAt, buildsAgo: 1 },
    });
  });

  it("keeps a carried file for two builds, then only while its build is at most CARRY_DAYS old", () => {
    const old = new Date(NOW - (CARRY_DAYS + 1) * DAY).toISOString();
    const recent = new Date(NOW - DAY).toISOString();
    const carried: CarriedFiles = {
      "assets/second.js": { from: "o", builtAt: old, buildsAgo: 1 },
      "assets/third-old.js": { from: "o", builtAt: old, buildsAgo: 2 },
      "assets/third-recent.js": { from: "r", builtAt: recent, buildsAgo: 2 },
      "assets/rebuilt.js": { from: "o", builtAt: old, buildsAgo: 1 },
    };
    const plan = planCarry({ own: [], carried, has: (f) => f === "assets/rebuilt.js", previous, now: NOW });
    expect(Object.keys(plan).sort()).toEqual(["assets/second.js", "assets/third-recent.js"]);
    expect(plan["assets/second.js"]?.buildsAgo).toBe(2);
    expect(plan["assets/third-recent.js"]).toEqual({ from: "r", builtAt: recent, buildsAgo: 3 });
  });

  it("a chain of quick builds drops a file after the builds and days run out", () => {
    let carried: CarriedFiles = {};
    let own = ["assets/x-1.js"];
    const seen: number[] = [];
    for (let build = 1; build <= 5; build++) {
      const now = NOW + build * 3 * DAY; // a build every three days
      carried = planCarry({ own, carried, has: () => false, previous: { id: `b${build}`, builtAt: new Date(now - DAY).toISOString() }, now });
      own = [];
      seen.push(carried["assets/x-1.js"]?.buildsAgo ?? 0);
    }
    // Builds 1-2: within two builds; build 3: 7 days old (still kept); build 4: 10 days, gone.
    expect(seen).toEqual([1, 2, 3, 0, 0]);
  });
});

describe("carryAssets", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "carry-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function build(id: string, files: Record<string, string>): string {
    const dir = path.join(root, id);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, "client", file)), { recursive: true });
      writeFileSync(path.join(dir, "client", file), text);
    }
    return dir;
  }

  it("links the old hashed files into the new build and lists them; check:bundle does not see them", async () => {
    const prev = build("p", {
      "assets/manifest-old.js": "m1",
      "assets/manifest-old.js.br": "b",
      "assets/shared-1.js": "s",
      "blog/media/pic-1.webp": "w",
      "index.html": "old page",
    });
    const next = build("n", { "assets/manifest-new.js": "m2", "assets/shared-1.js": "s", "index.html": "new page" });
    const report = carryAssets({ dir: prev, id: "p", builtAt: new Date(NOW).toISOString() }, next, NOW);
    expect(report).toEqual({ files: 3, bytes: 4, fromBuilds: 1 });
    expect(readFileSync(path.join(next, "client/assets/manifest-old.js"), "utf8")).toBe("m1");
    expect(readFileSync(path.join(next, "client/index.html"), "utf8")).toBe("new page"); // pages never carried
    expect(statSync(path.join(next, "client/assets/manifest-old.js")).ino).toBe(statSync(path.join(prev, "client/assets/manifest-old.js")).ino);
    expect(Object.keys(readCarried(next)).sort()).toEqual(["assets/manifest-old.js", "assets/manifest-old.js.br", "blog/media/pic-1.webp"]);
    expect(carriedUrls(path.join(next, "client")).has("/assets/manifest-old.js")).toBe(true);
    expect(await listFiles(path.join(next, "client"))).toEqual(expect.arrayContaining(["/assets/manifest-new.js", "/index.html"]));
    expect(await listFiles(path.join(next, "client"))).not.toContain("/assets/manifest-old.js");
  });

  it("passes on what the previous build carried, and writes an empty list for a first build", () => {
    const first = build("1", { "assets/a-1.js": "a" });
    expect(carryAssets(undefined, first, NOW).files).toBe(0);
    expect(readCarried(first)).toEqual({});
    const second = build("2", { "assets/a-2.js": "a2" });
    carryAssets({ dir: first, id: "1", builtAt: new Date(NOW).toISOString() }, second, NOW);
    const third = build("3", { "assets/a-3.js": "a3" });
    carryAssets({ dir: second, id: "2", builtAt: new Date(NOW).toISOString() }, third, NOW);
    expect(readCarried(third)).toEqual({
      "assets/a-1.js": { from: "1", builtAt: new Date(NOW).toISOString(), buildsAgo: 2 },
      "assets/a-2.js": { from: "2", builtAt: new Date(NOW).toISOString(), buildsAgo: 1 },
    });
  });
});
