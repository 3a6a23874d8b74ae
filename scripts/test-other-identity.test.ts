/**
 * Keeps the other-identity proof (scripts/test-other-identity.ts, run in CI after npm test) in step
 * with the sample identity (samples/site/site.yaml): a new identity field the rewrite does not
 * change fails here, at once. The samples are tracked, so this always runs.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, SAMPLE_SITE_DIR } from "../publishing/site-folder";
import { parseSiteYaml } from "../publishing/site-schema";
import { parseBlogArticle } from "../contracts/blog-markdown";
import { TEST_POSTS } from "../test/fixtures/blog";
import { OTHER_IDENTITY, OTHER_POST, rewriteIdentity, unchangedIdentity } from "./test-other-identity";

const SAMPLE = path.join(PROJECT_ROOT, SAMPLE_SITE_DIR, "site.yaml");
const source = readFileSync(SAMPLE, "utf8");

describe("the other identity the CI proof writes into the copy's site/site.yaml", () => {
  it("changes every name, link and the siteUrl of the sample, and still loads", () => {
    const other = parseSiteYaml("site/site.yaml", rewriteIdentity(source));
    expect(unchangedIdentity(parseSiteYaml(SAMPLE, source), other)).toEqual([]);
    expect(other.siteUrl).toBe("https://robin-rivera.example");
    expect(other.avatar.alt).toBe("Avatar of Robin Rivera");
    expect(other.telegramHandle).toBe("@robin_rivera");
  });

  it("stops with the value it no longer finds in the sample", () => {
    expect(() => rewriteIdentity(source.replace(OTHER_IDENTITY[0]![0], "siteUrl: https://else.example"))).toThrow(
      `samples/site/site.yaml no longer holds ${OTHER_IDENTITY[0]![0]}: update OTHER_IDENTITY`,
    );
  });

  it("reports a field the rewrite left alone", () => {
    expect(unchangedIdentity({ displayName: "A", links: { x: "u" }, locale: "en" }, { displayName: "B", links: { x: "u" }, locale: "en" })).toEqual(["links.x"]);
  });

  it("replaces the posts with one valid post named like no sample and no test fixture, with its cover", () => {
    const post = parseBlogArticle(`site/blog/${OTHER_POST.slug}.md`, OTHER_POST.file);
    expect(post.slug).toBe(OTHER_POST.slug);
    expect(post.imageUrl).toBe(OTHER_POST.image);
    expect(Object.values(TEST_POSTS)).not.toContain(post.slug);
  });
});
