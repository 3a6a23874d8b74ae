/**
 * Decision 018: ids used to be `req-1`, `req-2`, ... per process and never shown to the visitor.
 * Now every answer carries `X-Request-Id` (an acceptable incoming one, or a new UUID), every error
 * body carries the same id as `requestId`, and the log line of that request has it as `reqId`.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { logCapture, tinySite } from "../test/tiny-site";
import { requestIdFrom } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let database: TestDatabase;
let app: FastifyInstance;
const logs = logCapture();

beforeAll(async () => {
  database = await testDatabaseKinds()[0]!.open();
  // Request lines are at debug (docs/decisions/030): a 4xx is matched to its log line with LOG_LEVEL=debug.
  app = await buildApp(testConfig({ CLIENT_DIR: tinySite(), LOG_LEVEL: "debug" }), { database, logStream: logs.stream });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("request ids", () => {
  it("uses a well-formed incoming X-Request-Id and returns it", async () => {
    const id = "edge-7f3a9c1e-42";
    const res = await app.inject({ method: "GET", url: "/api/health/live", headers: { "x-request-id": id } });
    expect(res.headers["x-request-id"]).toBe(id);
  });

  it.each([
    ["too short", "abc"],
    ["too long", "a".repeat(129)],
    ["a space", "abc def ghi"],
    ["a quote", 'abcdefgh"<x>'],
    ["a leading dash", "-abcdefgh"],
  ])("replaces an incoming id with %s by a new UUID", async (_name, id) => {
    const res = await app.inject({ method: "GET", url: "/api/health/live", headers: { "x-request-id": id } });
    expect(res.headers["x-request-id"]).toMatch(UUID);
  });

  it("gives each request without one its own UUID", async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await app.inject({ method: "GET", url: "/api/health/live" })).headers["x-request-id"]));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it.each([
    ["a page", "/about", 200],
    ["a redirect", "/about/", 301],
    ["an unknown page", "/nope", 404],
    ["an unknown API route", "/api/nope", 404],
    ["a control character", "/x%0a", 400],
    ["a malformed URL, refused before routing", "/api/blog/%zz", 400],
  ])("puts the id on %s (%s)", async (_name, url, status) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(status);
    expect(res.headers["x-request-id"]).toMatch(UUID);
    if (status >= 400 && String(res.headers["content-type"]).startsWith("application/json")) expect(res.json().requestId).toBe(res.headers["x-request-id"]);
  });

  it("puts the same id in the error body, the header and the log line, so a report matches the log", async () => {
    const id = "report-0001-abcd";
    const res = await app.inject({ method: "POST", url: "/api/ff-likes", headers: { "x-request-id": id, "content-type": "application/json" }, payload: "{bad" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: "The request body is not valid JSON.", requestId: id });
    expect(res.headers["x-request-id"]).toBe(id);
    expect(logs.lines.some((l) => l.reqId === id)).toBe(true);
  });

  it("accepts only ids of the strict pattern", () => {
    expect(requestIdFrom("01HZX3Q9V1ZJ8K7M2N4P5R6S7T")).toBe("01HZX3Q9V1ZJ8K7M2N4P5R6S7T");
    expect(requestIdFrom(["a-first-id-123", "a-second-id-456"])).toMatch(UUID);
    expect(requestIdFrom(undefined)).toMatch(UUID);
  });
});
