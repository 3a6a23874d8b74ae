import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOL_IDS, toolUsagePath } from "../../../contracts/tools";
import { buildApp } from "../../app";
import { COUNTER_POST } from "../../test/counter-post";
import { testConfig } from "../../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { CROSS_SITE_MESSAGE } from "../../lib/same-site-json";
import { TOOL_USAGE_BURST, TOOL_USAGE_RATE_LIMITED_MESSAGE } from "./routes";
import { createToolUsageService } from "./service";

describe.each(testDatabaseKinds())("POST /api/tool-usage/:tool on $kind", ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  const app = () => buildApp(testConfig(), { database });
  /** All days' uses of one tool; tests compare it before and after, as they share the database. */
  const totalFor = async (tool: string) => {
    const rows = await createToolUsageService({ db: database.db, timeZone: "UTC" }).daily();
    return rows.filter((r) => r.tool === tool).reduce((n, r) => n + r.count, 0);
  };

  it("answers 204 with no body for each of the four tool ids and counts the use", async () => {
    const a = await app();
    const before = await totalFor("ff-name-generator");
    for (const tool of TOOL_IDS) {
      const res = await a.inject({ ...COUNTER_POST, url: toolUsagePath(tool), remoteAddress: "10.0.0.1" });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe("");
    }
    expect(await totalFor("ff-name-generator")).toBe(before + 1);
    await a.close();
  });

  it("answers an unknown tool with 404 JSON naming the known ids, and counts nothing", async () => {
    const a = await app();
    const res = await a.inject({ ...COUNTER_POST, url: "/api/tool-usage/likes-hack" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: "Unknown tool. Use one of: ff-name-generator, uid-generator, sensitivity-generator, password-generator.",
      requestId: expect.any(String),
    });
    expect(await totalFor("likes-hack")).toBe(0);
    await a.close();
  });

  it("counts exactly 100 when 100 posts arrive in parallel", async () => {
    const a = await app();
    const before = await totalFor("uid-generator");
    // From 100 addresses, so the per-IP burst limit does not interfere with the race being tested.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => a.inject({ ...COUNTER_POST, url: toolUsagePath("uid-generator"), remoteAddress: `10.1.${Math.floor(i / 250)}.${i % 250}` })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(100).fill(204));
    expect(await totalFor("uid-generator")).toBe(before + 100);
    await a.close();
  });

  it(`answers 429 with Retry-After after ${TOOL_USAGE_BURST.max} posts from one IP, while other IPs go on`, async () => {
    const a = await app();
    const before = await totalFor("sensitivity-generator");
    const post = (ip: string) => a.inject({ ...COUNTER_POST, url: toolUsagePath("sensitivity-generator"), remoteAddress: ip });
    for (let i = 0; i < TOOL_USAGE_BURST.max; i++) expect((await post("10.2.0.1")).statusCode).toBe(204);
    const limited = await post("10.2.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: TOOL_USAGE_RATE_LIMITED_MESSAGE, requestId: expect.any(String) });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post("10.2.0.2")).statusCode).toBe(204);
    expect(await totalFor("sensitivity-generator")).toBe(before + TOOL_USAGE_BURST.max + 1);
    await a.close();
  });

  it('counts the body-less call from the site\'s own page, as a plain fetch(url, { method: "POST" }) sends it', async () => {
    const a = await app();
    const before = await totalFor("uid-generator");
    const url = toolUsagePath("uid-generator");
    // What a browser sends for fetch(url, { method: "POST" }) from the site's page: no type, length 0.
    const own = await a.inject({
      method: "POST",
      url,
      remoteAddress: "10.3.1.1",
      headers: { "content-length": "0", origin: "http://localhost:5000", host: "localhost:5000", "sec-fetch-site": "same-origin" },
    });
    expect(own.statusCode).toBe(204);
    // No headers at all (curl -X POST): no browser page of another site sends that.
    const bare = await a.inject({ method: "POST", url, remoteAddress: "10.3.1.2" });
    expect(bare.statusCode).toBe(204);
    expect(await totalFor("uid-generator")).toBe(before + 2);
    // The same body-less call from another site's page is refused, and counts nothing.
    for (const headers of [
      { "content-length": "0", origin: "https://evil.example" },
      { "content-length": "0", "sec-fetch-site": "cross-site" },
    ] as Record<string, string>[]) {
      const res = await a.inject({ method: "POST", url, remoteAddress: "10.3.1.3", headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ success: false, message: CROSS_SITE_MESSAGE, requestId: expect.any(String) });
    }
    expect(await totalFor("uid-generator")).toBe(before + 2);
    await a.close();
  });

  it("counts nothing another site's page can send: a text or form body is 415, a cross-site request 403", async () => {
    const a = await app();
    const before = await totalFor("password-generator");
    const url = toolUsagePath("password-generator");
    const send = (headers: Record<string, string>, payload = "{}") => a.inject({ method: "POST", url, remoteAddress: "10.3.0.1", headers, payload });
    for (const [headers, payload] of [
      [{ "content-type": "text/plain" }, ""],
      [{ "content-type": "application/x-www-form-urlencoded" }, ""],
      [{ "content-type": "text/plain" }, "x"],
      [{}, "a body without a type"],
    ] as [Record<string, string>, string][]) {
      const res = await send(headers, payload);
      expect(res.statusCode, JSON.stringify(headers)).toBe(415);
      expect(res.json()).toEqual({ success: false, message: 'Send this request with "Content-Type: application/json" and a JSON body such as {}.', requestId: expect.any(String) });
    }
    for (const headers of [
      { "content-type": "text/plain", origin: "https://evil.example" },
      { "content-type": "application/json", origin: "https://evil.example" },
      { "content-type": "application/json", origin: "null" },
      { "content-type": "application/json", "sec-fetch-site": "cross-site" },
    ] as Record<string, string>[]) {
      const res = await send(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ success: false, message: CROSS_SITE_MESSAGE, requestId: expect.any(String) });
    }
    expect(await totalFor("password-generator")).toBe(before);
    // The site's own page: same origin, JSON.
    const own = await send({ "content-type": "application/json; charset=utf-8", origin: "http://localhost:5000", host: "localhost:5000", "sec-fetch-site": "same-origin" });
    expect(own.statusCode).toBe(204);
    expect(await totalFor("password-generator")).toBe(before + 1);
    await a.close();
  });

  it("keeps one counter per tool per day", async () => {
    let now = new Date("2025-03-01T12:00:00Z");
    const service = createToolUsageService({ db: database.db, timeZone: "UTC", now: () => now });
    await service.record("password-generator");
    await service.record("password-generator");
    now = new Date("2025-03-02T00:00:01Z");
    expect(await service.record("password-generator")).toBe(1);
    const rows = (await service.daily()).filter((r) => r.tool === "password-generator" && r.day.startsWith("2025-03"));
    expect(rows).toEqual([
      { tool: "password-generator", day: "2025-03-02", count: 1 },
      { tool: "password-generator", day: "2025-03-01", count: 2 },
    ]);
  });
});
