/**
 * One contract, three stores: what the chat quota, the model cap, the sign-in lockout and the burst
 * limits rely on holds in memory, in PostgreSQL (TEST_DATABASE_URL) and in Redis (when one answers
 * at 127.0.0.1:6379). The shared stores are also tested as two instances would use them: two
 * stores over two connections, hit at the same time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../db/client";
import { redisReachable, TEST_REDIS_URL, testNamespace } from "../test/test-redis";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import type { LimitStore } from "./limit-store";
import { createMemoryStore } from "./memory-store";
import { createPostgresStore } from "./postgres-store";
import { createRedisStore, redisClient, redisReady } from "./redis-store";

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Pair = { a: LimitStore; b: LimitStore; close(): Promise<void> };

const postgres = testDatabaseKinds().find((k) => k.kind === "postgres");
const redisUp = await redisReachable();

const kinds: { name: string; open: () => Promise<Pair> }[] = [
  {
    name: "memory",
    // One process: both "instances" are the same store.
    open: async () => {
      const store = createMemoryStore();
      return { a: store, b: store, close: () => store.close() };
    },
  },
];
if (postgres) {
  kinds.push({
    name: "postgres",
    open: async () => {
      const first: TestDatabase = await postgres.open();
      const second = await openPostgres(first.url!); // another pool, as another instance has
      const a = createPostgresStore(first.db);
      const b = createPostgresStore(second.db);
      return {
        a,
        b,
        close: async () => {
          await a.close();
          await b.close();
          await second.close();
          await first.close();
        },
      };
    },
  });
}
if (redisUp) {
  kinds.push({
    name: "redis",
    open: async () => {
      const namespace = testNamespace();
      const clients = [redisClient({ url: TEST_REDIS_URL }), redisClient({ url: TEST_REDIS_URL })];
      for (const client of clients) expect(await redisReady(client)).toBe(true);
      const [a, b] = clients.map((client) => createRedisStore(client, namespace)) as [LimitStore, LimitStore];
      return { a, b, close: async () => void (await Promise.all([a.close(), b.close()])) };
    },
  });
}

describe.each(kinds)("limit store: $name", ({ open }) => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await open();
  });
  afterAll(() => pair.close());

  it("counts hits in a fixed window across both instances, and starts again after it", async () => {
    const { a, b } = pair;
    expect(await a.hit("w1", 400)).toMatchObject({ count: 1 });
    expect(await b.hit("w1", 400)).toMatchObject({ count: 2 });
    const third = await a.hit("w1", 400);
    expect(third.count).toBe(3);
    expect(third.ttlMs).toBeGreaterThan(0);
    expect(third.ttlMs).toBeLessThanOrEqual(400);
    expect(await b.peek("w1")).toMatchObject({ count: 3 });
    await wait(450);
    expect(await b.peek("w1")).toEqual({ count: 0, ttlMs: 0 });
    expect(await b.hit("w1", 400)).toMatchObject({ count: 1 });
  });

  it("forgets a key on reset, seen from the other instance", async () => {
    const { a, b } = pair;
    await a.hit("w2", 60_000);
    await a.hit("w2", 60_000);
    await b.reset("w2");
    expect(await a.peek("w2")).toEqual({ count: 0, ttlMs: 0 });
    expect(await a.hit("w2", 60_000)).toMatchObject({ count: 1 });
  });

  it("allows exactly max takes in a sliding window and says how long to wait", async () => {
    const { a, b } = pair;
    for (let i = 0; i < 3; i++) expect((await (i % 2 ? b : a).take("s1", 3, 60_000)).allowed).toBe(true);
    const refused = await b.take("s1", 3, 60_000);
    expect(refused.allowed).toBe(false);
    if (refused.allowed) return;
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it("lets a take leave the sliding window once it is older than the window", async () => {
    const { a, b } = pair;
    expect((await a.take("s2", 1, 300)).allowed).toBe(true);
    expect((await b.take("s2", 1, 300)).allowed).toBe(false);
    await wait(350);
    expect((await b.take("s2", 1, 300)).allowed).toBe(true);
  });

  it("gives back one released take, once", async () => {
    const { a, b } = pair;
    const first = await a.take("s3", 1, 60_000);
    if (!first.allowed) throw new Error("expected the first take to be allowed");
    await b.release("s3", first.token);
    await b.release("s3", first.token);
    expect((await b.take("s3", 1, 60_000)).allowed).toBe(true);
    expect((await a.take("s3", 1, 60_000)).allowed).toBe(false);
  });

  it("counts hits and takes sent at the same time to both instances exactly", async () => {
    const { a, b } = pair;
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit("c1", 60_000)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const takes = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).take("c2", 7, 60_000)));
    expect(takes.filter((t) => t.allowed)).toHaveLength(7);
  });
});

describe("memory store", () => {
  it("forgets the least recently used client once full, and keeps the busy ones", async () => {
    const store = createMemoryStore({ maxKeys: 3 });
    for (const key of ["a", "b", "c"]) await store.take(key, 1, 60_000);
    await store.take("a", 1, 60_000); // refused, but "a" is now the most recently used
    await store.take("d", 1, 60_000); // evicts "b", the least recently used
    expect((await store.take("a", 1, 60_000)).allowed).toBe(false);
    expect((await store.take("b", 1, 60_000)).allowed).toBe(true);
  });

  it("costs O(1) per new client when full: 100,000 distinct clients past a 50,000 bound in well under 5 s", async () => {
    // The map it replaces swept all 50,000 entries for each new client once full (about 8 ms each:
    // minutes for this loop).
    const store = createMemoryStore({ maxKeys: 50_000 });
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) await store.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 20, 600_000);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
