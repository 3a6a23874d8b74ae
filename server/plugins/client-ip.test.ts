/**
 * Decision 018: with TRUST_PROXY=true three requests with made-up X-Forwarded-For headers
 * got three free likes uses. Now a hop count takes only the entry the trusted proxy wrote, and an
 * entry that is not an IP is refused before any per-IP control keys on it.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { likesApp, uniqueSource } from "../test/likes-harness";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { BAD_CLIENT_ADDRESS_MESSAGE } from "./client-ip";

const PROXY = "10.240.0.1";

describe("the client address behind a proxy (TRUST_PROXY=1)", () => {
  let database: TestDatabase;
  const src = uniqueSource(40);

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
  });
  afterAll(async () => {
    await database.close();
  });
  /** An app behind the proxy for one test, closed when the test ends, passed or failed. */
  async function proxiedApp() {
    const built = await likesApp(database, { TRUST_PROXY: "1" });
    onTestFinished(() => built.app.close());
    return built;
  }

  it("three requests with made-up X-Forwarded-For entries from one visitor get one free use, not three", async () => {
    const { post } = await proxiedApp();
    const visitor = "198.51.100.40";
    // What the proxy forwards: whatever the visitor sent, then the address the proxy saw.
    const forged = ["203.0.113.1", "203.0.113.2, 203.0.113.3", "8.8.8.8"].map((made) => ({ ip: PROXY, headers: { "x-forwarded-for": `${made}, ${visitor}` } }));
    const statuses = [];
    for (const opts of forged) statuses.push((await post({ uid: src.uid(), region: "ind" }, opts)).statusCode);
    expect(statuses).toEqual([200, 429, 429]);
  });

  it.each(["not-an-ip", "999.1.1.1", "1.2.3.4:5678", "[::1]", "unknown", "1.2.3.4 5.6.7.8"])(
    "refuses a forwarded address %j with 400 instead of keying the limits on it",
    async (entry) => {
      const { post } = await proxiedApp();
      const res = await post({ uid: src.uid(), region: "ind" }, { ip: PROXY, headers: { "x-forwarded-for": entry } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: BAD_CLIENT_ADDRESS_MESSAGE, requestId: res.headers["x-request-id"] });
    },
  );

  it("a request that comes straight to the server, not through the proxy, is keyed on its socket address", async () => {
    const { post } = await proxiedApp();
    const direct = src.ip();
    expect((await post({ uid: src.uid(), region: "ind" }, { ip: direct })).statusCode).toBe(200);
    expect((await post({ uid: src.uid(), region: "ind" }, { ip: direct })).statusCode).toBe(429);
  });
});
