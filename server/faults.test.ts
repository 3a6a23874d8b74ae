/**
 * Faults, fast: the likes provider and the chat model (Gemini and OpenAI dialects) made
 * to hang, reset, answer 5xx, send garbage, truncated, wrong-shaped, HTML or huge answers, or drip
 * them. Every visitor request gets a clear answer within the timeout plus 1 s, a likes failure
 * never costs the daily use, and the upstream's own words never reach the visitor. The matrix with
 * timings over real HTTP is scripts/prove/faults.ts.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { CHAT_REPLY_CUT_SHORT, CHAT_UPSTREAM_FAILED, CHAT_UPSTREAM_TIMEOUT } from "./modules/chat/service";
import { CHAT_GOOD_TEXT, chatGoodAnswer, FAULT_MODES, LIKES_GOOD_ANSWER, startFaultUpstream, type FaultUpstream } from "./test/fault-upstream";
import { uniqueSource } from "./test/likes-harness";
import { testConfig } from "./test/test-config";
import { testDatabaseKinds, type TestDatabase } from "./test/test-databases";

const LIKES_TIMEOUT_MS = 1000;
const CHAT_TIMEOUT_MS = 1000;
const GRACE_MS = 1000;

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabaseKinds()[0]!.open();
});
afterAll(() => database.close());

describe("likes provider faults", () => {
  let upstream: FaultUpstream;
  let app: FastifyInstance;
  const source = uniqueSource(71);

  beforeAll(async () => {
    upstream = await startFaultUpstream(LIKES_GOOD_ANSWER);
    app = await buildApp(testConfig({ LIKES_API_URL: `${upstream.origin}/like?uid={uid}&region={region}`, LIKES_TIMEOUT_MS: String(LIKES_TIMEOUT_MS) }), { database });
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  const post = (uid: string, ip: string) =>
    app.inject({ method: "POST", url: "/api/ff-likes", remoteAddress: ip, headers: { "content-type": "application/json" }, payload: { uid, region: "ind" } });

  it.each(FAULT_MODES)("%s: answers 502 with a clear message in time, and the same visitor succeeds once the provider recovers", async (mode) => {
    const ip = source.ip();
    const uid = source.uid();
    upstream.setMode(mode);
    const started = Date.now();
    const res = await post(uid, ip);
    const ms = Date.now() - started;
    expect(res.statusCode).toBe(502);
    const body = res.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/likes service .* Your free use for today was not counted\.$/);
    expect(res.body).not.toContain("sk-upstream-secret");
    expect(ms).toBeLessThan(LIKES_TIMEOUT_MS + GRACE_MS);

    upstream.setMode("ok");
    const again = await post(uid, ip);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, likesAdded: 100 });
  });
});

describe.each(["gemini", "openai"] as const)("chat model faults (%s dialect)", (dialect) => {
  let upstream: FaultUpstream;
  let app: FastifyInstance;
  let client = 0;

  beforeAll(async () => {
    upstream = await startFaultUpstream(chatGoodAnswer(dialect));
    const env: Record<string, string> =
      dialect === "gemini"
        ? { GEMINI_API_KEY: "fault-test-key-0123", GEMINI_BASE_URL: upstream.origin }
        : { OPENAI_BASE_URL: `${upstream.origin}/v1`, OPENAI_MODEL: "fault-model" };
    app = await buildApp(testConfig({ ...env, CHAT_TIMEOUT_MS: String(CHAT_TIMEOUT_MS) }), { database });
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  const post = () =>
    app.inject({
      method: "POST",
      url: "/api/chat",
      remoteAddress: `10.72.0.${++client}`,
      headers: { "content-type": "application/json" },
      payload: { messages: [{ role: "user", content: "hi" }] },
    });

  it("streams a good answer whole (the fault server's baseline)", async () => {
    upstream.setMode("ok");
    const res = await post();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(CHAT_GOOD_TEXT);
  });

  it.each(FAULT_MODES)("%s: the visitor gets a clear message in time, never the upstream's words", async (mode) => {
    upstream.setMode(mode);
    const started = Date.now();
    const res = await post();
    const ms = Date.now() - started;
    expect(ms).toBeLessThan(CHAT_TIMEOUT_MS + GRACE_MS);
    expect(res.body).not.toContain("sk-upstream-secret");
    if (res.statusCode === 200) {
      // Text had started: the visitor keeps what came, and is told the reply was cut short.
      expect(res.body.startsWith("Namaste ")).toBe(true);
      expect(res.body.endsWith(CHAT_REPLY_CUT_SHORT)).toBe(true);
    } else {
      expect(res.statusCode).toBe(502);
      expect([CHAT_UPSTREAM_FAILED, CHAT_UPSTREAM_TIMEOUT]).toContain(res.json<{ message: string }>().message);
    }
  });
});
