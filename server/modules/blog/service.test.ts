import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogArticle } from "../../../contracts/blog";
import { createIpHasher } from "../../lib/ip-hash";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { createMediaStore } from "../../../publishing/blog-media";
import { createBlogService } from "./service";

const article = (slug: string, createdAt = "2025-05-01T00:00:00.000Z"): BlogArticle => ({
  slug,
  title: `Title ${slug}`,
  excerpt: "Excerpt.",
  content: "One.\n\nTwo.",
  category: "Coding",
  tags: ["a"],
  imageUrl: null,
  readTime: 1,
  createdAt,
});

describe.each(testDatabaseKinds())("blog service on $kind", ({ open }) => {
  let database: TestDatabase;
  let clock = new Date("2025-06-01T10:00:00Z");
  const log = pino({ level: "silent" });
  const service = (hashIp = createIpHasher("test-secret-0123456789")) => createBlogService({ db: database.db, hashIp, timeZone: "Asia/Kolkata", log, now: () => clock });

  beforeAll(async () => {
    database = await open();
    await service().syncArticles([article("daily"), article("fragile")]);
  });
  afterAll(() => database.close());

  it("counts the same visitor again on the next day of the configured time zone", async () => {
    const blog = service();
    clock = new Date("2025-06-01T10:00:00Z"); // 15:30 in Kolkata
    expect((await blog.readPost("daily", "203.0.113.9")).views).toBe(1);
    clock = new Date("2025-06-01T18:00:00Z"); // 23:30, same day there
    expect((await blog.readPost("daily", "203.0.113.9")).views).toBe(1);
    clock = new Date("2025-06-01T18:31:00Z"); // 00:01 on June 2 there
    expect((await blog.readPost("daily", "203.0.113.9")).views).toBe(2);
  });

  it("never fails a read when counting fails", async () => {
    const broken = service(() => {
      throw new Error("hasher down");
    });
    const post = await broken.readPost("fragile", "203.0.113.9");
    expect(post.title).toBe("Title fragile");
    expect(post.views).toBe(0);
  });

  it("keeps each day's view total in daily_counts and leaves the per-visitor rows to the retention pruning, not to a sync", async () => {
    clock = new Date("2025-06-10T10:00:00Z");
    await service().syncArticles([article("daily"), article("fragile")]); // what every restart does
    const rows = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from blog_post_views`);
    expect(JSON.stringify(rows)).toContain('"n":2');
    const totals = await database.db.execute<{ day: string; count: number }>(
      sql`select day::text as day, count from daily_counts where metric = 'blog_view' and subject = 'daily' order by day`,
    );
    // PGlite and node-postgres both answer with `rows`.
    expect((totals as unknown as { rows: unknown[] }).rows.map((r) => ({ ...(r as object) }))).toEqual([
      { day: "2025-06-01", count: 1 },
      { day: "2025-06-02", count: 1 },
    ]);
    expect((await service().listPosts()).find((p) => p.slug === "daily")?.views).toBe(2);
  });

  it("lists posts of the same day by slug", async () => {
    await service().syncArticles([article("zeta", "2025-07-01T00:00:00.000Z"), article("alpha", "2025-07-01T00:00:00.000Z")]);
    expect((await service().listPosts()).map((p) => p.slug)).toEqual(["alpha", "zeta"]);
  });
  it("renders a post published after the build with the build's renderer: highlighted code and its own picture", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "blog-late-"));
    const mediaRoot = path.join(dir, "media-root");
    mkdirSync(path.join(dir, "late-post"));
    await sharp({ create: { width: 640, height: 360, channels: 3, background: "#0a8" } })
      .png()
      .toFile(path.join(dir, "late-post", "shot.png"));
    const front = ["---", 'title: "Late"', "slug: late-post", "excerpt: Published after the build.", "category: Coding", "tags: [code]", "createdAt: 2025-05-02", "---"];
    writeFileSync(
      path.join(dir, "late.md"),
      [...front, "Text with **bold**.", "", "```ts", "const late: boolean = true;", "```", "", "![A green box](late-post/shot.png)", ""].join("\n"),
    );
    const blog = createBlogService({
      db: database.db,
      hashIp: createIpHasher("test-secret-0123456789"),
      timeZone: "UTC",
      log,
      now: () => clock,
      media: createMediaStore(mediaRoot),
    });
    await blog.syncFromFolder(dir);
    const post = await blog.readPost("late-post", "203.0.113.10");
    expect(post.html).toContain("<strong>bold</strong>");
    expect(post.html).toContain('<pre class="shiki');
    const webp = /src="(\/blog\/media\/late-post\/shot-\w+-640\.webp)"/.exec(post.html)?.[1];
    expect(webp).toBeDefined();
    expect(existsSync(path.join(mediaRoot, webp!))).toBe(true);
    await service().syncArticles([article("daily"), article("fragile")]);
  });
});
