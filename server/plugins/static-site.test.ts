/**
 * Decision 018: the trailing-slash redirect used to send visitors off-site (`/%2Fevil.com/` ->
 * `//evil.com`, `/%5Cevil.com/` -> `/\evil.com`), and a control character in the path (`/x%0a/`)
 * crashed into a bare 500 with two error log lines.
 */
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { securityHeaderProblems } from "../test/security-header-check";
import { testConfig } from "../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { logCapture, tinySite } from "../test/tiny-site";
import { BAD_URL_MESSAGE } from "./framework-errors";
import { withoutTrailingSlash } from "./static-site";

let database: TestDatabase;
let app: FastifyInstance;
const logs = logCapture();

beforeAll(async () => {
  database = await testDatabaseKinds()[0]!.open();
  app = await buildApp(testConfig({ CLIENT_DIR: tinySite(), LOG_LEVEL: "info" }), { database, logStream: logs.stream });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Where a browser on https://creator.example would go after following the Location header. */
const landsOn = (location: string) => new URL(location, "https://creator.example/some/page");

describe("trailing-slash redirect", () => {
  it.each(["/%2Fevil.com/", "/%5Cevil.com/", "/%2F%2Fevil.com/", "/%5C%5Cevil.com/", "//evil.com/", "/%2fevil.com//", "/about/%2F%2Fevil.com/"])(
    "keeps %s on the same site",
    async (url) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(301);
      const location = String(res.headers.location);
      expect(location.startsWith("/")).toBe(true);
      expect(location[1]).not.toMatch(/[/\\]/);
      expect(landsOn(location).origin).toBe("https://creator.example");
    },
  );

  it("still redirects an ordinary page to its address without the slash, keeping the query", async () => {
    const res = await app.inject({ method: "GET", url: "/about/?utm=x" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/about?utm=x");
  });

  it("keeps an encoded slash encoded in the target", () => {
    expect(withoutTrailingSlash("/%2Fevil.com/")).toBe("/%2Fevil.com");
    expect(withoutTrailingSlash("/%5Cevil.com/")).toBe("/%5Cevil.com");
    // A raw backslash never reaches a route through inject (it is normalised), but can over a socket.
    expect(withoutTrailingSlash("/\\evil.com/")).toBe("/%5Cevil.com");
    expect(withoutTrailingSlash("/blog/a%20b/")).toBe("/blog/a%20b");
  });
});

describe("control characters in the path", () => {
  it.each(["/x%0a/", "/x%0d%0aSet-Cookie:%20a=b/", "/x%00", "/a%7f/", "/%09/evil.com/"])("answers %s with 400, JSON, the security headers and no error log", async (url) => {
    const before = logs.lines.length;
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: BAD_URL_MESSAGE, requestId: res.headers["x-request-id"] });
    expect(securityHeaderProblems(res.headers)).toEqual([]);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(logs.lines.slice(before).filter((l) => Number(l.level) >= 50)).toEqual([]);
  });
});

describe("a client folder that does not exist beside a built site (npm run dev names one)", () => {
  it("starts with the API and no pages, instead of failing on the other build's pages", async () => {
    // The dev API is given CLIENT_DIR=build/none while build/pages.json belongs to the last build:
    // it failed to start (ENOENT on none/404/index.html), so chat, likes and the challenge were down in dev.
    const missing = path.join(path.dirname(tinySite()), "none");
    const dev = await buildApp(testConfig({ CLIENT_DIR: missing, LOG_LEVEL: "info" }), { database, logStream: logs.stream });
    try {
      expect((await dev.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      expect((await dev.inject({ method: "GET", url: "/" })).statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });
});
