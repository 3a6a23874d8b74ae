/**
 * What one limit check costs in each store (decision 024): the chat quota's sliding-log `take` and
 * the fixed-window `hit` (lockout, model cap, bursts), one at a time (latency) and 32 in flight
 * (throughput), over distinct client keys. Memory always; PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a server (a fresh database is made and dropped); Redis at REDIS_URL or
 * 127.0.0.1:6379 when it answers. Loopback only.
 *
 *   npx tsx bench/limit-stores.ts
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPostgres } from "../server/db/client";
import type { LimitStore } from "../server/limits/limit-store";
import { createMemoryStore } from "../server/limits/memory-store";
import { createPostgresStore } from "../server/limits/postgres-store";
import { createRedisStore, redisClient, redisReady } from "../server/limits/redis-store";

const OPS = 2000;
const IN_FLIGHT = 32;

type Row = { store: string; op: string; meanUs: number; p99Us: number; perSecond: number };

async function measure(store: LimitStore, name: string, op: "take" | "hit"): Promise<Row> {
  const run = (i: number) => (op === "take" ? store.take(`bench:${i % 5000}`, 20, 600_000) : store.hit(`bench-hit:${i % 5000}`, 60_000));
  for (let i = 0; i < 200; i++) await run(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < OPS; i++) {
    const started = process.hrtime.bigint();
    await run(i);
    times.push(Number(process.hrtime.bigint() - started) / 1000);
  }
  times.sort((a, b) => a - b);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < OPS) await run(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    store: name,
    op,
    meanUs: Math.round(times.reduce((a, b) => a + b, 0) / times.length),
    p99Us: Math.round(times[Math.floor(times.length * 0.99)]!),
    perSecond: Math.round(OPS / seconds),
  };
}

async function main() {
  const rows: Row[] = [];
  const memory = createMemoryStore();
  rows.push(await measure(memory, "memory", "take"), await measure(memory, "memory", "hit"));

  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `bench_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    try {
      const store = createPostgresStore(database.db);
      rows.push(await measure(store, "postgres", "take"), await measure(store, "postgres", "hit"));
      // The same with WAL-logged tables, to show what UNLOGGED saves (decision 024).
      const tables = new pg.Client({ connectionString: url.toString() });
      await tables.connect();
      await tables.query("alter table limit_windows set logged; alter table limit_logs set logged");
      await tables.end();
      rows.push(await measure(store, "postgres, logged tables", "take"), await measure(store, "postgres, logged tables", "hit"));
      await store.close();
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else console.error("PostgreSQL skipped: set TEST_DATABASE_URL");

  const redis = redisClient({ url: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" });
  redis.on("error", () => {});
  if (await redisReady(redis)) {
    const store = createRedisStore(redis, `bench-${randomBytes(4).toString("hex")}:`);
    rows.push(await measure(store, "redis", "take"), await measure(store, "redis", "hit"));
  } else console.error("Redis skipped: nothing answers");
  redis.disconnect();

  console.log("| store | operation | mean (µs, one at a time) | p99 (µs) | per second (32 in flight) |");
  console.log("|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.store} | ${r.op} | ${r.meanUs} | ${r.p99Us} | ${r.perSecond} |`);
}

await main();
