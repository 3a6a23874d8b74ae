import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_CONFIG_PATH, ADMIN_MAX_FAILURES, ADMIN_MESSAGES, ADMIN_SESSION_PATH, ADMIN_STATS_PATH, ADMIN_VIP_PATH } from "../../../contracts/admin";
import { buildApp } from "../../app";
import { adminCookie, CSRF_HEADERS, TEST_ADMIN_TOKEN } from "../../test/admin-session";
import { testConfig } from "../../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { testNamespace } from "../../test/test-redis";
import { APP_VERSION } from "./config-check";

const TOKEN = TEST_ADMIN_TOKEN;
const CSRF = CSRF_HEADERS;
const signIn = adminCookie;

describe.each(testDatabaseKinds())("admin API sign-in and session on $kind", ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    app = await buildApp(testConfig({ ADMIN_TOKEN: TOKEN }), { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers 503 on every admin path with how to turn the dashboard on when ADMIN_TOKEN is unset", async () => {
    const off = await buildApp(testConfig(), { database });
    for (const [method, url] of [
      ["GET", ADMIN_STATS_PATH],
      ["POST", ADMIN_SESSION_PATH],
      ["GET", ADMIN_VIP_PATH],
    ] as const) {
      const res = await off.inject({ method, url, headers: CSRF, payload: method === "POST" ? { token: TOKEN } : undefined });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        message: "The dashboard is off. To turn it on, set ADMIN_TOKEN to a secret of at least 32 characters and restart the server.",
        requestId: expect.any(String),
      });
    }
    await off.close();
  });

  it("refuses every dashboard call without a session with 401 'Sign in to see the dashboard.'", async () => {
    for (const url of [ADMIN_SESSION_PATH, ADMIN_STATS_PATH, ADMIN_CONFIG_PATH, ADMIN_VIP_PATH]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: "Sign in to see the dashboard.", requestId: expect.any(String) });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("refuses a wrong token with 401 and sets no cookie", async () => {
    const res = await app.inject({ method: "POST", url: ADMIN_SESSION_PATH, remoteAddress: "10.9.1.1", headers: CSRF, payload: { token: "not-the-admin-token" } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: "That token is not right.", requestId: expect.any(String) });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("answers an empty or missing token with 400, not 500", async () => {
    for (const payload of [{}, { token: "" }, { token: 5 }]) {
      const res = await app.inject({ method: "POST", url: ADMIN_SESSION_PATH, remoteAddress: "10.9.1.2", headers: CSRF, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: "Enter the admin token.", requestId: expect.any(String) });
    }
  });

  it(`locks an IP out with 429 and Retry-After after ${ADMIN_MAX_FAILURES} wrong tokens, even for the right one, while other IPs sign in`, async () => {
    const attempt = (ip: string, token: string) => app.inject({ method: "POST", url: ADMIN_SESSION_PATH, remoteAddress: ip, headers: CSRF, payload: { token } });
    for (let i = 0; i < ADMIN_MAX_FAILURES; i++) expect((await attempt("10.9.2.1", `wrong-${i}`)).statusCode).toBe(401);
    const locked = await attempt("10.9.2.1", TOKEN);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ success: false, message: "Too many wrong tokens. Wait a while before trying again.", requestId: expect.any(String) });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await attempt("10.9.2.2", TOKEN)).statusCode).toBe(200);
  });

  it("lets the right token in after 20 addresses x 5 wrong tokens, also after a restart, and answers further wrong tokens 429", async () => {
    // Its own limits namespace: the site-wide count must start at 0 on PostgreSQL too.
    const namespace = testNamespace();
    const attacked = await buildApp(testConfig({ ADMIN_TOKEN: TOKEN }), { database, limitsNamespace: namespace });
    const attempt = (target: FastifyInstance, ip: string, token: string) =>
      target.inject({ method: "POST", url: ADMIN_SESSION_PATH, remoteAddress: ip, headers: CSRF, payload: { token } });
    try {
      for (let a = 0; a < 20; a++) {
        for (let i = 0; i < ADMIN_MAX_FAILURES; i++) expect((await attempt(attacked, `10.77.0.${a}`, `wrong-${i}`)).statusCode).toBe(401);
      }
      expect((await attempt(attacked, "10.77.1.1", TOKEN)).statusCode).toBe(200);
      const wrong = await attempt(attacked, "10.77.1.2", "wrong-again");
      expect(wrong.statusCode).toBe(429);
      expect(wrong.json().message).toBe(ADMIN_MESSAGES.signInPaused);
      expect(Number(wrong.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await attacked.close();
    }
    const restarted = await buildApp(testConfig({ ADMIN_TOKEN: TOKEN }), { database, limitsNamespace: namespace });
    try {
      expect((await attempt(restarted, "10.77.1.3", TOKEN)).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it("signs in with the right token: an HttpOnly, SameSite=Strict cookie with an expiry, Secure over HTTPS", async () => {
    const local = await app.inject({ method: "POST", url: ADMIN_SESSION_PATH, headers: { ...CSRF, host: "localhost:5000" }, payload: { token: TOKEN } });
    expect(local.statusCode).toBe(200);
    const cookie = String(local.headers["set-cookie"]);
    expect(cookie).toMatch(/^admin_session=\d+\.[\w-]+\.[\w-]{43}; Path=\/api\/admin; Expires=.+ GMT; Max-Age=43200; HttpOnly; SameSite=Strict$/);
    // The https-rule tests cover HTTPS through a trusted proxy; plain HTTP elsewhere is refused there.

    const session = await app.inject({ method: "GET", url: ADMIN_SESSION_PATH, headers: { cookie: cookie.split(";")[0] ?? "" } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ signedIn: true });
  });

  it("refuses a tampered or foreign session cookie", async () => {
    const cookie = await signIn(app);
    const tampered = cookie.replace(/=(\d+)/, (_m, expiry: string) => `=${Number(expiry) + 1000}`);
    for (const value of [tampered, "admin_session=1.abc.def", "admin_session="]) {
      expect((await app.inject({ method: "GET", url: ADMIN_STATS_PATH, headers: { cookie: value } })).statusCode).toBe(401);
    }
  });

  it("refuses state-changing calls without the CSRF header or from another origin with 403", async () => {
    const cookie = await signIn(app);
    const noHeader = await app.inject({ method: "POST", url: ADMIN_VIP_PATH, headers: { cookie }, payload: { days: 30 } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toEqual({ success: false, message: "State-changing admin calls must send the x-admin-csrf header.", requestId: expect.any(String) });
    const crossSite = await app.inject({
      method: "POST",
      url: ADMIN_VIP_PATH,
      headers: { cookie, ...CSRF, origin: "https://evil.example", host: "localhost" },
      payload: { days: 30 },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("signs out by expiring the cookie", async () => {
    const res = await app.inject({ method: "DELETE", url: ADMIN_SESSION_PATH, headers: { ...CSRF, cookie: await signIn(app) } });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/^admin_session=; Path=\/api\/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Strict$/);
  });

  it("reports the configuration: demo likes, built-in chat, the database kind, no ads or analytics, the version", async () => {
    const res = await app.inject({ method: "GET", url: ADMIN_CONFIG_PATH, headers: { cookie: await signIn(app) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      likesProvider: { kind: "demo", host: null },
      chatProvider: { name: "built-in", model: null },
      database: database.kind,
      adsConfigured: false,
      analyticsConfigured: false,
      version: APP_VERSION,
    });
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("names only the likes provider's host and the chat model, never a key", async () => {
    const configured = await buildApp(
      testConfig({
        ADMIN_TOKEN: TOKEN,
        LIKES_API_URL: "https://likes.example:8443/api/{region}/{uid}?key={key}",
        LIKES_API_KEY: "likes-secret-key",
        GEMINI_API_KEY: "gemini-secret-key",
      }),
      { database },
    );
    const res = await configured.inject({ method: "GET", url: ADMIN_CONFIG_PATH, headers: { cookie: await signIn(configured) } });
    expect(res.json()).toMatchObject({ likesProvider: { kind: "upstream", host: "likes.example:8443" }, chatProvider: { name: "gemini", model: "gemini-2.5-flash" } });
    expect(res.body).not.toContain("secret");
    await configured.close();
  });
});
