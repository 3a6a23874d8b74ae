/**
 * Headers: every kind of answer — pages, assets, API successes, every 4xx, streamed
 * chat, rate limits, answers Fastify writes before routing and Node's own parse errors — carries
 * the CSP, HSTS, nosniff, frame protection, referrer and permissions policies.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { pageCsp } from "./security-headers";
import { TEST_ADMIN_TOKEN } from "../test/admin-session";
import { headerProbes, pageProbes, type HeaderProbe } from "../test/header-probes";
import { rawMalformedRequests, sendRaw } from "../test/raw-http";
import { parseRawAnswer, securityHeaderProblems } from "../test/security-header-check";
import { testConfig } from "../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { BAD_URL_MESSAGE, CONNECT_MESSAGE, HEADERS_TOO_LARGE_MESSAGE, NO_HOST_MESSAGE } from "./framework-errors";

let database: TestDatabase;
let app: FastifyInstance;

function tinySite(): string {
  const root = mkdtempSync(path.join(tmpdir(), "headers-site-"));
  const client = path.join(root, "client");
  mkdirSync(path.join(client, "about"), { recursive: true });
  mkdirSync(path.join(client, "404"), { recursive: true });
  mkdirSync(path.join(client, "assets"), { recursive: true });
  writeFileSync(path.join(client, "index.html"), "<html><body><h1>Home</h1><script>boot()</script></body></html>");
  writeFileSync(path.join(client, "about", "index.html"), "<h1>About</h1>");
  writeFileSync(path.join(client, "404", "index.html"), "<h1>Page Not Found</h1>");
  writeFileSync(path.join(client, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(path.join(client, "favicon.svg"), "<svg/>");
  writeFileSync(
    path.join(root, "pages.json"),
    JSON.stringify({
      "/": { file: "index.html", scriptHashes: ["sha256-abc="] },
      "/about": { file: "about/index.html", scriptHashes: [] },
      "/404": { file: "404/index.html", scriptHashes: [] },
    }),
  );
  return client;
}

beforeAll(async () => {
  database = await testDatabaseKinds()[0]!.open();
  app = await buildApp(testConfig({ CLIENT_DIR: tinySite(), ADMIN_TOKEN: TEST_ADMIN_TOKEN, CHAT_QUOTA_MAX: "3" }), { database });
  await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let client = 0;
async function probe(p: HeaderProbe) {
  const remoteAddress = `10.77.0.${++client}`;
  const send = () => app.inject({ method: p.method as "GET", url: p.url, headers: p.headers, payload: p.body, remoteAddress });
  for (let i = 0; i < (p.repeatFirst ?? 0); i++) await send();
  return send();
}

describe("security headers on every kind of answer", () => {
  it.each([...headerProbes(), ...pageProbes()].map((p) => [p.name, p] as const))("%s", async (_name, p) => {
    const res = await probe(p);
    expect(res.statusCode).toBe(p.status);
    expect(securityHeaderProblems(res.headers)).toEqual([]);
  });

  it("answers a malformed URL with the usual JSON error, not Fastify's echo of the path", async () => {
    const res = await app.inject({ method: "GET", url: "/api/blog/%zz<script>" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: BAD_URL_MESSAGE, requestId: expect.any(String) });
  });

  it("answers an HTTP/1.1 request without Host with 400 from the error mapper (Node's own 400 had no headers)", async () => {
    const { port } = app.server.address() as AddressInfo;
    const answer = await sendRaw(port, "GET /api/health HTTP/1.1\r\n\r\n");
    const parsed = parseRawAnswer(answer.raw);
    expect(parsed?.status).toBe(400);
    expect(securityHeaderProblems(parsed!.headers)).toEqual([]);
    expect(JSON.parse(answer.raw.slice(answer.raw.indexOf("\r\n\r\n") + 4))).toEqual({ success: false, message: NO_HOST_MESSAGE, requestId: parsed!.headers["x-request-id"] });
  });

  it("answers CONNECT with 405 and a JSON message (Node closed the socket without a word)", async () => {
    const { port } = app.server.address() as AddressInfo;
    const answer = await sendRaw(port, "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n");
    const parsed = parseRawAnswer(answer.raw);
    expect(parsed?.status).toBe(405);
    expect(securityHeaderProblems(parsed!.headers)).toEqual([]);
    expect(JSON.parse(answer.raw.slice(answer.raw.indexOf("\r\n\r\n") + 4))).toEqual({ success: false, message: CONNECT_MESSAGE, requestId: parsed!.headers["x-request-id"] });
  });

  it.each(rawMalformedRequests().map((r) => [r.name, r] as const))("Node's own refusal of a %s", async (_name, r) => {
    const { port } = app.server.address() as AddressInfo;
    const answer = await sendRaw(port, r.bytes, 3000, { halfClose: r.gone });
    const parsed = parseRawAnswer(answer.raw);
    // A client that left is owed no answer; any other request must get one.
    if (!parsed) return expect(r.gone).toBe(true);
    expect(parsed.status).toBeLessThan(500);
    expect(securityHeaderProblems(parsed.headers)).toEqual([]);
  });

  it("answers headers over 16 KB with 431 and a JSON message", async () => {
    const { port } = app.server.address() as AddressInfo;
    const answer = await sendRaw(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    const parsed = parseRawAnswer(answer.raw);
    expect(parsed?.status).toBe(431);
    expect(JSON.parse(answer.raw.slice(answer.raw.indexOf("\r\n\r\n") + 4))).toEqual({ success: false, message: HEADERS_TOO_LARGE_MESSAGE, requestId: expect.any(String) });
  });
});

describe("a page's CSP frames", () => {
  it("allows a page exactly the frames it names, and every other page none", () => {
    const withVideo = pageCsp(["sha256-abc"], ["https://www.youtube-nocookie.com/embed/aaaaaaaaaaa"]);
    expect(withVideo).toContain("; frame-src https://www.youtube-nocookie.com/embed/aaaaaaaaaaa;");
    expect(withVideo).toContain("frame-ancestors 'none'");
    expect(pageCsp(["sha256-abc"])).toContain("; frame-src 'none';");
  });
});
