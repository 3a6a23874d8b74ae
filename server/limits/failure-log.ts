/**
 * One log line per store outage, not one per request: under load a store that is down fails every
 * request, and thousands of identical lines would bury everything else in the log.
 */
import type { FastifyBaseLogger } from "fastify";

export type StoreFailureLog = (err: unknown) => void;

/** Logs the first failure of an outage and then at most one line per `everyMs`. */
export function throttledFailureLog(log: FastifyBaseLogger, message: string, everyMs = 30_000, now = Date.now): StoreFailureLog {
  let last = -Infinity;
  let skipped = 0;
  return (err) => {
    const at = now();
    if (at - last < everyMs) {
      skipped++;
      return;
    }
    log.error({ err, failuresSinceLastLine: skipped }, message);
    last = at;
    skipped = 0;
  };
}
