/**
 * Bad input, fast: a few thousand seeded malformed requests per run against the whole
 * app (PGlite, admin on, chat built in), through `inject`. Every answer must be below 500, and
 * every 4xx must be JSON with a message and the security headers. The long version over real HTTP is scripts/prove/fuzz.ts.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { URL_TOO_LONG_MESSAGE } from "./plugins/framework-errors";
import { TEST_ADMIN_TOKEN } from "./test/admin-session";
import { errorMessageOf, malformedRequests, ROUTE_FAMILIES, type MalformedRequest } from "./test/malformed-requests";
import { securityHeaderProblems } from "./test/security-header-check";
import { testConfig } from "./test/test-config";
import { testDatabaseKinds, type TestDatabase } from "./test/test-databases";

const PER_FAMILY = 400;

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await testDatabaseKinds()[0]!.open();
  app = await buildApp(testConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN, CHAT_QUOTA_MAX: "100000" }), { database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Problem = { status: number; kind: string; method: string; url: string; body: string; headers?: string[] };

async function send(req: MalformedRequest, n: number) {
  return app.inject({
    method: req.method as "GET",
    url: req.url,
    headers: req.headers,
    payload: req.body,
    // A fresh client per request, so burst limits do not stop the fuzz at the door.
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  });
}

describe("every API route fed malformed requests", () => {
  it.each(ROUTE_FAMILIES.map((family, i) => ({ family, seed: 1000 + i })))(
    "answers $family with a 4xx JSON message (or a success), never 500 or more",
    async ({ family, seed }) => {
      const problems: Problem[] = [];
      let n = seed * PER_FAMILY;
      const statuses = new Map<number, number>();
      for (const req of malformedRequests(seed, PER_FAMILY, [family])) {
        const res = await send(req, n++);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const needsMessage = res.statusCode >= 400 && req.method !== "HEAD";
        const headers = securityHeaderProblems(res.headers);
        if (res.statusCode >= 500 || (needsMessage && !errorMessageOf(res.body)) || headers.length > 0) {
          problems.push({ status: res.statusCode, kind: req.kind, method: req.method, url: req.url.slice(0, 120), body: res.body.slice(0, 200), headers });
        }
      }
      expect(problems).toEqual([]);
      // The fuzz reached past the parsers: some requests were refused for their content, not their shape.
      expect([...statuses.keys()].some((s) => s >= 400 && s < 500)).toBe(true);
    },
    120_000,
  );

  it("answers a path parameter over 200 characters with 414, a JSON message and the security headers", async () => {
    const res = await app.inject({ method: "GET", url: `/api/blog/${"a".repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, message: URL_TOO_LONG_MESSAGE, requestId: expect.any(String) });
    expect(securityHeaderProblems(res.headers)).toEqual([]);
  });

  it("still answers /api/health afterwards", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
  });
});
