/**
 * node-postgres raises its own connection failures with no code: the pool's connect timeout, the
 * client's query_timeout, a connection that ended mid-query, a client left unqueryable after a
 * connection error. Only the message tells them apart, and messages are not an API. Server errors
 * carry a SQLSTATE (`pg.DatabaseError`) and socket errors Node's `err.code`; everything else that
 * comes out of the driver while it connects or runs a query is the driver failing to talk to the
 * database. So this wrapper, at the one place where the driver meets the app, re-raises exactly
 * those as a `DatabaseConnectionError`, a class the error mapper recognises without reading text.
 *
 * TypeErrors are left alone: node-postgres throws them for a call made wrongly (a bug, a 500).
 */
import type pg from "pg";
import pgRuntime from "pg";
import { DatabaseConnectionError } from "../lib/database-unavailable";

function isDriverConnectionFailure(err: unknown): err is Error {
  if (!(err instanceof Error) || err instanceof TypeError || err instanceof pgRuntime.DatabaseError) return false;
  return typeof (err as { code?: unknown }).code !== "string";
}

function reraise(err: unknown): never {
  throw isDriverConnectionFailure(err) ? new DatabaseConnectionError(err) : err;
}

/** Passes a promise's rejection through `reraise`; a callback-style call (no promise) is left as it is. */
function guarded<T>(result: T): T {
  return result instanceof Promise ? (result.catch(reraise) as T) : result;
}

/** `target` with `query` (and, for a pool, `connect`) guarded; everything else is the object's own. */
function guard<T extends pg.Pool | pg.PoolClient>(target: T): T {
  return new Proxy(target, {
    get(object, key) {
      if (key === "query") return (...args: unknown[]) => guarded((object.query as (...a: unknown[]) => unknown)(...args));
      if (key === "connect" && object instanceof pgRuntime.Pool) {
        // Drizzle checks a client out for a transaction with the promise form; a callback call is left as it is.
        return (...args: unknown[]) => (args.length > 0 ? (object.connect as (...a: unknown[]) => unknown)(...args) : object.connect().then(guard, reraise));
      }
      const value: unknown = Reflect.get(object, key, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

/** The pool for Drizzle: its queries and checked-out clients raise connection failures as a class. */
export function withConnectionErrors(pool: pg.Pool): pg.Pool {
  return guard(pool);
}
