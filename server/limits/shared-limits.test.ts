/**
 * Every limit that must hold across instances, tested on two app instances sharing one store:
 * PostgreSQL (TEST_DATABASE_URL: two pools on one database, as two processes have) and Redis (when
 * one answers at 127.0.0.1:6379). With N instances a visitor still gets one chat quota and an
 * attacker one set of sign-in guesses. Then the store-down rules (decision 024), with a Redis
 * address where nothing listens: bursts and the chat quota fail open; the model cap and sign-in
 * fail closed.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_CSRF_HEADER, ADMIN_MESSAGES, ADMIN_SESSION_PATH } from "../../contracts/admin";
import { buildApp } from "../app";
import { openPostgres, type Database } from "../db/client";
import { MODEL_CAP_REACHED, MODEL_CAP_UNAVAILABLE } from "../modules/chat/model-budget";
import { quotaMessage } from "../modules/chat/routes";
import { TOOL_USAGE_BURST } from "../modules/tool-usage/routes";
import { startFakeGemini, type FakeUpstream } from "../test/fake-chat-upstreams";
import { testConfig } from "../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { redisReachable, TEST_REDIS_URL, testNamespace } from "../test/test-redis";
import { COUNTER_POST } from "../test/counter-post";

const TOKEN = "shared-limits-admin-token-0123456789";
const CHAT_MAX = 3;

type Databases = { first: Database; second: Database; close(): Promise<void> };
type Setup = { env: Record<string, string>; databases: () => Promise<Databases> };

const postgres = testDatabaseKinds().find((k) => k.kind === "postgres");
const setups: [string, Setup][] = [];
if (postgres) {
  setups.push([
    "postgres",
    {
      env: {},
      databases: async () => {
        const first: TestDatabase = await postgres.open();
        const second = await openPostgres(first.url!);
        return {
          first,
          second,
          close: async () => {
            await second.close();
            await first.close();
          },
        };
      },
    },
  ]);
}
if (await redisReachable()) {
  setups.push([
    "redis",
    {
      env: { REDIS_URL: TEST_REDIS_URL },
      // Each instance has a database of its own here: only Redis is shared, and the limits still hold.
      databases: async () => {
        const pglite = testDatabaseKinds()[0]!;
        const [first, second] = await Promise.all([pglite.open(), pglite.open()]);
        return {
          first,
          second,
          close: async () => {
            await first.close();
            await second.close();
          },
        };
      },
    },
  ]);
}

const chat = (app: FastifyInstance, ip: string) =>
  app.inject({ method: "POST", url: "/api/chat", remoteAddress: ip, payload: { messages: [{ role: "user", content: "How do I get free likes?" }] } });
const signIn = (app: FastifyInstance, ip: string, token: string) =>
  app.inject({ method: "POST", url: ADMIN_SESSION_PATH, remoteAddress: ip, headers: { [ADMIN_CSRF_HEADER]: "1" }, payload: { token } });
const toolUse = (app: FastifyInstance, ip: string) => app.inject({ ...COUNTER_POST, url: "/api/tool-usage/uid-generator", remoteAddress: ip });

describe.each(setups)("limits shared by two instances: %s", (_name, setup) => {
  let dbs: Databases;
  let apps: [FastifyInstance, FastifyInstance];
  let paid: [FastifyInstance, FastifyInstance];
  let gemini: FakeUpstream;
  beforeAll(async () => {
    dbs = await setup.databases();
    gemini = await startFakeGemini();
    gemini.behave({ kind: "stream", pieces: ["Hi ", "there"] });
    const env = { ...setup.env, ADMIN_TOKEN: TOKEN, CHAT_QUOTA_MAX: String(CHAT_MAX) };
    const namespace = testNamespace();
    apps = [
      await buildApp(testConfig(env), { database: dbs.first, limitsNamespace: namespace }),
      await buildApp(testConfig(env), { database: dbs.second, limitsNamespace: namespace }),
    ];
    const paidEnv = { ...env, GEMINI_API_KEY: "k", GEMINI_BASE_URL: gemini.url, CHAT_MODEL_CALLS_PER_DAY: "2" };
    const paidNamespace = testNamespace();
    paid = [
      await buildApp(testConfig(paidEnv), { database: dbs.first, limitsNamespace: paidNamespace }),
      await buildApp(testConfig(paidEnv), { database: dbs.second, limitsNamespace: paidNamespace }),
    ];
  });
  afterAll(async () => {
    await Promise.all([...(apps ?? []), ...(paid ?? [])].map((app) => app.close()));
    await gemini?.close();
    await dbs?.close();
  });

  it(`answers exactly CHAT_QUOTA_MAX (${CHAT_MAX}) of one client's messages spread over both, the rest 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await chat(apps[i % 2]!, "203.0.113.10")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    const refused = await chat(apps[1], "203.0.113.10");
    expect(refused.json().message).toBe(quotaMessage(CHAT_MAX, 600_000, Number(refused.headers["retry-after"])));
    expect((await chat(apps[1], "203.0.113.11")).statusCode).toBe(200);
  });

  it("locks sign-in after 5 wrong tokens in total over both, even for the right token", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn(apps[i % 2]!, "203.0.113.20", "wrong")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const right = await signIn(apps[0], "203.0.113.20", TOKEN);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(ADMIN_MESSAGES.tooManyFailures);
    expect((await signIn(apps[1], "203.0.113.21", TOKEN)).statusCode).toBe(200);
  });

  it("counts wrong tokens sent at the same time to both exactly: 5 are checked, the rest locked", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(apps[i % 2]!, "2001:db8:77::1", "wrong")));
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
  });

  it("caps paid model calls per day for the site: the third of three clients is told to come back tomorrow", async () => {
    expect((await chat(paid[0], "198.51.100.1")).statusCode).toBe(200);
    expect((await chat(paid[1], "198.51.100.2")).statusCode).toBe(200);
    const capped = await chat(paid[0], "198.51.100.3");
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(MODEL_CAP_REACHED);
    expect(Number(capped.headers["retry-after"])).toBeGreaterThan(0);
    expect(gemini.requests).toHaveLength(2);
  });

  it("counts a burst limit per client in total, not per instance", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < TOOL_USAGE_BURST.max + 2; i++) statuses.push((await toolUse(apps[i % 2]!, "203.0.113.30")).statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(TOOL_USAGE_BURST.max);
    expect(statuses.slice(TOOL_USAGE_BURST.max)).toEqual([429, 429]);
  });
});

describe("limits when the shared store is down", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let paid: FastifyInstance;
  let gemini: FakeUpstream;
  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    gemini = await startFakeGemini();
    gemini.behave({ kind: "stream", pieces: ["Hi"] });
    // Nothing listens on port 1: every command fails at once (no offline queue).
    const env = { REDIS_URL: "redis://127.0.0.1:1", ADMIN_TOKEN: TOKEN, CHAT_QUOTA_MAX: "1" };
    app = await buildApp(testConfig(env), { database });
    paid = await buildApp(testConfig({ ...env, GEMINI_API_KEY: "k", GEMINI_BASE_URL: gemini.url }), { database });
  });
  afterAll(async () => {
    await Promise.all([app?.close(), paid?.close()]);
    await gemini?.close();
    await database?.close();
  });

  it("burst limits fail open: every request goes through, none is a 5xx", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < TOOL_USAGE_BURST.max + 3; i++) statuses.add((await toolUse(app, "203.0.113.40")).statusCode);
    expect([...statuses]).toEqual([204]);
  });

  it("the chat quota fails open for the free built-in assistant", async () => {
    expect((await chat(app, "203.0.113.41")).statusCode).toBe(200);
    expect((await chat(app, "203.0.113.41")).statusCode).toBe(200);
  });

  it("the model cap fails closed: 503 with Retry-After and no model call", async () => {
    const res = await chat(paid, "203.0.113.42");
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.json().message).toBe(MODEL_CAP_UNAVAILABLE);
    expect(gemini.requests).toHaveLength(0);
  });

  it("sign-in fails closed: 503 with Retry-After, even for the right token", async () => {
    const res = await signIn(app, "203.0.113.43", TOKEN);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.json().message).toBe(ADMIN_MESSAGES.signInUnavailable);
  });
});
