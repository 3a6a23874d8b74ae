import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminVipRevokePath, ADMIN_STATS_PATH, ADMIN_VIP_PATH, type AdminStats } from "../../../contracts/admin";
import { siteConfig } from "../../../site.config";
import { TEST_POSTS } from "../../../test/fixtures/blog";
import { buildApp } from "../../app";
import { calendarDay, daysBefore } from "../../lib/calendar-day";
import { adminCookie, CSRF_HEADERS, TEST_ADMIN_TOKEN } from "../../test/admin-session";
import { testConfig } from "../../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import pino from "pino";
import { createIpHasher } from "../../lib/ip-hash";
import { createBlogService } from "../blog/service";
import { createUsageCounter } from "../usage/service";
import { COUNTER_POST } from "../../test/counter-post";

const POST_SLUG = TEST_POSTS.strategy;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const last = <T>(xs: readonly T[]): T | undefined => xs[xs.length - 1];

describe.each(testDatabaseKinds())("admin dashboard data on $kind", ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;
  const likes = (ip: string, uid: string, headers: Record<string, string> = {}, target = app) =>
    target.inject({ method: "POST", url: "/api/ff-likes", remoteAddress: ip, headers, payload: { uid, region: "ind" } });
  const stats = async (days: number) => {
    const res = await app.inject({ method: "GET", url: `${ADMIN_STATS_PATH}?days=${days}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<AdminStats>();
  };
  const vipList = async () =>
    (await app.inject({ method: "GET", url: ADMIN_VIP_PATH, headers: { cookie } })).json<{ codes: { id: number; note: string; uses: number; status: string }[] }>().codes;

  beforeAll(async () => {
    database = await open();
    app = await buildApp(testConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN, CHAT_QUOTA_MAX: "1" }), { database });
    cookie = await adminCookie(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("counts per day, through the real API, likes successes, refusals and provider failures, tool uses, chat messages and refusals, and blog views per post", async () => {
    expect((await likes("10.5.0.1", "12345678")).statusCode).toBe(200);
    expect((await likes("10.5.0.1", "12345679")).statusCode).toBe(429);
    // A provider that refuses connections: the visitor gets 502 and it counts as a provider failure.
    const broken = await buildApp(testConfig({ LIKES_API_URL: "http://127.0.0.1:9/{uid}" }), { database });
    expect((await likes("10.5.0.2", "12345680", {}, broken)).statusCode).toBe(502);
    await broken.close();
    for (const tool of ["uid-generator", "uid-generator", "uid-generator", "password-generator"]) {
      expect((await app.inject({ ...COUNTER_POST, url: `/api/tool-usage/${tool}` })).statusCode).toBe(204);
    }
    for (const ip of ["10.5.1.1", "10.5.1.2", "10.5.1.2"]) {
      expect((await app.inject({ method: "GET", url: `/api/blog/${POST_SLUG}`, remoteAddress: ip })).statusCode).toBe(200);
    }
    const chat = () => app.inject({ method: "POST", url: "/api/chat", remoteAddress: "10.5.2.1", payload: { messages: [{ role: "user", content: "What games are there?" }] } });
    expect((await chat()).statusCode).toBe(200);
    expect((await chat()).statusCode).toBe(429);
    // Ten days ago: inside the 30-day range, outside the 7-day one.
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    const past = createUsageCounter({ db: database.db, timeZone: "UTC", log: console, now: () => tenDaysAgo });
    await past.count("likes_success");
    await past.count("likes_success");

    const week = await stats(7);
    const today = calendarDay(new Date(), "UTC");
    expect(week.range).toBe(7);
    expect(week.days).toHaveLength(7);
    expect(week.days[0]).toBe(daysBefore(today, 6));
    expect(last(week.days)).toBe(today);
    expect(week.likes).toEqual({ success: [0, 0, 0, 0, 0, 0, 1], refused: [0, 0, 0, 0, 0, 0, 1], failed: [0, 0, 0, 0, 0, 0, 1] });
    expect(week.tools.map((t) => [t.tool, last(t.counts)])).toEqual([
      ["ff-name-generator", 0],
      ["uid-generator", 3],
      ["sensitivity-generator", 0],
      ["password-generator", 1],
    ]);
    expect(week.chat).toEqual({ messages: [0, 0, 0, 0, 0, 0, 1], refused: [0, 0, 0, 0, 0, 0, 1] });
    expect(week.blog).toEqual([{ slug: POST_SLUG, title: expect.any(String) as string, counts: [0, 0, 0, 0, 0, 0, 2] }]);

    const month = await stats(30);
    expect(month.days).toHaveLength(30);
    expect(sum(month.likes.success)).toBe(3);
    expect(month.likes.success[19]).toBe(2);
    expect((await stats(90)).days).toHaveLength(90);
  });

  it("keeps the blog-view history across a restart: the chart reads daily totals, not per-visitor rows", async () => {
    const slug = TEST_POSTS.coding;
    const fiveDaysAgo = new Date(Date.now() - 5 * 24 * 3600 * 1000);
    const blog = createBlogService({ db: database.db, hashIp: createIpHasher("test-secret-0123456789"), timeZone: "UTC", log: pino({ level: "silent" }), now: () => fiveDaysAgo });
    await blog.readPost(slug, "10.5.3.1");
    await blog.readPost(slug, "10.5.3.2");
    const before = (await stats(7)).blog.find((b) => b.slug === slug)?.counts;
    expect(before).toEqual([0, 2, 0, 0, 0, 0, 0]);
    // A restart: a new app on the same database syncs the blog folder again.
    const restarted = await buildApp(testConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN }), { database });
    await restarted.close();
    expect((await stats(7)).blog.find((b) => b.slug === slug)?.counts).toEqual(before);
  });

  it("answers a range other than 7, 30 or 90 days with 400", async () => {
    const res = await app.inject({ method: "GET", url: `${ADMIN_STATS_PATH}?days=5`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: "days must be one of 7, 30, 90.", requestId: expect.any(String) });
  });

  it("issues a VIP code shown once, which skips the daily limit, counts its use, and stops working once revoked", async () => {
    const issued = await app.inject({ method: "POST", url: ADMIN_VIP_PATH, headers: { cookie, ...CSRF_HEADERS }, payload: { days: 30, note: "Test buyer" } });
    expect(issued.statusCode).toBe(201);
    const { id, code, expiresAt } = issued.json<{ id: number; code: string; expiresAt: string }>();
    expect(code).toMatch(/^VIP(-[A-Z2-9]{5}){5}$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(await vipList()).toContainEqual(expect.objectContaining({ id, note: "Test buyer", uses: 0, status: "active" }));
    expect(JSON.stringify(await vipList())).not.toContain(code);

    const auth = { authorization: `Bearer ${code}` };
    expect((await likes("10.5.0.1", "12345690", auth)).statusCode).toBe(200); // this IP's free use is spent
    expect(await vipList()).toContainEqual(expect.objectContaining({ id, uses: 1, status: "active" }));

    const revoke = () => app.inject({ method: "POST", url: adminVipRevokePath(id), headers: { cookie, ...CSRF_HEADERS } });
    const revoked = await revoke();
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ id, alreadyRevoked: false });
    expect((await revoke()).json()).toEqual({ id, alreadyRevoked: true });
    expect(await vipList()).toContainEqual(expect.objectContaining({ id, status: "revoked" }));
    const refused = await likes("10.5.0.1", "12345691", auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: `This VIP code has been revoked. Contact ${siteConfig.telegramHandle} on Telegram.` });
  });

  it("answers a bad VIP request with 400 and an unknown code id with 404", async () => {
    const bad = await app.inject({ method: "POST", url: ADMIN_VIP_PATH, headers: { cookie, ...CSRF_HEADERS }, payload: { days: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: "Days must be a whole number from 1 to 3650.", requestId: expect.any(String) });
    for (const path of [adminVipRevokePath(999_999), `${ADMIN_VIP_PATH}/abc/revoke`]) {
      const res = await app.inject({ method: "POST", url: path, headers: { cookie, ...CSRF_HEADERS } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: "No VIP code with that id.", requestId: expect.any(String) });
    }
  });
});
