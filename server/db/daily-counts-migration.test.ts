/**
 * Migration 0003 (docs/decisions/021): usage_daily, tool_usage_daily and the per-visitor blog view
 * rows become daily_counts without losing a count. A database is brought to 0002, filled the way
 * the old code filled it, then migrated; every total must be the same afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore, rawDatabaseKinds, type DatabaseBefore } from "../test/migration-databases";

describe.each(rawDatabaseKinds())("migration 0003 daily_counts on %s", (_kind, open) => {
  let db: DatabaseBefore;
  beforeAll(async () => {
    db = await databaseBefore(open, "0002_usage");
    await db.query(`
      insert into usage_daily (metric, day, count) values
        ('likes_success', '2026-10-01', 7), ('likes_success', '2026-10-02', 3), ('chat_message', '2026-10-01', 12);
      insert into tool_usage_daily (tool, day, count) values
        ('uid-generator', '2026-10-01', 5), ('password-generator', '2026-10-01', 2), ('uid-generator', '2026-10-02', 9);
      insert into blog_posts (slug, title, excerpt, content, category, tags, read_time, created_at, views)
        values ('a-post', 'A', 'e', 'c', 'Coding', '{}', 1, now(), 40), ('b-post', 'B', 'e', 'c', 'Coding', '{}', 1, now(), 1);
      insert into blog_post_views (post_id, ip_hash, day)
        select p.id, v.ip, v.day::date from blog_posts p,
          (values ('a-post', 'h1', '2026-10-01'), ('a-post', 'h2', '2026-10-01'), ('a-post', 'h1', '2026-10-02'), ('b-post', 'h3', '2026-10-02')) as v(slug, ip, day)
        where p.slug = v.slug;
    `);
    await db.migrateRest();
  }, 60_000);
  afterAll(() => db?.close());

  const counts = async () => (await db.query(`select metric, subject, day::text as day, count from daily_counts order by metric, subject, day`)).map((r) => ({ ...r }));

  it("moves every usage, tool and blog-view total into daily_counts, row for row", async () => {
    expect(await counts()).toEqual([
      { metric: "blog_view", subject: "a-post", day: "2026-10-01", count: 2 },
      { metric: "blog_view", subject: "a-post", day: "2026-10-02", count: 1 },
      { metric: "blog_view", subject: "b-post", day: "2026-10-02", count: 1 },
      { metric: "chat_message", subject: "", day: "2026-10-01", count: 12 },
      { metric: "likes_success", subject: "", day: "2026-10-01", count: 7 },
      { metric: "likes_success", subject: "", day: "2026-10-02", count: 3 },
      { metric: "tool_use", subject: "password-generator", day: "2026-10-01", count: 2 },
      { metric: "tool_use", subject: "uid-generator", day: "2026-10-01", count: 5 },
      { metric: "tool_use", subject: "uid-generator", day: "2026-10-02", count: 9 },
    ]);
  });

  it("keeps the posts' total views and the per-visitor rows, and drops the two old tables", async () => {
    expect((await db.query(`select slug, views from blog_posts order by slug`)).map((r) => ({ ...r }))).toEqual([
      { slug: "a-post", views: 40 },
      { slug: "b-post", views: 1 },
    ]);
    expect((await db.query(`select count(*)::int as n from blog_post_views`))[0]).toEqual({ n: 4 });
    expect(await db.query(`select table_name from information_schema.tables where table_name in ('usage_daily', 'tool_usage_daily')`)).toEqual([]);
  });
});
