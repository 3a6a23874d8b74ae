/**
 * Slow clients (docs/decisions/018): a POST declaring 500 bytes and sending one used to stay open for minutes, and
 * nothing capped the connections. With the timeouts from the config (small here), such clients
 * are cut with a 408, a head that never ends is cut too, an idle keep-alive connection is closed,
 * visitors are served meanwhile, and connections past MAX_CONNECTIONS are refused at once.
 * `npm run prove` (scripts/prove/edges.ts) does the same with 500 slow clients and the defaults.
 */
import { connect, type AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll, afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openSlowClient, rawStatus, type SlowClient } from "../test/slow-client";
import { testConfig } from "../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { REQUEST_TIMEOUT_MESSAGE } from "./framework-errors";

let database: TestDatabase;
let app: FastifyInstance | undefined;
const clients: SlowClient[] = [];

beforeAll(async () => {
  database = await testDatabaseKinds()[0]!.open();
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.destroy();
  await app?.close();
  app = undefined;
});
afterAll(async () => {
  await database.close();
});

async function listening(env: Record<string, string>): Promise<number> {
  app = await buildApp(testConfig({ REQUEST_TIMEOUT_MS: "1000", HEADERS_TIMEOUT_MS: "600", KEEP_ALIVE_TIMEOUT_MS: "300", ...env }), { database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

describe("slow clients", () => {
  it("cuts 30 clients that never finish their body or head, with a 408, while visitors are served", async () => {
    const port = await listening({});
    for (let i = 0; i < 30; i++) clients.push(openSlowClient(port, i % 2 ? "headers" : "body"));
    await new Promise((r) => setTimeout(r, 200));
    const visitors = await Promise.all(Array.from({ length: 5 }, () => fetch(`http://127.0.0.1:${port}/api/health/live`).then((r) => r.status)));
    expect(visitors).toEqual([200, 200, 200, 200, 200]);
    const results = await Promise.all(clients.map((c) => c.closed));
    // Cut after the request timeout (1 s) plus at most one check interval, never left open.
    for (const r of results) expect(r.ms).toBeLessThan(2_500);
    const bodies = results.filter((_, i) => i % 2 === 0);
    for (const r of bodies) {
      expect(rawStatus(r.raw)).toBe(408);
      expect(r.raw).toContain(REQUEST_TIMEOUT_MESSAGE);
    }
  });

  it("closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS", async () => {
    const port = await listening({});
    const socket = connect({ port, host: "127.0.0.1" });
    const started = Date.now();
    let answered = 0;
    socket.on("data", () => (answered = Date.now() - started));
    socket.write("GET /api/health/live HTTP/1.1\r\nHost: x\r\n\r\n");
    const closedAfter = await new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - started)));
    expect(answered).toBeGreaterThan(0);
    // Node adds up to a second to the keep-alive timeout before it closes (its own buffer).
    expect(closedAfter).toBeLessThan(2_500);
  });

  it("refuses connections past MAX_CONNECTIONS at once and serves again when they go", async () => {
    const port = await listening({ MAX_CONNECTIONS: "4", REQUEST_TIMEOUT_MS: "60000", HEADERS_TIMEOUT_MS: "60000" });
    for (let i = 0; i < 4; i++) clients.push(openSlowClient(port));
    await new Promise((r) => setTimeout(r, 200));
    const extra = openSlowClient(port);
    const refused = await extra.closed;
    expect(refused.raw).toBe("");
    expect(refused.ms).toBeLessThan(1_000);
    for (const c of clients.splice(0)) c.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
  });
});
