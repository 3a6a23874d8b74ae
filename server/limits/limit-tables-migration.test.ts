/**
 * The limit store's tables come from migration 0006 alone (decision 044), on PGlite and on
 * PostgreSQL: a fresh database has them, UNLOGGED, and the store works on it with no set-up of its
 * own; a database whose tables the store created at start (before 0006) keeps them and their rows.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../db/client";
import { testDatabaseKinds } from "../test/test-databases";
import { createPostgresStore } from "./postgres-store";

type Rows = Record<string, unknown>[];
type Raw = { query(text: string): Promise<Rows>; migrate(folder: string): Promise<void>; close(): Promise<void> };

const persistence = `select relname, relpersistence from pg_class where relname in ('limit_windows', 'limit_logs') order by relname`;
const UNLOGGED = [
  { relname: "limit_logs", relpersistence: "u" },
  { relname: "limit_windows", relpersistence: "u" },
];

describe.each(testDatabaseKinds())("a fresh $kind database", ({ open }) => {
  it("gets both limit tables, UNLOGGED, from its migrations, and the store works on them", async () => {
    const database = await open();
    try {
      expect(((await database.db.execute(sql.raw(persistence))) as unknown as { rows: Rows }).rows).toEqual(UNLOGGED);
      const store = createPostgresStore(database.db);
      expect(await store.hit("k", 60_000)).toMatchObject({ count: 1 });
      expect(await store.take("k", 1, 60_000)).toMatchObject({ allowed: true });
      expect(await store.take("k", 1, 60_000)).toMatchObject({ allowed: false });
      await store.close();
    } finally {
      await database.close();
    }
  });
});

/** A copy of the migrations folder that stops after `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "migrations-"));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  if (end === -1) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, end + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

async function rawPglite(): Promise<Raw> {
  const client = new PGlite("memory://");
  return {
    query: async (text) => (await client.query<Rows[number]>(text)).rows,
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function rawPostgres(baseUrl: string): Promise<Raw> {
  const name = `t_limits_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    query: async (text) => (await client.query(text)).rows as Rows,
    migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const url = inject("testDatabaseUrl");
const raws: [string, () => Promise<Raw>][] = [["pglite", rawPglite]];
if (url) raws.push(["postgres", () => rawPostgres(url)]);

describe.each(raws)("a %s database whose limit tables the store created at start", (_kind, openRaw) => {
  let db: Raw;
  let before: string;
  beforeAll(async () => {
    before = await migrationsUpTo("0005_challenge_runs");
    db = await openRaw();
    await db.migrate(before);
    // The statements the store ran at start before migration 0006, and a client it had counted.
    await db.query(`create unlogged table if not exists limit_windows (key text primary key, count integer not null, reset_at bigint not null)`);
    await db.query(`create unlogged table if not exists limit_logs (key text primary key, times bigint[] not null, touched_at bigint not null)`);
    await db.query(`insert into limit_windows values ('limits:signin:203.0.113.7', 4, 4102444800000)`);
    await db.query(`insert into limit_logs values ('limits:chat:203.0.113.7', array[4102444000000, 4102444100000]::bigint[], 4102444100000)`);
    await db.migrate(MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await db?.close();
    await rm(before, { recursive: true, force: true });
  });

  it("applies 0006 and keeps the tables, UNLOGGED, with their rows", async () => {
    const [applied] = await db.query(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    expect(applied).toEqual({ n: journal.entries.length });
    expect(await db.query(persistence)).toEqual(UNLOGGED);
    expect(await db.query(`select key, count, reset_at::text from limit_windows`)).toEqual([{ key: "limits:signin:203.0.113.7", count: 4, reset_at: "4102444800000" }]);
    expect(await db.query(`select key, array_length(times, 1) as n from limit_logs`)).toEqual([{ key: "limits:chat:203.0.113.7", n: 2 }]);
  });
});
