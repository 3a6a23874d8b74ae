import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_REGION_MESSAGE, IN_FLIGHT_MESSAGE, uidLimitMessage, vipLimitMessage } from "../../../contracts/likes";
import { siteConfig } from "../../../site.config";
import { likesFreeUses } from "../../db/schema";
import { sentAnswer, startFakeLikesUpstream, type FakeAnswer, type FakeLikesUpstream } from "../../test/fake-likes-upstream";
import { likesApp, uniqueSource } from "../../test/likes-harness";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { secondsUntilNextDay } from "./day";
import { FREE_USE_KEPT } from "./service";

const HANDLE = siteConfig.telegramHandle;

describe.each(testDatabaseKinds())("POST /api/ff-likes on $kind", ({ open }) => {
  let database: TestDatabase;
  let upstream: FakeLikesUpstream;
  let app: FastifyInstance;
  let post: Awaited<ReturnType<typeof likesApp>>["post"];
  const answers = new Map<string, FakeAnswer>();
  const src = uniqueSource(1);

  beforeAll(async () => {
    database = await open();
    upstream = await startFakeLikesUpstream((r) => answers.get(r.uid) ?? sentAnswer(r.uid));
    ({ app, post } = await likesApp(database, { LIKES_API_URL: upstream.pathTemplate, LIKES_API_KEY: "test-key", LIKES_TIMEOUT_MS: "300" }));
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
    await database.close();
  });

  describe("validation", () => {
    it.each<[string, unknown, string]>([
      ["broken JSON", "{uid:", "The request body is not valid JSON."],
      ["a JSON array", "[]", "The request body must be a JSON object with uid and region"],
      ["a JSON string", '"12345678"', "The request body must be a JSON object with uid and region"],
      ["an empty object", {}, "UID is required"],
      ["a UID sent as a number", { uid: 12345678, region: "ind" }, "UID must be a string of digits"],
      ["a UID of 7 digits", { uid: "1234567", region: "ind" }, "UID must be 8-11 digits"],
      ["a UID of 12 digits", { uid: "123456789012", region: "ind" }, "UID must be 8-11 digits"],
      ["a UID with a letter", { uid: "12345678a", region: "ind" }, "UID must be 8-11 digits"],
      ["a UID with a space", { uid: " 12345678", region: "ind" }, "UID must be 8-11 digits"],
      ["a missing region", { uid: "12345678" }, "Region is required"],
      ["an unknown region", { uid: "12345678", region: "us" }, INVALID_REGION_MESSAGE],
      ["a region in capitals", { uid: "12345678", region: "IND" }, INVALID_REGION_MESSAGE],
      ["a region of the wrong type", { uid: "12345678", region: 3 }, INVALID_REGION_MESSAGE],
      ["an oversized UID", { uid: "1".repeat(900), region: "ind" }, "UID must be 8-11 digits"],
      ["a region that tries to inject a path", { uid: "12345678", region: "ind/../admin" }, INVALID_REGION_MESSAGE],
    ])("refuses %s with 400 and a clear message", async (_label, body, message) => {
      const res = await post(body, { ip: src.ip() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });

    it("refuses an empty body with 400", async () => {
      const res = await app.inject({ method: "POST", url: "/api/ff-likes", remoteAddress: src.ip() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: "The request body must be a JSON object with uid and region" });
    });

    it("refuses a body over 1 KB with 413 before parsing it", async () => {
      const res = await post({ uid: "12345678", region: "ind", pad: "x".repeat(5000) }, { ip: src.ip() });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, message: "The request body is too large." });
    });

    it("refuses a body that is not JSON with 415", async () => {
      const res = await post("uid=12345678", { ip: src.ip(), headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(res.statusCode).toBe(415);
      expect(res.json().success).toBe(false);
    });

    it("answers odd bodies with a 4xx, never a 500", async () => {
      const odd: unknown[] = [
        "null", "true", "0", '{"uid":null,"region":null}', '{"__proto__":{"uid":"12345678"}}',
        { uid: ["12345678"], region: "ind" }, { uid: { $gt: "" }, region: "ind" }, { uid: "١٢٣٤٥٦٧٨", region: "ind" },
        { uid: "12345678", region: { toString: "ind" } }, { uid: "1e10", region: "ind" }, { uid: "12345678\n", region: "ind" },
        { uid: "12345678", region: "ind\u0000" }, '{"uid":"12345678","region":"ind"', "\u0000",
      ];
      for (const body of odd) {
        const res = await post(body, { ip: src.ip() });
        expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
        expect(res.json().success).toBe(false);
      }
    });

    it("never asked the provider about an invalid request", () => {
      expect(upstream.requests.filter((r) => !/^\d{8,11}$/.test(r.uid))).toEqual([]);
    });
  });

  it("sends likes and answers with the spec's fields only", async () => {
    const uid = src.uid();
    const res = await post({ uid, region: "me" }, { ip: src.ip() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "Likes sent successfully",
      player: "FakePlayer",
      uid,
      level: 57,
      likesBefore: 1200,
      likesAdded: 100,
      likesAfter: 1300,
      demo: false,
    });
    expect(res.body).not.toMatch(/Key(Remaining|Expires)/);
    expect(upstream.requests.at(-1)).toMatchObject({ uid, region: "me", key: "test-key" });
  });

  it("answers a second use from the same IP with 429, the VIP message and Retry-After until midnight", async () => {
    const ip = src.ip();
    expect((await post({ uid: src.uid(), region: "ind" }, { ip })).statusCode).toBe(200);
    const second = await post({ uid: src.uid(), region: "ind" }, { ip });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ success: false, message: vipLimitMessage(HANDLE) });
    expect(second.json().message).toContain(HANDLE);
    const retryAfter = Number(second.headers["retry-after"]);
    expect(Math.abs(retryAfter - secondsUntilNextDay(new Date(), "UTC"))).toBeLessThanOrEqual(2);
  });

  it("answers the same UID from another IP with 429", async () => {
    const uid = src.uid();
    expect((await post({ uid, region: "sg" }, { ip: src.ip() })).statusCode).toBe(200);
    const other = await post({ uid, region: "sg" }, { ip: src.ip() });
    expect(other.statusCode).toBe(429);
    expect(other.json()).toEqual({ success: false, message: uidLimitMessage(HANDLE) });
    expect(Number(other.headers["retry-after"])).toBeGreaterThan(0);
  });

  describe("a provider failure never costs the daily use", () => {
    it.each<[string, FakeAnswer, number, string]>([
      ["status 2 (0 likes given)", { type: "json", body: { status: 2 } }, 200, "0 likes given: this UID cannot receive more likes right now."],
      ["status 3 (UID used elsewhere)", { type: "json", body: { status: 3 } }, 200, "UID already used elsewhere or invalid. Check the UID and the region."],
      ["status 1 with 0 likes", sentAnswer("0", { LikesGivenByAPI: 0 }), 200, "0 likes given: this UID cannot receive more likes right now."],
      ["a 5xx", { type: "raw", httpStatus: 500, body: "Internal Server Error" }, 502, "The likes service is not available right now. Please try again later."],
      ["a timeout", { type: "hang" }, 502, "The likes service did not answer in time. Please try again later."],
      ["malformed JSON", { type: "raw", httpStatus: 200, body: "<html>oops", contentType: "application/json" }, 502, "The likes service sent an answer that could not be read. Please try again later."],
    ])("%s: success false with a message, then the next try succeeds", async (_label, failure, status, message) => {
      const ip = src.ip();
      const uid = src.uid();
      answers.set(uid, failure);
      const failed = await post({ uid, region: "ind" }, { ip });
      expect(failed.statusCode).toBe(status);
      expect(failed.json()).toEqual({ success: false, message: `${message} ${FREE_USE_KEPT}`, demo: false });

      answers.delete(uid); // the provider recovers: the same visitor and the same UID may try again
      const retry = await post({ uid, region: "ind" }, { ip });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().success).toBe(true);
    });
  });

  it("answers a second request from an IP whose first is still in flight with 429", async () => {
    const ip = src.ip();
    const slowUid = src.uid();
    answers.set(slowUid, { ...sentAnswer(slowUid), delayMs: 150 } as FakeAnswer);
    const first = post({ uid: slowUid, region: "ind" }, { ip });
    await expect.poll(() => upstream.requests.some((r) => r.uid === slowUid)).toBe(true);
    const second = await post({ uid: src.uid(), region: "ind" }, { ip });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(IN_FLIGHT_MESSAGE);
    expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);
    expect((await first).statusCode).toBe(200);
  });

  it("frees a reservation abandoned long ago (a request that never finished)", async () => {
    const ip = src.ip();
    const uid = src.uid();
    const { createIpHasher, loadIpHashSecret } = await import("../../lib/ip-hash");
    const hash = createIpHasher(await loadIpHashSecret(database.db, undefined))(ip);
    const day = new Date().toISOString().slice(0, 10);
    await database.db.insert(likesFreeUses).values({ day, ipHash: hash, uid, region: "ind", reservedAt: new Date(Date.now() - 3600_000) });
    const res = await post({ uid, region: "ind" }, { ip });
    expect(res.statusCode).toBe(200);
  });

  it("stores only a keyed hash of the client's IP", async () => {
    const ip = "10.99.88.77";
    await post({ uid: src.uid(), region: "ind" }, { ip });
    const rows = await database.db.select().from(likesFreeUses);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(ip);
    for (const r of rows) expect(r.ipHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("GET /api/ff-likes/status says the provider is real and the zone is UTC", async () => {
    const res = await app.inject({ method: "GET", url: "/api/ff-likes/status" });
    expect(res.json()).toEqual({ demo: false, timeZone: "UTC", freeUsesPerDay: 1 });
  });
});
