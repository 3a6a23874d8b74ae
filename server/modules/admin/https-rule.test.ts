/**
 * Sign-in over plain HTTP at a server's address used to answer 200 with a Secure cookie
 * the browser dropped, and the page showed the form again without a word. Now it is refused with
 * a message saying sign-in needs HTTPS; HTTPS is read from X-Forwarded-Proto only from a trusted
 * proxy (TRUST_PROXY). Decision 030.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../../scripts/prove/lib/server-process";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { ADMIN_SESSION_PATH, ADMIN_STATS_PATH } from "../../../contracts/admin";
import { buildApp } from "../../app";
import { CSRF_HEADERS, TEST_ADMIN_TOKEN } from "../../test/admin-session";
import { testConfig } from "../../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { HTTPS_REQUIRED_MESSAGE, HTTPS_REQUIRED_REASON } from "./https-rule";

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabaseKinds()[0]!.open();
});
afterAll(() => database.close());

const signIn = (headers: Record<string, string>, remoteAddress = "127.0.0.1") => ({
  method: "POST" as const,
  url: ADMIN_SESSION_PATH,
  remoteAddress,
  headers: { ...CSRF_HEADERS, ...headers },
  payload: { token: TEST_ADMIN_TOKEN },
});
const refusal = { success: false, message: HTTPS_REQUIRED_MESSAGE, reason: HTTPS_REQUIRED_REASON, requestId: expect.any(String) };

describe("admin sign-in and HTTPS", () => {
  it("plain HTTP at a server's name or address is refused with the HTTPS message, on every admin path", async () => {
    const app = await buildApp(testConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN }), { database });
    onTestFinished(() => app.close());
    for (const host of ["creator.example", "203.0.113.5:5000", "[2001:db8::1]:5000"]) {
      const res = await app.inject(signIn({ host }));
      expect(res.statusCode, host).toBe(403);
      expect(res.json()).toEqual(refusal);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    const stats = await app.inject({ method: "GET", url: ADMIN_STATS_PATH, headers: { host: "creator.example" } });
    expect(stats.json()).toEqual(refusal);
    expect(HTTPS_REQUIRED_MESSAGE).toMatch(/^Sign-in needs HTTPS\. .*the README's Production section, under HTTPS, shows how/);
    // The section it names exists, with the HTTPS part inside it.
    const readme = readFileSync(path.join(REPO_ROOT, "README.md"), "utf8");
    const production = readme.indexOf("\n## Production\n");
    const next = readme.indexOf("\n## ", production + 1);
    expect(production).toBeGreaterThan(0);
    expect(readme.slice(production, next)).toContain("\n### HTTPS\n");
  });

  it("localhost over plain HTTP signs in with a cookie without Secure", async () => {
    const app = await buildApp(testConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN }), { database });
    onTestFinished(() => app.close());
    for (const host of ["localhost:5000", "127.0.0.1:5000", "[::1]:5000"]) {
      const res = await app.inject(signIn({ host }));
      expect(res.statusCode, host).toBe(200);
      expect(String(res.headers["set-cookie"])).not.toContain("Secure");
    }
  });

  it("X-Forwarded-Proto: https counts only from a trusted proxy; then the cookie is Secure", async () => {
    const forwarded = { host: "creator.example", "x-forwarded-proto": "https", "x-forwarded-for": "198.51.100.7" };
    const untrusted = await buildApp(testConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN }), { database });
    onTestFinished(() => untrusted.close());
    const forged = await untrusted.inject(signIn(forwarded, "10.0.0.9"));
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(refusal);

    const trusted = await buildApp(testConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN, TRUST_PROXY: "127.0.0.1" }), { database });
    onTestFinished(() => trusted.close());
    const viaProxy = await trusted.inject(signIn(forwarded, "127.0.0.1"));
    expect(viaProxy.statusCode).toBe(200);
    expect(String(viaProxy.headers["set-cookie"])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    // The same header from an address that is not the trusted proxy is the client's own: refused.
    const notTheProxy = await trusted.inject(signIn(forwarded, "10.0.0.9"));
    expect(notTheProxy.statusCode).toBe(403);
    // The trusted proxy saying plain http at a public name: refused too.
    const plain = await trusted.inject(signIn({ ...forwarded, "x-forwarded-proto": "http" }, "127.0.0.1"));
    expect(plain.json()).toEqual(refusal);
  });
});
