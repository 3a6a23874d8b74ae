import { mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BLOG_IMAGE, cardImageUrl } from "../contracts/blog";
import { countWords } from "../contracts/blog-markdown";
import { parseConfig } from "../server/config";
import { TEST_BLOG_DIR, TEST_POSTS } from "../test/fixtures/blog";
import { blogDir, blogPublicDir, loadBlogArticles } from "./blog-articles";
import { PROJECT_ROOT, SAMPLE_SITE_DIR } from "./site-folder";

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "blog-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const post = (slug: string, createdAt: string, image = "") =>
  `---\ntitle: ${slug}\nslug: ${slug}\nexcerpt: About ${slug}.\ncategory: Coding\ntags: [a]\n${image ? `image: ${image}\n` : ""}createdAt: ${createdAt}\n---\nBody of ${slug}.\n`;

/**
 * The sample posts this repository ships (samples/site/blog, copied into a new operator folder by
 * `npm run site:init`). They are tracked and never the operator's, so their quality checks always
 * run; the operator's own posts in site/ are checked by their build (valid front matter, images
 * present, unique slugs), never by a test.
 */
const SAMPLES = path.join(SAMPLE_SITE_DIR, "blog");
const SAMPLES_PUBLIC = path.join(SAMPLE_SITE_DIR, "public");

describe("the sample articles this repository ships", () => {
  it("are at least 6 valid posts of 800 words or more, newest first, with unique slugs and their images present", async () => {
    const articles = await loadBlogArticles(SAMPLES, { publicDir: SAMPLES_PUBLIC });
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const a of articles) expect(countWords(a.content), a.slug).toBeGreaterThanOrEqual(800);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    const dates = articles.map((a) => a.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("each have a local WebP featured image of 1200x630 under 60 KB and a 600x315 card copy", async () => {
    for (const a of await loadBlogArticles(SAMPLES)) {
      expect(a.imageUrl, a.slug).toMatch(/^\/blog\/.+\.webp$/);
      const large = await sharp(path.join(SAMPLES_PUBLIC, a.imageUrl!)).metadata();
      const small = await sharp(path.join(SAMPLES_PUBLIC, cardImageUrl(a.imageUrl!))).metadata();
      expect([large.format, large.width, large.height]).toEqual(["webp", BLOG_IMAGE.width, BLOG_IMAGE.height]);
      expect([small.format, small.width, small.height]).toEqual(["webp", BLOG_IMAGE.cardWidth, BLOG_IMAGE.cardHeight]);
      expect(statSync(path.join(SAMPLES_PUBLIC, a.imageUrl!)).size).toBeLessThanOrEqual(60 * 1024);
    }
  });
});

describe("the tests' own posts in test/fixtures/blog", () => {
  it("load with their images, which they bring in their own public/ folder", async () => {
    const posts = await loadBlogArticles(TEST_BLOG_DIR, { publicDir: "/nonexistent-public" });
    expect(posts.map((p) => p.slug).sort()).toEqual(Object.values(TEST_POSTS).sort());
    // The Markdown tour has no cover: it is the tests' post without one (its pictures are in its text).
    expect(posts.filter((p) => p.imageUrl === null).map((p) => p.slug)).toEqual([TEST_POSTS.markdown]);
    for (const p of posts.filter((post) => post.imageUrl !== null)) {
      const large = await sharp(path.join(blogPublicDir(TEST_BLOG_DIR), p.imageUrl!)).metadata();
      expect([large.format, large.width, large.height], p.slug).toEqual(["webp", BLOG_IMAGE.width, BLOG_IMAGE.height]);
    }
  });
});

describe("blogDir", () => {
  it("is BLOG_DIR when set, else the operator's folder's blog/, the same default as the server's", () => {
    expect(blogDir({})).toBe(path.join(PROJECT_ROOT, "site", "blog"));
    expect(blogDir({ BLOG_DIR: "" })).toBe(path.join(PROJECT_ROOT, "site", "blog"));
    expect(blogDir({ SITE_DIR: "/srv/my-site" })).toBe("/srv/my-site/blog");
    expect(blogDir({ SITE_DIR: "/srv/my-site", BLOG_DIR: "test/fixtures/blog" })).toBe("test/fixtures/blog");
    expect(parseConfig({}).blogDir).toBe(blogDir({}));
    expect(parseConfig({ SITE_DIR: "/srv/my-site" }).blogDir).toBe(blogDir({ SITE_DIR: "/srv/my-site" }));
    expect(parseConfig({ SITE_DIR: "/srv/my-site", BLOG_DIR: "/srv/posts" }).blogDir).toBe("/srv/posts");
  });
});

describe("loadBlogArticles", () => {
  it("reads only .md files and sorts newest first, then by slug", async () => {
    const dir = fixture({ "b.md": post("bravo", "2025-01-02"), "a.md": post("alpha", "2025-01-02"), "c.md": post("charlie", "2025-03-01"), "notes.txt": "x" });
    expect((await loadBlogArticles(dir)).map((a) => a.slug)).toEqual(["charlie", "alpha", "bravo"]);
  });

  it("fails on a slug used twice, naming both files", async () => {
    const dir = fixture({ "one.md": post("same", "2025-01-01"), "two.md": post("same", "2025-01-02") });
    await expect(loadBlogArticles(dir)).rejects.toThrow(/two\.md: slug "same" is already used by .*one\.md/);
  });

  it("fails the build when a featured image or its card copy is missing", async () => {
    const dir = fixture({ "p.md": post("pic", "2025-01-01", "/blog/pic.webp") });
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
    mkdirSync(path.join(publicDir, "blog"));
    writeFileSync(path.join(publicDir, "blog", "pic.webp"), "x");
    await expect(loadBlogArticles(dir, { publicDir })).rejects.toThrow(/p\.md: image needs .*pic-600w\.webp/);
    writeFileSync(path.join(publicDir, "blog", "pic-600w.webp"), "x");
    await expect(loadBlogArticles(dir, { publicDir })).resolves.toHaveLength(1);
  });
});
