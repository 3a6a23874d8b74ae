/**
 * Limits shared through Redis (REDIS_URL). Each operation is one Lua script, so it is atomic on
 * the Redis server, and keys expire on their own (nothing to prune). Times are the Redis server's
 * clock (TIME), so instances agree on every window. The client never queues commands while it is
 * disconnected and gives up on a command after `commandTimeoutMs`: a limit asks, and when Redis is
 * down the answer is an error at once, which the caller turns into open or closed (decision 024).
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { KEY_PREFIX, type LimitStore, type SlidingTake, type WindowCount } from "./limit-store";

const NOW = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

const HIT = `${NOW}
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const TAKE = `${NOW}
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, tonumber(oldest[2]) + window - now}`;

export type RedisStoreOptions = { url: string; commandTimeoutMs?: number };

/** The client options every Redis use in this server shares (the burst limits' store too). */
export function redisClient({ url, commandTimeoutMs = 500 }: RedisStoreOptions): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: commandTimeoutMs,
    // Keep reconnecting (at most every 2 s) so the limits come back with Redis, without a restart.
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
}

/**
 * Resolves true once the client can take commands, false after `timeoutMs` (Redis down at start:
 * the server starts anyway, each limit fails its own way, and the client keeps reconnecting).
 */
export function redisReady(redis: Redis, timeoutMs = 2000): Promise<boolean> {
  if (redis.status === "ready") return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      redis.off("ready", onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on("ready", onReady);
  });
}

export function createRedisStore(redis: Redis, namespace = ""): LimitStore {
  const k = (key: string) => KEY_PREFIX + namespace + key;
  const ints = (reply: unknown) => (reply as (number | string)[]).map(Number) as [number, number];
  return {
    kind: "redis",
    async hit(key, windowMs): Promise<WindowCount> {
      const [count, ttlMs] = ints(await redis.eval(HIT, 1, k(key), windowMs));
      return { count, ttlMs };
    },
    async peek(key) {
      const [value, ttl] = await redis
        .multi()
        .get(k(key))
        .pttl(k(key))
        .exec()
        .then((r) =>
          (r ?? []).map(([err, v]) => {
            if (err) throw err;
            return v;
          }),
        );
      return value == null ? { count: 0, ttlMs: 0 } : { count: Number(value), ttlMs: Math.max(0, Number(ttl)) };
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async take(key, max, windowMs): Promise<SlidingTake> {
      const token = randomUUID();
      const [allowed, wait] = ints(await redis.eval(TAKE, 1, `${k(key)}:log`, windowMs, max, token));
      return allowed === 1 ? { allowed: true, token } : { allowed: false, retryAfterMs: Math.max(1, wait) };
    },
    async release(key, token) {
      await redis.zrem(`${k(key)}:log`, token);
    },
    async close() {
      redis.disconnect();
    },
  };
}
