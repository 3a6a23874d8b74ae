/**
 * Database fixtures for tests: PGlite (in memory) always, and a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set (.ci/run sets it). Each PostgreSQL fixture creates its own database
 * and drops it afterwards, so test files never see each other's rows.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database, type DbKind } from "../db/client";

export type TestDatabase = Database & { url?: string };
export type TestDatabaseKind = { kind: DbKind; open: () => Promise<TestDatabase> };

// Handed over by vitest.config.ts (`provide`), which is where the test run reads its environment.
const TEST_DATABASE_URL = inject("testDatabaseUrl");

let warned = false;

export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ kind: "pglite", open: () => openPglite("memory://") }];
  if (TEST_DATABASE_URL) kinds.push({ kind: "postgres", open: () => openFreshPostgres(TEST_DATABASE_URL) });
  else if (!warned) {
    warned = true;
    console.warn("PostgreSQL tests skipped: set TEST_DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test).");
  }
  return kinds;
}

async function openFreshPostgres(baseUrl: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Not named as a server: commands that refuse while a server is connected must see the test's own.
  const database = await openPostgres(url.toString(), undefined, { applicationName: "creator-site-test" });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
