/**
 * The limit store's tables come from migration 0006 alone (decision 044), on PGlite and on
 * PostgreSQL: a fresh database has them, UNLOGGED, and the store works on it with no set-up of its
 * own; a database whose tables the store created at start (before 0006) keeps them and their rows.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore, migrationCount, rawDatabaseKinds, type DatabaseBefore, type Rows } from "../test/migration-databases";
import { testDatabaseKinds } from "../test/test-databases";
import { createPostgresStore } from "./postgres-store";

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

describe.each(rawDatabaseKinds())("a %s database whose limit tables the store created at start", (_kind, openRaw) => {
  let db: DatabaseBefore;
  beforeAll(async () => {
    db = await databaseBefore(openRaw, "0005_challenge_runs");
    // The statements the store ran at start before migration 0006, and a client it had counted.
    await db.query(`create unlogged table if not exists limit_windows (key text primary key, count integer not null, reset_at bigint not null)`);
    await db.query(`create unlogged table if not exists limit_logs (key text primary key, times bigint[] not null, touched_at bigint not null)`);
    await db.query(`insert into limit_windows values ('limits:signin:203.0.113.7', 4, 4102444800000)`);
    await db.query(`insert into limit_logs values ('limits:chat:203.0.113.7', array[4102444000000, 4102444100000]::bigint[], 4102444100000)`);
    await db.migrateRest();
  });
  afterAll(() => db?.close());

  it("applies 0006 and keeps the tables, UNLOGGED, with their rows", async () => {
    const [applied] = await db.query(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied).toEqual({ n: await migrationCount() });
    expect(await db.query(persistence)).toEqual(UNLOGGED);
    expect(await db.query(`select key, count, reset_at::text from limit_windows`)).toEqual([{ key: "limits:signin:203.0.113.7", count: 4, reset_at: "4102444800000" }]);
    expect(await db.query(`select key, array_length(times, 1) as n from limit_logs`)).toEqual([{ key: "limits:chat:203.0.113.7", n: 2 }]);
  });
});
