/**
 * Two instances on one PostgreSQL: a view counted by one shows in the other's cached list at once
 * (NOTIFY/LISTEN), not after the list's maximum age; a lost LISTEN connection comes back by itself.
 */
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { openPostgres, type Database } from "../../db/client";
import { TEST_POSTS } from "../../../test/fixtures/blog";
import { testConfig } from "../../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { BLOG_LIST_CHANNEL } from "./list-cache-sync";

const postgres = testDatabaseKinds().find((k) => k.kind === "postgres");
const SLUG = TEST_POSTS.strategy;

type Summary = { slug: string; views: number };
const viewsIn = async (app: FastifyInstance) => ((await app.inject({ method: "GET", url: "/api/blog" })).json() as Summary[]).find((p) => p.slug === SLUG)!.views;

/** Polls for up to 2 s; returns how long the change took to show. */
async function shows(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > 2000) throw new Error("not seen within 2 s");
    await new Promise((r) => setTimeout(r, 5));
  }
  return performance.now() - started;
}

describe.runIf(postgres)("blog list cache across instances (PostgreSQL)", () => {
  let first: TestDatabase;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    first = await postgres!.open();
    second = await openPostgres(first.url!);
    a = await buildApp(testConfig(), { database: first });
    b = await buildApp(testConfig(), { database: second });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await second?.close();
    await first?.close();
  });

  it("shows a view counted by the other instance within moments, not the list's 30 s", async () => {
    const before = await viewsIn(a); // cached in A now
    expect((await b.inject({ method: "GET", url: `/api/blog/${SLUG}`, remoteAddress: "203.0.113.5" })).statusCode).toBe(200);
    const lagMs = await shows(async () => (await viewsIn(a)) === before + 1);
    expect(lagMs).toBeLessThan(1000);
  });

  it("comes back after its LISTEN connection is cut, and drops the list it may have missed changes for", async () => {
    const admin = new pg.Client({ connectionString: first.url });
    await admin.connect();
    try {
      const cut = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike $1", [
        `listen ${BLOG_LIST_CHANNEL}`,
      ]);
      expect(cut.rowCount).toBe(2); // one LISTEN connection per instance
      await shows(async () => {
        const listening = await admin.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike $1", [
          `listen ${BLOG_LIST_CHANNEL}`,
        ]);
        return listening.rows[0].n === 2;
      });
    } finally {
      await admin.end();
    }
    const before = await viewsIn(a);
    await b.inject({ method: "GET", url: `/api/blog/${SLUG}`, remoteAddress: "203.0.113.6" });
    await shows(async () => (await viewsIn(a)) === before + 1);
  });
});
