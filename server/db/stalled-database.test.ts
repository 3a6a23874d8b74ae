/**
 * A stalled PostgreSQL (docs/decisions/021): connections stay open and nothing answers. With the pool's
 * timeouts, /api/health answers 503 within 2 s, requests fail fast with 503 and Retry-After
 * through the error mapper, nothing hangs, and the server recovers when the database does.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../lib/database-unavailable";
import { startStallingProxy, type StallingProxy } from "../test/stalling-proxy";
import { TEST_POSTS } from "../../test/fixtures/blog";
import { testConfig } from "../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { DEFAULT_DB_TIMEOUTS, openPostgres } from "./client";
import { COUNTER_POST } from "../test/counter-post";

const postgres = testDatabaseKinds().filter((k) => k.kind === "postgres");
const SLUG = TEST_POSTS.likes;
/** The slowest a request may take to fail: the client-side statement limit plus a margin. */
const FAIL_FAST_MS = DEFAULT_DB_TIMEOUTS.statementMs + 1000 + 1000;

function viaProxy(url: string, proxy: StallingProxy): string {
  const u = new URL(url);
  u.hostname = "127.0.0.1";
  u.port = String(proxy.port);
  return u.toString();
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
}

describe.skipIf(postgres.length === 0)("a stalled PostgreSQL", () => {
  let database: TestDatabase;
  let proxy: StallingProxy;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await postgres[0]!.open();
    const target = new URL(database.url!);
    proxy = await startStallingProxy({ host: target.hostname, port: Number(target.port || 5432) });
    // The app opens its own pool through the proxy, with the default timeouts from the config.
    app = await buildApp(testConfig({ DATABASE_URL: viaProxy(database.url!, proxy) }));
  }, 30_000);
  afterAll(async () => {
    proxy?.resume();
    await app?.close();
    await proxy?.close();
    await database?.close();
  });

  it("answers normally before the stall", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toEqual({ ok: true, db: "postgres" });
    expect((await app.inject({ ...COUNTER_POST, url: "/api/tool-usage/uid-generator" })).statusCode).toBe(204);
  });

  it("GET /api/health answers 503 within 2 s while the database stalls", async () => {
    proxy.stall();
    const { value: res, ms } = await timed(app.inject({ method: "GET", url: "/api/health" }));
    expect(ms).toBeLessThan(2000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, db: "postgres", requestId: res.headers["x-request-id"] });
    expect(res.headers["retry-after"]).toBe("5");
  });

  it("fails 20 parallel requests fast with 503, Retry-After and a plain message, never a 500 or a hang", async () => {
    proxy.stall();
    const requests = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? app.inject({ ...COUNTER_POST, url: "/api/tool-usage/password-generator", remoteAddress: `10.9.0.${i + 1}` })
        : app.inject({ method: "GET", url: `/api/blog/${SLUG}`, remoteAddress: `10.9.0.${i + 1}` }),
    );
    const { value: answers, ms } = await timed(Promise.all(requests));
    expect(ms).toBeLessThan(FAIL_FAST_MS);
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toMatchObject({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
  }, 20_000);

  it("recovers once the database answers again", async () => {
    proxy.resume();
    let res = await app.inject({ method: "GET", url: "/api/health" });
    for (let i = 0; i < 20 && res.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      res = await app.inject({ method: "GET", url: "/api/health" });
    }
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ ...COUNTER_POST, url: "/api/tool-usage/uid-generator" })).statusCode).toBe(204);
  }, 15_000);

  it("reports an idle connection's error to the pool error listener instead of dropping it", async () => {
    const own = await openPostgres(viaProxy(database.url!, proxy));
    try {
      const errors: Error[] = [];
      own.onPoolError((err) => errors.push(err));
      await own.ping(); // leaves one idle connection in the pool
      proxy.cut();
      for (let i = 0; i < 40 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(errors.map((e) => e.message)).toContain("Connection terminated unexpectedly");
    } finally {
      await own.close();
    }
  });
});
