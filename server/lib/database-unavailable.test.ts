import { describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailableError, withTimeout } from "./database-unavailable";
import { AppError } from "./errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How drizzle hands a driver error on: wrapped, with the driver's error as `cause`. */
const wrapped = (cause: Error) => new Error("Failed query: select 1", { cause });

describe("databaseUnavailableError", () => {
  it.each<[string, Error]>([
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["the client's query timeout", wrapped(new Error("Query read timeout"))],
    ["a connection cut mid-query", wrapped(new Error("Connection terminated unexpectedly"))],
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
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
    ["an AppError", new AppError("not_found", "Not here")],
    ["a non-error", "text"],
  ])("leaves %s alone", (_label, err) => {
    expect(databaseUnavailableError(err)).toBeUndefined();
  });
});

describe("withTimeout", () => {
  it("rejects after the limit when the work never settles", async () => {
    await expect(withTimeout(new Promise(() => {}), 20, "ping")).rejects.toThrow("ping did not answer within 20 ms");
  });
  it("passes the value on when the work settles in time", async () => {
    await expect(withTimeout(Promise.resolve(7), 1000, "ping")).resolves.toBe(7);
  });
});
