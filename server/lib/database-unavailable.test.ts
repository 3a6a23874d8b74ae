import { describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE, DatabaseConnectionError, databaseUnavailableError } from "./database-unavailable";
import { AppError } from "./errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How drizzle hands a driver error on: wrapped, with the driver's error as `cause`. */
const wrapped = (cause: Error) => new Error("Failed query: select 1", { cause });
/** How server/db/pg-connection-errors.ts hands on node-postgres's own code-less connection failures. */
const driverFailure = (message: string) => new DatabaseConnectionError(new Error(message));

describe("databaseUnavailableError", () => {
  it.each<[string, Error]>([
    ["the pool's connect timeout", driverFailure("timeout exceeded when trying to connect")],
    ["the client's query timeout", wrapped(driverFailure("Query read timeout"))],
    ["a connection cut mid-query", wrapped(driverFailure("Connection terminated unexpectedly"))],
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", wrapped(withCode("read ECONNRESET", "ECONNRESET"))],
    ["a write to a closed socket", withCode("write EPIPE", "EPIPE")],
    ["a host that does not answer", withCode("connect ETIMEDOUT 10.0.0.1:5432", "ETIMEDOUT")],
    ["a connection failure (08006)", wrapped(withCode("connection failure", "08006"))],
    ["a server starting up (57P03)", withCode("the database system is starting up", "57P03")],
    ["a server in crash recovery (57P02)", withCode("terminating connection because of crash of another server process", "57P02")],
    ["an idle transaction timed out (25P03)", wrapped(withCode("terminating connection due to idle-in-transaction timeout", "25P03"))],
    ["the server's statement timeout (57014)", wrapped(withCode("canceling statement due to statement timeout", "57014"))],
    ["a server shutting down (57P01)", withCode("terminating connection due to administrator command", "57P01")],
    ["too many connections (53300)", withCode("sorry, too many clients already", "53300")],
  ])("maps %s to a 503 with Retry-After", (_label, err) => {
    const mapped = databaseUnavailableError(err);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped?.status).toBe(503);
    expect(mapped?.publicMessage).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    expect(mapped?.options.headers).toEqual({ "retry-after": "5" });
  });

  it.each<[string, unknown]>([
    ["a unique violation", wrapped(withCode("duplicate key value", "23505"))],
    ["a syntax error (a bug, stays a 500)", withCode("syntax error", "42601")],
    ["a plain error", new Error("boom")],
    // The texts node-postgres uses, without the class: text alone no longer decides.
    ["node-postgres's timeout text on an error of the app's own", new Error("timeout exceeded when trying to connect")],
    ["an AppError", new AppError("not_found", "Not here")],
    ["a non-error", "text"],
  ])("leaves %s alone", (_label, err) => {
    expect(databaseUnavailableError(err)).toBeUndefined();
  });
});
