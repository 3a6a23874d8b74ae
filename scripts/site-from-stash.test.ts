/**
 * The way up from an install before site/ (the README's "Coming from a version before site/"): in a
 * repository whose first commit has the old layout (434d43e's site.config.ts, posts in
 * content/blog, pictures in public/), an operator's edits are stashed with --include-untracked,
 * the new layout is pulled, and `site:from-stash` makes site/ with their identity, their own post
 * and picture, without the sample they removed, and names what it left.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseSiteYaml } from "../publishing/site-schema";
import { REPO_ROOT } from "./prove/lib/server-process";
import { leftoverFiles, leftoverWarning } from "./site-leftovers";
import { movedReport, siteFromStash, siteTarget } from "./site-from-stash";

const OLD = "434d43e";
const parseDocumentUrl = (yaml: string) => (parse(yaml) as { featuredVideo: { url: string } }).featuredVideo.url;
const work = mkdtempSync(path.join(tmpdir(), "site-from-stash-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main", ...args], { cwd, encoding: "utf8", stdio: "pipe" });
const oldFile = (file: string) => execFileSync("git", ["show", `${OLD}:${file}`], { cwd: REPO_ROOT });

describe("npm run site:from-stash", () => {
  it("knows which old files are the operator's site", () => {
    expect(siteTarget("site.config.ts")).toBe("site.yaml");
    expect(siteTarget("content/blog/a.md")).toBe("blog/a.md");
    expect(siteTarget("content/blog/a/map.png")).toBe("blog/a/map.png");
    expect(siteTarget("public/og-image.png")).toBe("public/og-image.png");
    expect(siteTarget("public/blog/a-600w.webp")).toBe("public/blog/a-600w.webp");
    expect(siteTarget("public/games/2048.webp")).toBeUndefined();
    expect(siteTarget("web/content/home.ts")).toBeUndefined();
  });

  it("moves an old install's edited identity, own post and picture into site/, drops a removed sample, and names what it left", async () => {
    const upstream = path.join(work, "upstream.git");
    const authors = path.join(work, "authors");
    const op = path.join(work, "operator");
    git(work, "init", "-q", "--bare", upstream);
    git(work, "clone", "-q", upstream, authors);
    // The old layout, with 434d43e's own files.
    const samplePosts = ["grow-a-small-gaming-channel.md", "how-to-start-coding-as-a-teenager.md"];
    const put = (root: string, file: string, bytes: Buffer | string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), bytes);
    };
    put(authors, "site.config.ts", oldFile("site.config.ts"));
    for (const post of samplePosts) put(authors, `content/blog/${post}`, oldFile(`content/blog/${post}`));
    put(authors, "public/og-image.png", "sample og image");
    put(authors, "web/home.ts", "export const v = 1;\n");
    git(authors, "add", ".");
    git(authors, "commit", "-q", "-m", "old layout");
    git(authors, "push", "-q", "origin", "HEAD");
    git(work, "clone", "-q", upstream, op);

    // The operator's edits, the old way.
    const config = path.join(op, "site.config.ts");
    writeFileSync(config, readFileSync(config, "utf8").replace('"Alex Creator"', '"Robin Rivera"').replace("https://t.me/example_creator", "https://t.me/robin_rivera"));
    rmSync(path.join(op, "content/blog", samplePosts[1]!));
    put(op, "content/blog/harbour-notes.md", "---\ntitle: Harbour notes\n---\nMine.\n");
    put(op, "content/blog/harbour-notes/map.png", "a map");
    put(op, "public/og-image.png", "Robin's og image");
    put(op, "web/home.ts", "export const v = 2; // my own tweak\n");

    // The new layout upstream: the identity in samples/site, no content/blog or site.config.ts edits.
    git(authors, "rm", "-q", "-r", "content/blog", "public/og-image.png");
    cpSync(path.join(REPO_ROOT, "samples", "site"), path.join(authors, "samples", "site"), { recursive: true });
    git(authors, "add", ".");
    git(authors, "commit", "-q", "-m", "new layout");
    git(authors, "push", "-q", "origin", "HEAD");

    // The README's steps.
    git(op, "stash", "push", "--include-untracked", "-q", "-m", "my site before site/");
    git(op, "pull", "-q", "--ff-only");
    const moved = await siteFromStash(op, "stash@{0}", path.join(op, "site"));
    const lines = movedReport(moved, "stash@{0}");

    const yaml = readFileSync(path.join(op, "site", "site.yaml"), "utf8");
    const identity = parseSiteYaml("site/site.yaml", yaml);
    expect(identity.displayName).toBe("Robin Rivera");
    expect(identity.telegramHandle).toBe("@robin_rivera");
    // The old file wrote the channel's videos page out; site.yaml says that with "".
    expect(parseDocumentUrl(yaml)).toBe("");
    expect(identity.featuredVideo.url).toBe("https://www.youtube.com/@example-creator/videos");
    expect(yaml).toContain("#"); // the samples' comments stay
    expect(readFileSync(path.join(op, "site/blog/harbour-notes.md"), "utf8")).toContain("Mine.");
    expect(readFileSync(path.join(op, "site/blog/harbour-notes/map.png"), "utf8")).toBe("a map");
    expect(readFileSync(path.join(op, "site/public/og-image.png"), "utf8")).toBe("Robin's og image");
    expect(existsSync(path.join(op, "site/blog", samplePosts[1]!))).toBe(false);
    expect(existsSync(path.join(op, "site/blog", samplePosts[0]!))).toBe(true);
    expect(lines).toContain("  moved   site.config.ts -> site/site.yaml (your name, links and colours)");
    expect(lines).toContain("  moved   content/blog/harbour-notes.md -> site/blog/harbour-notes.md");
    expect(lines).toContain(`  removed site/blog/${samplePosts[1]} (you had removed content/blog/${samplePosts[1]})`);
    expect(lines).toContain("Left in stash@{0} (not part of your site; see them with git stash show -p): web/home.ts");
    // The stash is kept, and a second run refuses to touch the site/ it made.
    expect(git(op, "stash", "list")).toContain("my site before site/");
    await expect(siteFromStash(op, "stash@{0}", path.join(op, "site"))).rejects.toThrow(/already exists: nothing was moved/);
  }, 60_000);

  it("says what to do when there is no stash", async () => {
    const repo = path.join(work, "empty");
    mkdirSync(repo);
    git(repo, "init", "-q");
    git(repo, "commit", "-q", "--allow-empty", "-m", "x");
    await expect(siteFromStash(repo, "stash@{0}", path.join(repo, "site"))).rejects.toThrow(/git stash push --include-untracked/);
  });

  it("warns in one line about posts and pictures left where nothing reads them", () => {
    const root = path.join(work, "leftovers");
    mkdirSync(path.join(root, "content", "blog"), { recursive: true });
    expect(leftoverWarning(root)).toBeUndefined();
    writeFileSync(path.join(root, "content", "blog", "mine.md"), "x");
    mkdirSync(path.join(root, "public", "blog"), { recursive: true });
    writeFileSync(path.join(root, "public", "blog", "mine.webp"), "x");
    expect(leftoverFiles(root)).toEqual(["content/blog/mine.md", "public/blog/mine.webp"]);
    expect(leftoverWarning(root)).toMatch(/^2 file\(s\) in content\/blog\/ and public\/blog\/ are not read any more \(content\/blog\/mine\.md, public\/blog\/mine\.webp\)/);
    expect(leftoverWarning(root)).not.toContain("\n");
  });
});
