/**
 * Migration 0003 (docs/decisions/021): usage_daily, tool_usage_daily and the per-visitor blog view
 * rows become daily_counts without losing a count. A database is brought to 0002, filled the way
 * the old code filled it, then migrated; every total must be the same afterwards.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./client";

type Raw = {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  /** Several statements at once. */
  exec(text: string): Promise<unknown>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

async function rawPglite(): Promise<Raw> {
  const client = new PGlite("memory://");
  return {
    query: (text) => client.query(text),
    exec: (text) => client.exec(text),
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function rawPostgres(baseUrl: string): Promise<Raw> {
  const name = `t_mig_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    query: (text) => client.query(text),
    exec: (text) => client.query(text),
    migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A copy of the migrations folder that stops after `lastTag`. */
async function foldersUpTo(lastTag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "migrations-"));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, end + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

const url = inject("testDatabaseUrl");
const kinds: [string, () => Promise<Raw>][] = [["pglite", rawPglite]];
if (url) kinds.push(["postgres", () => rawPostgres(url)]);

describe.each(kinds)("migration 0003 daily_counts on %s", (_kind, open) => {
  let db: Raw;
  let before: string;
  beforeAll(async () => {
    before = await foldersUpTo("0002_usage");
    db = await open();
    await db.migrate(before);
    await db.exec(`
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
    await db.migrate(MIGRATIONS_FOLDER);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await rm(before, { recursive: true, force: true });
  });

  const counts = async () => (await db.query(`select metric, subject, day::text as day, count from daily_counts order by metric, subject, day`)).rows.map((r) => ({ ...r }));

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
    expect((await db.query(`select slug, views from blog_posts order by slug`)).rows.map((r) => ({ ...r }))).toEqual([
      { slug: "a-post", views: 40 },
      { slug: "b-post", views: 1 },
    ]);
    expect((await db.query(`select count(*)::int as n from blog_post_views`)).rows[0]).toEqual({ n: 4 });
    const tables = await db.query(`select table_name from information_schema.tables where table_name in ('usage_daily', 'tool_usage_daily')`);
    expect(tables.rows).toEqual([]);
  });
});
