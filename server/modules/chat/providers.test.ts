/**
 * POST /api/chat against fake model servers over real HTTP on loopback: the app listens on an
 * ephemeral port, the fake Gemini / OpenAI-compatible server on another.
 */
import { request } from "node:http";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CHAT_MAX_OUTPUT_TOKENS, CHAT_TEMPERATURE, type ChatMessage } from "../../../contracts/chat";
import { buildApp } from "../../app";
import { startFakeGemini, startFakeOpenAi, type FakeUpstream, type SeenRequest } from "../../test/fake-chat-upstreams";
import { testConfig } from "../../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { buildPersona } from "./persona";
import { MODEL_SHARE_REACHED } from "./model-budget";
import { CHAT_REPLY_CUT_SHORT } from "./service";

const KEY = "test-key-Zq81-never-leaves-the-server";

type Case = {
  name: string;
  start: () => Promise<FakeUpstream>;
  env: (url: string) => Record<string, string>;
  checkRequest: (req: SeenRequest) => void;
};

const conversation: ChatMessage[] = Array.from({ length: 9 }, (_, i) => ({
  role: i % 2 === 0 ? "user" : "assistant",
  content: `message ${i}`,
}));
const keptContents = conversation.slice(-7).map((m) => m.content);

const CASES: Case[] = [
  {
    name: "Gemini",
    start: startFakeGemini,
    env: (url) => ({ GEMINI_API_KEY: KEY, GEMINI_BASE_URL: url, GEMINI_MODEL: "gemini-2.5-flash" }),
    checkRequest: (req) => {
      expect(req.method).toBe("POST");
      expect(req.url).toBe("/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse");
      expect(req.headers["x-goog-api-key"]).toBe(KEY);
      const body = req.body as {
        systemInstruction: { parts: { text: string }[] };
        contents: { role: string; parts: { text: string }[] }[];
        generationConfig: Record<string, unknown>;
      };
      expect(body.systemInstruction.parts[0]?.text).toBe(buildPersona());
      expect(body.contents.map((c) => c.parts[0]?.text)).toEqual(keptContents);
      expect(body.contents.map((c) => c.role)).toEqual(["user", "model", "user", "model", "user", "model", "user"]);
      expect(body.generationConfig).toMatchObject({ temperature: CHAT_TEMPERATURE, maxOutputTokens: CHAT_MAX_OUTPUT_TOKENS });
      expect(body.generationConfig).toMatchObject({ temperature: 0.7, maxOutputTokens: 500 });
    },
  },
  {
    name: "OpenAI-compatible",
    start: startFakeOpenAi,
    env: (url) => ({ OPENAI_BASE_URL: url, OPENAI_API_KEY: KEY, OPENAI_MODEL: "llama3.2" }),
    checkRequest: (req) => {
      expect(req.method).toBe("POST");
      expect(req.url).toBe("/v1/chat/completions");
      expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
      const body = req.body as { model: string; stream: boolean; temperature: number; max_tokens: number; messages: ChatMessage[] };
      expect(body).toMatchObject({ model: "llama3.2", stream: true, temperature: 0.7, max_tokens: 500 });
      expect(body.messages[0]).toEqual({ role: "system", content: buildPersona() });
      expect(body.messages.slice(1).map((m) => m.content)).toEqual(keptContents);
    },
  },
];

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabaseKinds()[0]!.open();
});
afterAll(() => database.close());

