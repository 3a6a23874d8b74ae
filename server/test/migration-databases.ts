/**
 * Fixtures for tests of one migration: a database of each kind the tests run on (PGlite always,
 * a fresh PostgreSQL database when TEST_DATABASE_URL is set), with no migrations applied, so a test
 * can bring it to the state before the migration, fill it the way the old code did, then migrate.
 */
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { inject } from "vitest";
import { MIGRATIONS_FOLDER } from "../db/client";

export type Rows = Record<string, unknown>[];

/** A database below the app's client: plain SQL, and drizzle's migrator on a folder of our choosing. */
export type RawDatabase = {
  /** One statement, or several (without parameters); the rows of the last. */
  query(text: string): Promise<Rows>;
  /** Applies the migrations in `folder` that this database has not applied yet. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

// Handed over by vitest.config.ts (`provide`), which is where the test run reads its environment.
const TEST_DATABASE_URL = inject("testDatabaseUrl");

async function rawPglite(): Promise<RawDatabase> {
  const client = new PGlite("memory://");
  return {
    // exec runs several statements; its last result holds the rows of the last statement.
    query: async (text) => ((await client.exec(text)).at(-1)?.rows ?? []) as Rows,
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function rawPostgres(baseUrl: string): Promise<RawDatabase> {
  const name = `t_mig_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    // Several statements give one result each; the rows are the last one's.
    query: async (text) => {
      const result: pg.QueryResult | pg.QueryResult[] = await client.query(text);
      return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Rows;
    },
    migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** For `describe.each`: each database kind's name and how to open an empty one. */
export function rawDatabaseKinds(): [string, () => Promise<RawDatabase>][] {
  const kinds: [string, () => Promise<RawDatabase>][] = [["pglite", rawPglite]];
  if (TEST_DATABASE_URL) kinds.push(["postgres", () => rawPostgres(TEST_DATABASE_URL)]);
  return kinds;
}

/** The number of migrations in the repository's folder (what a fully migrated database has applied). */
export async function migrationCount(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

/** A database brought to the state before a migration; `migrateRest()` applies the rest. */
export type DatabaseBefore = RawDatabase & { migrateRest(): Promise<void> };

/**
 * Opens a database of `open`'s kind and applies the migrations up to and including `lastTag`.
 * `migrateRest()` then applies the rest, as a deploy of the new code would; `close()` also removes
 * the folder of the shortened migrations.
 */
export async function databaseBefore(open: () => Promise<RawDatabase>, lastTag: string): Promise<DatabaseBefore> {
  const folder = await migrationsUpTo(lastTag);
  const db = await open();
  try {
    await db.migrate(folder);
  } catch (error) {
    await db.close();
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    ...db,
    migrateRest: () => db.migrate(MIGRATIONS_FOLDER),
    close: async () => {
      await db.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** A copy of the migrations folder that stops after `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "migrations-"));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  if (end === -1) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`no migration ${lastTag}`);
  }
  journal.entries = journal.entries.slice(0, end + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}
