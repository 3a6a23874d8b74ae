/**
 * Redis for tests: the machine's Redis at 127.0.0.1:6379 when it answers (CI and these machines
 * run one), else the Redis variants are skipped with a printed reason. Tests share that Redis, so
 * each run counts under a random namespace of its own.
 */
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

export const TEST_REDIS_URL = "redis://127.0.0.1:6379";

let reachable: Promise<boolean> | undefined;

export function redisReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on("error", () => {});
    try {
      await probe.connect();
      await probe.ping();
      return true;
    } catch {
      console.warn(`Redis tests skipped: nothing answers at ${TEST_REDIS_URL}.`);
      return false;
    } finally {
      probe.disconnect();
    }
  })();
  return reachable;
}

export const testNamespace = () => `t${randomBytes(6).toString("hex")}:`;