describe.each(CASES)("chat through a fake $name server", ({ start, env, checkRequest }) => {
  let fake: FakeUpstream;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    fake = await start();
  });
  afterAll(() => fake.close());
  afterEach(async () => {
    await app?.close();
    app = undefined;
    fake.requests.length = 0;
  });

  async function serve(extra: Record<string, string> = {}): Promise<string> {
    app = await buildApp(testConfig({ ...env(fake.url), ...extra }), { database });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("no address");
    return `http://127.0.0.1:${address.port}/api/chat`;
  }

  const post = (url: string, messages: ChatMessage[] = [{ role: "user", content: "hi" }]) =>
    fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ messages }) });

  it("streams the model's reply to the browser as plain text, piece by piece", async () => {
    fake.behave({ kind: "stream", pieces: ["Namaste ", "gamer", "! GG"], delayMs: 150 });
    const res = await post(await serve());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const reads: string[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      reads.push(decoder.decode(value, { stream: true }));
    }
    expect(reads.join("")).toBe("Namaste gamer! GG");
    expect(reads.length).toBeGreaterThan(1);
  });

  it("sends the persona, the last 6 messages plus the new one, temperature 0.7 and 500 tokens, and the key only in a header", async () => {
    fake.behave({ kind: "stream", pieces: ["ok"] });
    const res = await post(await serve(), conversation);
    expect(await res.text()).toBe("ok");
    expect(fake.requests).toHaveLength(1);
    const seen = fake.requests[0]!;
    checkRequest(seen);
    expect(seen.url).not.toContain(KEY);
  });

  it.each([400, 401, 403, 429, 500, 503])("turns an upstream HTTP %i into a 502 with a clean message", async (status) => {
    const leak = `{"error":{"message":"API key ${KEY} rejected by ${fake.url}/internal trace id 42"}}`;
    fake.behave({ kind: "status", status, body: leak });
    const res = await post(await serve());
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: "The assistant is not available right now. Please try again in a moment.", requestId: expect.any(String) });
    for (const secret of [KEY, fake.url, "127.0.0.1", "trace id", "rejected"]) expect(text).not.toContain(secret);
  });

  it("gives up on an upstream that does not answer in time with a 502 and drops the call", async () => {
    fake.behave({ kind: "hang" });
    const url = await serve({ CHAT_TIMEOUT_MS: "300" });
    const started = Date.now();
    const res = await post(url);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ success: false, message: "The assistant took too long to answer. Please try again.", requestId: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(fake.requests[0]!.abandoned).resolves.toBeUndefined();
  });

  it("ends the reply with what arrived and says it was cut short when the upstream stalls after the first piece", async () => {
    fake.behave({ kind: "stall", first: "Half an ans" });
    // Long enough for the first piece to arrive on a busy machine, short enough for a test.
    const res = await post(await serve({ CHAT_TIMEOUT_MS: "2000" }));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(`Half an ans${CHAT_REPLY_CUT_SHORT}`);
    await expect(fake.requests[0]!.abandoned).resolves.toBeUndefined();
  });

  it("aborts the upstream call when the visitor disconnects", async () => {
    fake.behave({ kind: "stream", pieces: Array.from({ length: 50 }, (_, i) => `piece ${i} `), delayMs: 100 });
    const url = new URL(await serve());
    // A plain HTTP client that closes its socket, as a browser does when the tab goes away.
    const first = await new Promise<string>((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { "content-type": "application/json" } }, (res) => {
        res.once("data", (d: Buffer) => {
          resolve(d.toString("utf8"));
          req.destroy();
        });
      });
      req.on("error", reject);
      req.end(JSON.stringify({ messages: [{ role: "user", content: "hi" }] }));
    });
    expect(first).toContain("piece 0");
    const gone = await Promise.race([fake.requests[0]!.abandoned.then(() => "upstream dropped"), new Promise((r) => setTimeout(() => r("still running"), 3000))]);
    expect(gone).toBe("upstream dropped");
  });

  it("keeps one address that hangs up before every answer from spending the site's daily model calls", async () => {
    fake.behave({ kind: "hang" });
    const url = new URL(await serve({ CHAT_MODEL_CALLS_PER_DAY: "10" }));
    // Sends a message from `localAddress` and hangs up after `afterMs`, or returns the status if one came first.
    const hangUp = (afterMs: number) =>
      new Promise<number | "hung up">((resolve, reject) => {
        const req = request(
          { host: url.hostname, port: url.port, path: url.pathname, method: "POST", localAddress: "127.0.0.1", headers: { "content-type": "application/json" } },
          (res) => {
            resolve(res.statusCode ?? 0);
            res.resume();
          },
        );
        req.on("error", reject);
        req.end(JSON.stringify({ messages: [{ role: "user", content: "hi" }] }));
        setTimeout(() => {
          resolve("hung up");
          req.destroy();
        }, afterMs);
      });
    const outcomes = [];
    for (let i = 0; i < 12; i++) {
      outcomes.push(await hangUp(500));
      await fake.requests.at(-1)?.abandoned;
    }
    // The default share of 10 calls a day is 1 (a twentieth, at least one): the first call reached the model.
    expect(outcomes[0]).toBe("hung up");
    expect(outcomes.slice(1)).toEqual(Array(11).fill(429));
    expect(fake.requests).toHaveLength(1);

    const refused = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ messages: [{ role: "user", content: "hi" }] }) });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(MODEL_SHARE_REACHED);

    // Everyone else is still answered.
    fake.behave({ kind: "stream", pieces: ["still ", "here"] });
    const other = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: "POST", localAddress: "127.0.0.2", headers: { "content-type": "application/json" } },
        (res) => {
          let body = "";
          res.setEncoding("utf8").on("data", (d: string) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ messages: [{ role: "user", content: "hi" }] }));
    });
    expect(other).toEqual({ status: 200, body: "still here" });
  });

  it("does not count a message the model failed to answer against the quota", async () => {
    const url = await serve({ CHAT_QUOTA_MAX: "1" });
    fake.behave({ kind: "status", status: 500, body: "boom" });
    expect((await post(url)).status).toBe(502);
    fake.behave({ kind: "stream", pieces: ["back online"] });
    const ok = await post(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("back online");
    expect((await post(url)).status).toBe(429);
  });
});
