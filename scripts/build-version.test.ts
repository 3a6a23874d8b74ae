import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempFolderWith } from "../test/temp-folder";
import { buildVersionOf, stampBuildVersion, withBuildVersion } from "./build-version";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function client(files: Record<string, string>): string {
  const dir = tempFolderWith(files, "build-version-");
  dirs.push(dir);
  return dir;
}

describe("a build's version", () => {
  it("follows its hashed file names, not their order, and changes with any of them", () => {
    const names = ["shell-D3f.js", "blog-post-A1b.js", "manifest-9c0.js", "shell-E2a.css"];
    expect(buildVersionOf(names)).toMatch(/^[0-9a-f]{16}$/);
    expect(buildVersionOf([...names].reverse())).toBe(buildVersionOf(names));
    expect(buildVersionOf(names.map((n) => n.replace("blog-post-A1b", "blog-post-A1c")))).not.toBe(buildVersionOf(names));
    expect(buildVersionOf([...names, "games-B7.js"])).not.toBe(buildVersionOf(names));
  });

  it("is written as the last element of a page's <head>", () => {
    expect(withBuildVersion('<html><head><meta charSet="utf-8"/></head><body></body></html>', "ab12")).toBe(
      '<html><head><meta charSet="utf-8"/><meta name="build-version" content="ab12"></head><body></body></html>',
    );
    expect(() => withBuildVersion("<p>no head</p>", "ab12")).toThrow(/without <\/head>/);
  });

  it("stamps every page and the version file with one version, from the assets folder alone", async () => {
    const page = "<html><head></head><body></body></html>";
    const dir = client({ "index.html": page, "blog/post.html": page, "assets/shell-D3f.js": "x", "assets/games/pong-B1.js": "y", "favicon.svg": "<svg/>" });
    const version = await stampBuildVersion(dir);
    expect(version).toBe(buildVersionOf(["games/pong-B1.js", "shell-D3f.js"]));
    expect(JSON.parse(readFileSync(path.join(dir, "build-version.json"), "utf8"))).toEqual({ version });
    for (const file of ["index.html", "blog/post.html"]) expect(readFileSync(path.join(dir, file), "utf8")).toBe(withBuildVersion(page, version));
    // Files outside assets/ (public files, post pictures) do not make another build.
    const same = client({ "index.html": page, "assets/shell-D3f.js": "x", "assets/games/pong-B1.js": "y", "robots.txt": "z" });
    expect(await stampBuildVersion(same)).toBe(version);
  });
});
