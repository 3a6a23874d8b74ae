/**
 * Keeps the other-identity proof (scripts/test-other-identity.ts, run in CI after npm test) in step
 * with the sample site.config.ts: a new identity field the rewrite does not change fails here, at
 * once. Once the operator has put their own identity there (or inside the proof's own copy), there
 * is no sample left to keep in step with, and that check is skipped.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../site.config";
import { OTHER_IDENTITY, OTHER_POST, rewriteIdentity, unchangedIdentity } from "./test-other-identity";
import { parseBlogArticle } from "../contracts/blog-markdown";
import { TEST_POSTS } from "../test/fixtures/blog";

const source = readFileSync("site.config.ts", "utf8");
const holdsTheSample = OTHER_IDENTITY.every(([from]) => source.includes(from));

describe("the other identity the CI proof gives site.config.ts", () => {
  it.runIf(holdsTheSample)("changes every name, link and the siteUrl of the sample, and still loads", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "identity-")), "site.config.ts");
    writeFileSync(file, rewriteIdentity(source));
    const { siteConfig: other } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { siteConfig: typeof siteConfig };
    expect(unchangedIdentity(siteConfig, other)).toEqual([]);
    expect(other.siteUrl).toBe("https://robin-rivera.example");
    expect(other.avatar.alt).toBe("Avatar of Robin Rivera");
    expect(other.telegramHandle).toBe("@robin_rivera");
  });

  it("reports a field the rewrite left alone", () => {
    expect(unchangedIdentity({ displayName: "A", links: { x: "u" }, locale: "en" }, { displayName: "B", links: { x: "u" }, locale: "en" })).toEqual(["links.x"]);
  });

  it("replaces the posts with one valid post named like no sample and no test fixture", () => {
    const post = parseBlogArticle(`content/blog/${OTHER_POST.slug}.md`, OTHER_POST.file);
    expect(post.slug).toBe(OTHER_POST.slug);
    expect(Object.values(TEST_POSTS)).not.toContain(post.slug);
  });
});
