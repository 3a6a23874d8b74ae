/**
 * The fast version of `npm run prove`'s contention part (scripts/prove/
 * contention.ts): concurrent requests that forge client-address headers never make new clients.
 * vip-and-proxy.test.ts covers one forged header and a hop-count proxy; this adds concurrency,
 * the other address headers, and a proxy trusted by address (TRUST_PROXY as an IP list) that
 * appends the peer it saw, as nginx's $proxy_add_x_forwarded_for does.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { vipLimitMessage } from "../../../contracts/likes";
import { siteConfig } from "../../../site.config";
import { sentAnswer, startFakeLikesUpstream, type FakeLikesUpstream } from "../../test/fake-likes-upstream";
import { likesApp, uniqueSource } from "../../test/likes-harness";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";

const PROXY = "10.250.0.1";

const tally = (statuses: number[]) => ({ ok: statuses.filter((s) => s === 200).length, limited: statuses.filter((s) => s === 429).length });

describe.each(testDatabaseKinds())("forged client-address headers on $kind", ({ open }) => {
  let database: TestDatabase;
  let upstream: FakeLikesUpstream;
  const src = uniqueSource(12);

  beforeAll(async () => {
    database = await open();
    // Slow enough that the concurrent requests overlap while the first one is pending.
    upstream = await startFakeLikesUpstream((r) => ({ ...sentAnswer(r.uid), delayMs: 30 }));
  });
  afterAll(async () => {
    await upstream.close();
    await database.close();
  });

  it("TRUST_PROXY off: 40 concurrent requests, each forging a different address header, get exactly 1 success", async () => {
    const { app, post } = await likesApp(database, { LIKES_API_URL: upstream.pathTemplate });
    onTestFinished(() => app.close());
    const ip = src.ip();
    const forgeries = (i: number): Record<string, string> => {
      const fake = `203.0.113.${i + 1}`;
      return [{ "x-forwarded-for": fake }, { "x-real-ip": fake }, { forwarded: `for=${fake}` }, { "cf-connecting-ip": fake }, { "true-client-ip": fake }][i % 5]!;
    };
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => post({ uid: src.uid(), region: "ind" }, { ip, headers: forgeries(i) })));
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ ok: 1, limited: 39 });
  });

  describe("behind a proxy trusted by address (TRUST_PROXY=<proxy IP>) that appends the peer it saw", () => {
    const viaProxy = (clientSent: string | undefined, client: string) => ({
      ip: PROXY,
      headers: { "x-forwarded-for": clientSent ? `${clientSent}, ${client}` : client },
    });

    it("each distinct client gets its own free use, whatever it prepends", async () => {
      const { app, post } = await likesApp(database, { LIKES_API_URL: upstream.pathTemplate, TRUST_PROXY: PROXY });
      onTestFinished(() => app.close());
      const clients = Array.from({ length: 10 }, () => src.ip());
      const first = await Promise.all(clients.map((c) => post({ uid: src.uid(), region: "ind" }, viaProxy("198.51.100.7", c))));
      expect(tally(first.map((r) => r.statusCode))).toEqual({ ok: 10, limited: 0 });
      const again = await Promise.all(clients.map((c, i) => post({ uid: src.uid(), region: "ind" }, viaProxy(`192.0.2.${i + 1}`, c))));
      expect(tally(again.map((r) => r.statusCode))).toEqual({ ok: 0, limited: 10 });
      expect(again[0]!.json().message).toBe(vipLimitMessage(siteConfig.telegramHandle));
    });

    it("one client sending 30 concurrent requests with 30 spoofed prefixes gets exactly 1 success", async () => {
      const { app, post } = await likesApp(database, { LIKES_API_URL: upstream.pathTemplate, TRUST_PROXY: PROXY });
      onTestFinished(() => app.close());
      const client = src.ip();
      const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => post({ uid: src.uid(), region: "ind" }, viaProxy(`192.0.2.${i + 1}, 10.0.0.${i + 1}`, client))));
      expect(tally(responses.map((r) => r.statusCode))).toEqual({ ok: 1, limited: 29 });
    });

    it("a request that bypasses the proxy is keyed by its own socket address, X-Forwarded-For ignored", async () => {
      const { app, post } = await likesApp(database, { LIKES_API_URL: upstream.pathTemplate, TRUST_PROXY: PROXY });
      onTestFinished(() => app.close());
      const direct = src.ip();
      const a = await post({ uid: src.uid(), region: "ind" }, { ip: direct, headers: { "x-forwarded-for": "198.51.100.20" } });
      const b = await post({ uid: src.uid(), region: "ind" }, { ip: direct, headers: { "x-forwarded-for": "198.51.100.21" } });
      expect([a.statusCode, b.statusCode]).toEqual([200, 429]);
    });
  });
});
