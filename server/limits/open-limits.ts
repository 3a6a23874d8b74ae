/**
 * Chooses where the limits live (decision 024): Redis when REDIS_URL is set, else PostgreSQL when
 * DATABASE_URL is set (all instances share it), else this process's memory (the embedded default
 * is one process). Returns the store the chat quota, model cap and sign-in lockout use, and the
 * options the burst limits' plugin is registered with.
 */
import type { RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { BURST_STORE_DOWN, sharedBurstStore } from "./burst-store";
import { throttledFailureLog } from "./failure-log";
import type { LimitStore } from "./limit-store";
import { createMemoryStore } from "./memory-store";
import { createPostgresStore } from "./postgres-store";
import { createRedisStore, redisClient, redisReady } from "./redis-store";

export type Limits = {
  store: LimitStore;
  /** For `app.register(rateLimit, ...)`; every route opts in with `config.rateLimit`. */
  burstOptions: RateLimitPluginOptions;
  close(): Promise<void>;
};

export type OpenLimitsOptions = {
  redisUrl: string | undefined;
  database: Database;
  log: FastifyBaseLogger;
  /** Keeps apart the counts of tests that share one Redis or database; empty in production. */
  namespace?: string;
};

export async function openLimits({ redisUrl, database, log, namespace = "" }: OpenLimitsOptions): Promise<Limits> {
  if (redisUrl) {
    const redis = redisClient({ url: redisUrl });
    const logDown = throttledFailureLog(log, `redis unreachable: ${BURST_STORE_DOWN}; chat model calls and admin sign-in are refused`);
    redis.on("error", logDown);
    redis.on("ready", () => log.info("redis connected: limits are shared"));
    if (!(await redisReady(redis))) log.error("redis not reachable at start: the server starts, and the limits fail as decision 024 says until it is");
    const store = createRedisStore(redis, namespace);
    return {
      store,
      // The plugin's own Redis store (the ecosystem's way), failing open when Redis does not answer.
      burstOptions: { global: false, redis, skipOnError: true, nameSpace: `limits:${namespace}burst:` },
      close: () => store.close(),
    };
  }
  if (database.kind === "postgres") {
    const logPrune = throttledFailureLog(log, "limits: pruning old windows failed");
    const store = createPostgresStore(database.db, { onPruneError: logPrune, namespace });
    const Store = sharedBurstStore(store, throttledFailureLog(log, `postgres: ${BURST_STORE_DOWN}`));
    return { store, burstOptions: { global: false, store: Store, skipOnError: true }, close: () => store.close() };
  }
  const store = createMemoryStore();
  return { store, burstOptions: { global: false }, close: () => store.close() };
}
