import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_REGION_MESSAGE, IN_FLIGHT_MESSAGE, uidLimitMessage, vipLimitMessage, type LikesErrorCode } from "../../../contracts/likes";
import { siteConfig } from "../../../site.config";
import { likesFreeUses } from "../../db/schema";
import { sentAnswer, startFakeLikesUpstream, type FakeAnswer, type FakeLikesUpstream } from "../../test/fake-likes-upstream";
import { likesApp, uniqueSource } from "../../test/likes-harness";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { secondsUntilNextDay } from "../../lib/calendar-day";
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
      expect(res.json()).toEqual({ success: false, message, requestId: expect.any(String) });
    });

    it("refuses an empty body with 400", async () => {
      const res = await app.inject({ method: "POST", url: "/api/ff-likes", remoteAddress: src.ip() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: "The request body must be a JSON object with uid and region", requestId: expect.any(String) });
    });

    it("refuses a body over 1 KB with 413 before parsing it", async () => {
      const res = await post({ uid: "12345678", region: "ind", pad: "x".repeat(5000) }, { ip: src.ip() });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, message: "The request body is too large.", requestId: expect.any(String) });
    });

    it("refuses a body that is not JSON with 415", async () => {
      const res = await post("uid=12345678", { ip: src.ip(), headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(res.statusCode).toBe(415);
      expect(res.json().success).toBe(false);
    });

    it("answers odd bodies with a 4xx, never a 500", async () => {
      const odd: unknown[] = [
        "null",
        "true",
        "0",
        '{"uid":null,"region":null}',
        '{"__proto__":{"uid":"12345678"}}',
        { uid: ["12345678"], region: "ind" },
        { uid: { $gt: "" }, region: "ind" },
        { uid: "١٢٣٤٥٦٧٨", region: "ind" },
        { uid: "12345678", region: { toString: "ind" } },
        { uid: "1e10", region: "ind" },
        { uid: "12345678\n", region: "ind" },
        { uid: "12345678", region: "ind\u0000" },
        '{"uid":"12345678","region":"ind"',
        "\u0000",
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

  it("sends likes and answers with the public fields only", async () => {
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
    expect(second.json()).toEqual({ success: false, message: vipLimitMessage(HANDLE), code: "ip_limit", requestId: expect.any(String) });
    expect(second.json().message).toContain(HANDLE);
    const retryAfter = Number(second.headers["retry-after"]);
    expect(Math.abs(retryAfter - secondsUntilNextDay(new Date(), "UTC"))).toBeLessThanOrEqual(2);
  });

  it("answers the same UID from another IP with 429", async () => {
    const uid = src.uid();
    expect((await post({ uid, region: "sg" }, { ip: src.ip() })).statusCode).toBe(200);
    const other = await post({ uid, region: "sg" }, { ip: src.ip() });
    expect(other.statusCode).toBe(429);
    expect(other.json()).toEqual({ success: false, message: uidLimitMessage(HANDLE), code: "uid_limit", requestId: expect.any(String) });
    expect(Number(other.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("gives 12345678, 012345678 and 0012345678 one free use between them on the same day", async () => {
    const uid = src.uid();
    const first = await post({ uid, region: "ind" }, { ip: src.ip() });
    expect(first.statusCode).toBe(200);
    for (const padded of [`0${uid}`, `00${uid}`]) {
      const res = await post({ uid: padded, region: "ind" }, { ip: src.ip() });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ success: false, message: uidLimitMessage(HANDLE), code: "uid_limit", requestId: expect.any(String) });
    }
    // The provider heard of one player only, by its canonical UID.
    expect(upstream.requests.filter((r) => r.uid.endsWith(uid)).map((r) => r.uid)).toEqual([uid]);
  });

  it("keys a padded UID on the canonical one: 0012345678 first, then 12345678 is refused", async () => {
    const uid = src.uid();
    const padded = await post({ uid: `00${uid}`, region: "br" }, { ip: src.ip() });
    expect(padded.statusCode).toBe(200);
    expect(padded.json().uid).toBe(uid);
    expect((await post({ uid, region: "br" }, { ip: src.ip() })).statusCode).toBe(429);
  });

  describe("a provider failure never costs the daily use", () => {
    it.each<[string, FakeAnswer, number, string, LikesErrorCode]>([
      ["status 2 (0 likes given)", { type: "json", body: { status: 2 } }, 200, "0 likes given: this UID cannot receive more likes right now.", "no_likes"],
      ["status 3 (UID used elsewhere)", { type: "json", body: { status: 3 } }, 200, "UID already used elsewhere or invalid. Check the UID and the region.", "uid_rejected"],
      ["status 1 with 0 likes", sentAnswer("0", { LikesGivenByAPI: 0 }), 200, "0 likes given: this UID cannot receive more likes right now.", "no_likes"],
      ["a 5xx", { type: "raw", httpStatus: 500, body: "Internal Server Error" }, 502, "The likes service is not available right now. Please try again later.", "unavailable"],
      ["a timeout", { type: "hang" }, 502, "The likes service did not answer in time. Please try again later.", "timeout"],
      [
        "malformed JSON",
        { type: "raw", httpStatus: 200, body: "<html>oops", contentType: "application/json" },
        502,
        "The likes service sent an answer that could not be read. Please try again later.",
        "bad_answer",
      ],
    ])("%s: success false with a message and its code, then the next try succeeds", async (_label, failure, status, message, code) => {
      const ip = src.ip();
      const uid = src.uid();
      answers.set(uid, failure);
      const failed = await post({ uid, region: "ind" }, { ip });
      expect(failed.statusCode).toBe(status);
      // Error answers (5xx) carry the request id in the body too (docs/decisions/018); a 200 does not.
      const requestId = status >= 400 ? { requestId: failed.headers["x-request-id"] } : {};
      expect(failed.json()).toEqual({ success: false, message: `${message} ${FREE_USE_KEPT}`, code, demo: false, ...requestId });

      answers.delete(uid); // the provider recovers: the same visitor and the same UID may try again
      const retry = await post({ uid, region: "ind" }, { ip });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().success).toBe(true);
    });
  });

  it("answers a provider redirect with 502, never follows it, and keeps the daily use", async () => {
    const internal = await startFakeLikesUpstream((r) => sentAnswer(r.uid));
    try {
      const ip = src.ip();
      const uid = src.uid();
      answers.set(uid, { type: "redirect", location: `${internal.pathTemplate.split("/api/")[0]}/api/ind/${uid}` });
      const failed = await post({ uid, region: "ind" }, { ip });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({
        success: false,
        message: `The likes service is not available right now. Please try again later. ${FREE_USE_KEPT}`,
        code: "unavailable",
        demo: false,
        requestId: failed.headers["x-request-id"],
      });
      expect(internal.requests).toEqual([]);
      answers.delete(uid);
      expect((await post({ uid, region: "ind" }, { ip })).statusCode).toBe(200);
    } finally {
      await internal.close();
    }
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
    expect(second.json().code).toBe("in_flight");
    expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);
    expect((await first).statusCode).toBe(200);
  });

  it("frees a reservation abandoned long ago (a request that never finished)", async () => {
    const ip = src.ip();
    const uid = src.uid();
    const { createIpHasher, createUidHasher, loadIpHashSecret } = await import("../../lib/ip-hash");
    const secret = await loadIpHashSecret(database.db, undefined);
    const day = new Date().toISOString().slice(0, 10);
    await database.db
      .insert(likesFreeUses)
      .values({ day, ipHash: createIpHasher(secret)(ip), uid: createUidHasher(secret)(uid), region: "ind", reservedAt: new Date(Date.now() - 3600_000) });
    const res = await post({ uid, region: "ind" }, { ip });
    expect(res.statusCode).toBe(200);
  });

  it("stores only keyed hashes of the client's IP and of the UID, while the provider gets the UID itself", async () => {
    const ip = "10.99.88.77";
    const uid = src.uid();
    expect((await post({ uid, region: "ind" }, { ip })).statusCode).toBe(200);
    expect(upstream.requests.some((r) => r.uid === uid)).toBe(true);
    const rows = await database.db.select().from(likesFreeUses);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(ip);
    expect(JSON.stringify(rows)).not.toContain(uid);
    for (const r of rows) {
      expect(r.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.uid).toMatch(/^[0-9a-f]{64}$/);
      expect(r.uid).not.toBe(r.ipHash);
    }
    // The hashed UID still holds the limit: the same player from another address is refused.
    const again = await post({ uid, region: "ind" }, { ip: src.ip() });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(uidLimitMessage(HANDLE));
  });

  it("GET /api/ff-likes/status says the provider is real and the zone is UTC", async () => {
    const res = await app.inject({ method: "GET", url: "/api/ff-likes/status", remoteAddress: src.ip() });
    expect(res.json()).toEqual({ demo: false, timeZone: "UTC", freeUsesPerDay: 1, freeUseLeft: true, resetSeconds: null });
  });

  it("GET /api/ff-likes/status says an address's free use is taken once it is, until midnight", async () => {
    const ip = src.ip();
    expect((await post({ uid: src.uid(), region: "ind" }, { ip })).statusCode).toBe(200);
    const res = await app.inject({ method: "GET", url: "/api/ff-likes/status", remoteAddress: ip });
    const body = res.json();
    expect(body).toMatchObject({ freeUseLeft: false });
    expect(Math.abs(body.resetSeconds - secondsUntilNextDay(new Date(), "UTC"))).toBeLessThanOrEqual(2);
    // Another address still has its own.
    expect((await app.inject({ method: "GET", url: "/api/ff-likes/status", remoteAddress: src.ip() })).json()).toMatchObject({ freeUseLeft: true });
  });
});
