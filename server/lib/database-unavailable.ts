/**
 * Database failures that mean "not now", not "bug": the database is unreachable, stalled (a
 * client-side timeout fired), restarting, or refused the work for a timeout or lack of resources.
 * The error mapper answers them with 503 and Retry-After instead of a 500, so a visitor and a
 * load balancer know to come back, and nothing waits without bound (docs/decisions/021).
 */
import { AppError } from "./errors";

export const DATABASE_UNAVAILABLE_MESSAGE = "The service is busy right now. Please try again in a moment.";
/** Seconds a client should wait before trying again: about the connect timeout plus a margin. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node socket errors seen when the database host is unreachable or the connection broke. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * SQLSTATE classes and codes: 08 connection exception, 53 insufficient resources (too many
 * connections), 57 operator intervention (57014 statement timeout, 57P01-57P03 shutdown or
 * start-up), 25P03 idle-in-transaction timeout.
 */
function isUnavailableSqlState(code: string): boolean {
  return /^(08|53|57)/.test(code) || code === "25P03";
}

/**
 * node-postgres's own connection failures (its timeouts, a connection cut mid-query) carry no code;
 * server/db/pg-connection-errors.ts re-raises them as this class where the driver meets the app, so
 * they are recognised by class, never by their message text.
 */
export class DatabaseConnectionError extends Error {
  override name = "DatabaseConnectionError";
  constructor(cause: Error) {
    super(`database connection failed: ${cause.message}`, { cause });
  }
}

/** The error and its causes (drizzle wraps the driver's error as `cause`), at most a few deep. */
function* chain(err: unknown): Generator<unknown> {
  let current = err;
  for (let depth = 0; depth < 5 && current; depth++) {
    yield current;
    current = current instanceof Error ? current.cause : undefined;
  }
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    if (!(e instanceof Error)) continue;
    const code = (e as { code?: unknown }).code;
    if (e instanceof DatabaseConnectionError) return true;
    if (typeof code === "string" && (SOCKET_CODES.has(code) || isUnavailableSqlState(code))) return true;
  }
  return false;
}

/** The typed 503 for a database that is not answering, or undefined for any other error. */
export function databaseUnavailableError(err: unknown): AppError | undefined {
  if (err instanceof AppError || !isDatabaseUnavailable(err)) return undefined;
  return new AppError("unavailable", DATABASE_UNAVAILABLE_MESSAGE, {
    headers: { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) },
    cause: err,
  });
}
