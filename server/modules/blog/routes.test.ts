import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPostSchema, blogPostSummarySchema } from "../../../contracts/blog-schema";
import { buildApp } from "../../app";
import { BLOG_LIST_CACHE_CONTROL, BLOG_READS_PER_MINUTE, matchesEtag } from "./routes";
import { CROSS_SITE_MESSAGE, JSON_REQUIRED_MESSAGE } from "../../lib/same-site-json";
import { COUNTER_POST } from "../../test/counter-post";
import { testConfig } from "../../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";

function articleFile(slug: string, createdAt: string, title = `Title of ${slug}`): string {
  return [
    "---",
    `title: "${title}"`,
    `slug: ${slug}`,
    `excerpt: "Excerpt of ${slug}."`,
    "category: Gaming Tips",
    "tags: [one, two, three, four]",
    `image: /blog/${slug}.webp`,
    `createdAt: ${createdAt}`,
    "---",
    `First paragraph of ${slug}.`,
    "",
    "Second paragraph.",
  ].join("\n");
}

describe.each(testDatabaseKinds())("blog API on $kind", ({ open }) => {
  let database: TestDatabase;
  let blogDir: string;
  let app: FastifyInstance;

  const write = (slug: string, createdAt: string, title?: string) => writeFileSync(path.join(blogDir, `${slug}.md`), articleFile(slug, createdAt, title));
  const start = async () => {
    await app?.close();
    app = await buildApp(testConfig({ BLOG_DIR: blogDir }), { database });
  };
  const read = (slug: string, ip = "203.0.113.1") => app.inject({ method: "GET", url: `/api/blog/${slug}`, remoteAddress: ip });

  beforeAll(async () => {
    database = await open();
    blogDir = mkdtempSync(path.join(tmpdir(), "blog-api-"));
    write("older-post", "2025-01-10");
    write("newest-post", "2025-03-01");
    write("middle-post", "2025-02-14");
    await start();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("lists posts newest first, without their content", async () => {
    const res = await app.inject({ method: "GET", url: "/api/blog" });
    expect(res.statusCode).toBe(200);
    const posts = blogPostSummarySchema.array().parse(res.json());
    expect(posts.map((p) => p.slug)).toEqual(["newest-post", "middle-post", "older-post"]);
    expect(posts[0]).toMatchObject({
      title: "Title of newest-post",
      excerpt: "Excerpt of newest-post.",
      category: "Gaming Tips",
      tags: ["one", "two", "three", "four"],
      imageUrl: "/blog/newest-post.webp",
      readTime: 1,
      createdAt: "2025-03-01T00:00:00.000Z",
    });
    expect(res.json()[0]).not.toHaveProperty("content");
  });

  it("sends the list with an ETag and no-cache, and answers a matching If-None-Match with 304 and no body", async () => {
    const res = await app.inject({ method: "GET", url: "/api/blog" });
    expect(res.headers["cache-control"]).toBe(BLOG_LIST_CACHE_CONTROL);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await app.inject({ method: "GET", url: "/api/blog", headers: { "if-none-match": `"other", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await app.inject({ method: "GET", url: "/api/blog", headers: { "if-none-match": '"other"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(res.body);
  });

  it("answers one post with its content, paragraphs separated by a blank line", async () => {
    const res = await read("older-post", "198.51.100.20");
    expect(res.statusCode).toBe(200);
    const post = blogPostSchema.parse(res.json());
    expect(post.content).toBe("First paragraph of older-post.\n\nSecond paragraph.");
    expect(post.id).toBeGreaterThan(0);
  });

  it("answers one post with its body as HTML, and serves the pictures it made for it", async () => {
    mkdirSync(path.join(blogDir, "late-post"), { recursive: true });
    await sharp({ create: { width: 500, height: 300, channels: 3, background: "#f80" } })
      .png()
      .toFile(path.join(blogDir, "late-post", "shot.png"));
    writeFileSync(
      path.join(blogDir, "late-post.md"),
      articleFile("late-post", "2025-01-01").replace("Second paragraph.", "Some **bold**.\n\n![An orange box](late-post/shot.png)"),
    );
    await start();
    const post = blogPostSchema.parse((await read("late-post", "198.51.100.21")).json());
    expect(post.html).toContain("<p>Some <strong>bold</strong>.</p>");
    const src = /<img src="([^"]+)"/.exec(post.html)?.[1];
    expect(src).toMatch(/^\/blog\/media\/late-post\/shot-\w+-500\.webp$/);
    const image = await app.inject({ method: "GET", url: src! });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toContain("immutable");
    rmSync(path.join(blogDir, "late-post.md"));
    await start();
  });

  it("answers a missing slug with 404 JSON and a malformed one with 400", async () => {
    const missing = await read("no-such-post");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: "Post not found.", requestId: expect.any(String) });
    const bad = await read("Not%20A%20Slug");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: "That is not a valid post address.", requestId: expect.any(String) });
    const long = await read("a".repeat(150));
    expect(long.statusCode).toBe(400);
  });

  it("counts a view at most once per IP per post per day", async () => {
    const first = (await read("middle-post", "192.0.2.1")).json();
    expect(first.views).toBe(1);
    expect((await read("middle-post", "192.0.2.1")).json().views).toBe(1);
    expect((await read("middle-post", "192.0.2.2")).json().views).toBe(2);
    // Another post is another count for the same visitor.
    expect((await read("newest-post", "192.0.2.1")).json().views).toBe(1);
    const list = (await app.inject({ method: "GET", url: "/api/blog" })).json() as { slug: string; views: number }[];
    expect(list.find((p) => p.slug === "middle-post")?.views).toBe(2);
  });

  it("POST /api/blog/:slug/views counts a view like a read and answers only the count", async () => {
    const count = (slug: string, ip: string) => app.inject({ ...COUNTER_POST, url: `/api/blog/${slug}/views`, remoteAddress: ip });
    const before = (await read("middle-post", "192.0.2.30")).json().views as number;
    const first = await count("middle-post", "192.0.2.31");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.json()).toEqual({ views: before + 1 });
    // The same visitor the same day, by either route, is not counted again.
    expect((await count("middle-post", "192.0.2.31")).json()).toEqual({ views: before + 1 });
    expect((await count("middle-post", "192.0.2.30")).json()).toEqual({ views: before + 1 });
    expect((await read("middle-post", "192.0.2.31")).json().views).toBe(before + 1);
    // Unknown and malformed slugs get the read's answers; a GET is not a way to count.
    expect((await count("no-such-post", "192.0.2.31")).json()).toEqual({ success: false, message: "Post not found.", requestId: expect.any(String) });
    expect((await count("Not%20A%20Slug", "192.0.2.31")).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/api/blog/middle-post/views" })).statusCode).toBe(404);
  });

  it("POST /api/blog/:slug/views counts nothing from another site's page: 415 without JSON, 403 cross-site", async () => {
    const before = (await read("middle-post", "192.0.2.40")).json().views as number;
    const send = (ip: string, headers: Record<string, string>) => app.inject({ method: "POST", url: "/api/blog/middle-post/views", remoteAddress: ip, headers, payload: "{}" });
    const plain = await send("192.0.2.41", { "content-type": "text/plain" });
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ success: false, message: JSON_REQUIRED_MESSAGE, requestId: expect.any(String) });
    const foreign = await send("192.0.2.42", { "content-type": "text/plain", origin: "https://stats-booster.example" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, message: CROSS_SITE_MESSAGE, requestId: expect.any(String) });
    expect((await send("192.0.2.43", { "content-type": "application/json", "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await read("middle-post", "192.0.2.44")).json().views).toBe(before + 1);
  });

  it("GET /api/blog/:slug from another site's page (an <img>, a prefetch) is refused with 403 and counts no view", async () => {
    const before = (await read("middle-post", "192.0.2.60")).json().views as number;
    const get = (ip: string, headers: Record<string, string>) => app.inject({ method: "GET", url: "/api/blog/middle-post", remoteAddress: ip, headers });
    const img = await get("192.0.2.61", { "sec-fetch-site": "cross-site", "sec-fetch-dest": "image" });
    expect(img.statusCode).toBe(403);
    expect(img.json()).toEqual({ success: false, message: CROSS_SITE_MESSAGE, requestId: expect.any(String) });
    expect((await get("192.0.2.62", { origin: "https://stats-booster.example" })).statusCode).toBe(403);
    // The site's own page and an address typed in the bar still read it, and count.
    expect((await get("192.0.2.63", { "sec-fetch-site": "same-origin" })).json().views).toBe(before + 1);
    expect((await get("192.0.2.64", { "sec-fetch-site": "none" })).json().views).toBe(before + 2);
    expect((await read("middle-post", "192.0.2.60")).json().views).toBe(before + 2);
  });

  it("a restart syncs changed files, keeps views, and stops listing removed posts", async () => {
    await read("newest-post", "192.0.2.50");
    const before = (await read("newest-post", "192.0.2.50")).json().views as number;
    write("newest-post", "2025-03-01", "A retitled post");
    rmSync(path.join(blogDir, "older-post.md"));
    write("brand-new", "2025-04-01");
    await start();

    const list = (await app.inject({ method: "GET", url: "/api/blog" })).json() as { slug: string; title: string; views: number }[];
    expect(list.map((p) => p.slug)).toEqual(["brand-new", "newest-post", "middle-post"]);
    expect(list.find((p) => p.slug === "newest-post")).toMatchObject({ title: "A retitled post", views: before });
    expect((await read("older-post")).statusCode).toBe(404);

    // A post that comes back returns with the views it had.
    write("older-post", "2025-01-10");
    await start();
    expect((await read("older-post", "198.51.100.20")).json().views).toBe(1);
  });

  it("limits bursts of post reads per IP with 429", async () => {
    const ip = "198.51.100.99";
    for (let i = 0; i < BLOG_READS_PER_MINUTE; i++) expect((await read("no-such-post", ip)).statusCode).toBe(404);
    const limited = await read("middle-post", ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false });
    expect((await read("middle-post", "198.51.100.98")).statusCode).toBe(200);
  });

  it("shows a view counted by this process in the next list at once, with a new ETag", async () => {
    const before = await app.inject({ method: "GET", url: "/api/blog" });
    const viewsOf = (body: string) => (JSON.parse(body) as { slug: string; views: number }[]).find((p) => p.slug === "older-post")!.views;
    const read = await app.inject({ method: "GET", url: "/api/blog/older-post", remoteAddress: "198.51.100.77" });
    expect(read.headers["cache-control"]).toBe("no-store");
    const after = await app.inject({ method: "GET", url: "/api/blog", headers: { "if-none-match": before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(viewsOf(after.body)).toBe(viewsOf(before.body) + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("refuses to start when an article's front matter is bad, naming the file and the field", async () => {
    const badDir = mkdtempSync(path.join(tmpdir(), "blog-bad-"));
    writeFileSync(path.join(badDir, "broken.md"), articleFile("broken", "not-a-date"));
    await expect(buildApp(testConfig({ BLOG_DIR: badDir }), { database })).rejects.toThrow(/broken\.md: createdAt must be a date like 2025-09-24/);
  });
});

describe("matchesEtag", () => {
  it("matches the exact tag, a tag in a list, a weak form of it and *; nothing else", () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag("*", '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag("", '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
