import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { DEMO_MESSAGE, vipLimitMessage } from "../../../contracts/likes";
import { siteConfig } from "../../../site.config";
import { vipUses } from "../../db/schema";
import { sentAnswer, startFakeLikesUpstream, type FakeAnswer, type FakeLikesUpstream } from "../../test/fake-likes-upstream";
import { likesApp, uniqueSource } from "../../test/likes-harness";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { createVipService } from "../vip/service";

const HANDLE = siteConfig.telegramHandle;

describe.each(testDatabaseKinds())("likes with VIP codes, proxies and the demo provider on $kind", ({ open }) => {
  let database: TestDatabase;
  let upstream: FakeLikesUpstream;
  const answers = new Map<string, FakeAnswer>();
  const src = uniqueSource(2);

  beforeAll(async () => {
    database = await open();
    upstream = await startFakeLikesUpstream((r) => answers.get(r.uid) ?? sentAnswer(r.uid));
  });
  afterAll(async () => {
    await upstream.close();
    await database.close();
  });

  /** An app for one test, closed when the test ends, passed or failed (a failed assertion would skip a close at the end). */
  async function testApp(env: Record<string, string> = {}) {
    const built = await likesApp(database, env);
    onTestFinished(() => built.app.close());
    return built;
  }
  const upstreamApp = (env: Record<string, string> = {}) => testApp({ LIKES_API_URL: upstream.queryTemplate, ...env });
  const vip = (now?: () => Date) => createVipService(database.db, { telegramHandle: HANDLE, now });

  describe("VIP codes", () => {
    it("a valid code skips the daily limit, every time, and each use is recorded", async () => {
      const { post } = await upstreamApp();
      const { code, id } = await vip().issue({ days: 30, note: "test" });
      const ip = src.ip();
      expect((await post({ uid: src.uid(), region: "ind" }, { ip })).statusCode).toBe(200);
      expect((await post({ uid: src.uid(), region: "ind" }, { ip })).statusCode).toBe(429);
      const auth = { authorization: `Bearer ${code}` };
      for (let i = 0; i < 3; i++) {
        const res = await post({ uid: src.uid(), region: "ind" }, { ip, headers: auth });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: true, likesAdded: 100 });
      }
      const uses = (await database.db.select().from(vipUses)).filter((u) => u.codeId === id);
      expect(uses).toHaveLength(3);
      expect(JSON.stringify(uses)).not.toContain(ip);
    });

    it("a VIP request the provider cannot serve says so without talking about a free use", async () => {
      const { post } = await upstreamApp();
      const { code } = await vip().issue({ days: 1 });
      const uid = src.uid();
      answers.set(uid, { type: "json", body: { status: 3 } });
      const res = await post({ uid, region: "ind" }, { ip: src.ip(), headers: { authorization: `Bearer ${code}` } });
      expect(res.json()).toEqual({ success: false, message: "UID already used elsewhere or invalid. Check the UID and the region.", code: "uid_rejected", demo: false });
    });

    it("an unknown code gets 401 'not valid' and the provider is not called", async () => {
      const { post } = await upstreamApp();
      const uid = src.uid();
      const res = await post({ uid, region: "ind" }, { ip: src.ip(), headers: { authorization: "Bearer VIP-AAAAA-BBBBB" } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: `This VIP code is not valid. Check it, or contact ${HANDLE} on Telegram.`,
        code: "vip_invalid",
        requestId: expect.any(String),
      });
      expect(res.headers["www-authenticate"]).toContain("Bearer");
      expect(upstream.requests.some((r) => r.uid === uid)).toBe(false);
    });

    it("an expired code gets 401 saying when it expired", async () => {
      const { post } = await upstreamApp();
      const { code, expiresAt } = await vip(() => new Date(Date.now() - 3 * 86_400_000)).issue({ days: 1 });
      const res = await post({ uid: src.uid(), region: "ind" }, { ip: src.ip(), headers: { authorization: `Bearer ${code}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(`This VIP code expired on ${expiresAt.toISOString().slice(0, 10)}. Contact ${HANDLE} on Telegram to renew it.`);
      expect(res.json().code).toBe("vip_expired");
    });

    it("a revoked code gets 401 saying it was revoked", async () => {
      const { post } = await upstreamApp();
      const { code } = await vip().issue({ days: 10 });
      await vip().revoke(code);
      const res = await post({ uid: src.uid(), region: "ind" }, { ip: src.ip(), headers: { authorization: `Bearer ${code}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(`This VIP code has been revoked. Contact ${HANDLE} on Telegram.`);
      expect(res.json().code).toBe("vip_revoked");
    });

    it("a malformed Authorization header gets 401", async () => {
      const { post } = await upstreamApp();
      const res = await post({ uid: src.uid(), region: "ind" }, { ip: src.ip(), headers: { authorization: "Token abc" } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Send a VIP code as "Authorization: Bearer <code>".');
      expect(res.json().code).toBe("vip_malformed");
    });
  });

  describe("who the client is", () => {
    it("ignores X-Forwarded-For when TRUST_PROXY is off: a forged header does not make a new client", async () => {
      const { post } = await upstreamApp();
      const ip = src.ip();
      const first = await post({ uid: src.uid(), region: "ind" }, { ip, headers: { "x-forwarded-for": "203.0.113.1" } });
      expect(first.statusCode).toBe(200);
      const forged = await post({ uid: src.uid(), region: "ind" }, { ip, headers: { "x-forwarded-for": "203.0.113.2" } });
      expect(forged.statusCode).toBe(429);
      expect(forged.json().message).toBe(vipLimitMessage(HANDLE));
    });

    it("honours X-Forwarded-For from a trusted proxy when TRUST_PROXY is on", async () => {
      const { post } = await upstreamApp({ TRUST_PROXY: "1" });
      const proxy = src.ip();
      const a = await post({ uid: src.uid(), region: "ind" }, { ip: proxy, headers: { "x-forwarded-for": "198.51.100.10" } });
      const b = await post({ uid: src.uid(), region: "ind" }, { ip: proxy, headers: { "x-forwarded-for": "198.51.100.11" } });
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      // One trusted hop: a client cannot prepend its own addresses to escape the limit.
      const again = await post({ uid: src.uid(), region: "ind" }, { ip: proxy, headers: { "x-forwarded-for": "1.2.3.4, 198.51.100.10" } });
      expect(again.statusCode).toBe(429);
    });
  });

  describe("demo provider (no LIKES_API_URL)", () => {
    it("answers with deterministic numbers, says it is a demo, and still applies the daily rule", async () => {
      const { app, post } = await testApp();
      const ip = src.ip();
      const uid = src.uid();
      const res = await post({ uid, region: "th" }, { ip });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: DEMO_MESSAGE, uid, demo: true });
      expect(body.likesAfter).toBe(body.likesBefore + body.likesAdded);
      expect((await post({ uid: src.uid(), region: "th" }, { ip })).statusCode).toBe(429);
      const status = await app.inject({ method: "GET", url: "/api/ff-likes/status" });
      expect(status.json()).toMatchObject({ demo: true, timeZone: "UTC", freeUsesPerDay: 1 });
    });

    it("reports the configured LIMIT_TIME_ZONE", async () => {
      const { app } = await testApp({ LIMIT_TIME_ZONE: "Asia/Kolkata" });
      const status = await app.inject({ method: "GET", url: "/api/ff-likes/status" });
      expect(status.json().timeZone).toBe("Asia/Kolkata");
    });
  });
});
