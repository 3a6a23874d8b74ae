import net from "node:net";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseConnectionError, databaseUnavailableError } from "../lib/database-unavailable";
import { withConnectionErrors } from "./pg-connection-errors";

/** A TCP server on a free port that does `onSocket` with every connection (no PostgreSQL behind it). */
async function fakeServer(onSocket: (socket: net.Socket) => void): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function poolAgainst(onSocket: (socket: net.Socket) => void, options: pg.PoolConfig = {}) {
  const server = await fakeServer(onSocket);
  const pool = new pg.Pool({ host: "127.0.0.1", port: server.port, user: "test", database: "test", ...options });
  pool.on("error", () => {}); // the failures under test are also reported here; the rejections are what is checked
  cleanups.push(server.close, () => pool.end().catch(() => {}));
  return withConnectionErrors(pool);
}

describe("withConnectionErrors (node-postgres's code-less failures as a class)", () => {
  it("turns a connection the server drops during the handshake into a 503, recognised by class", async () => {
    const pool = await poolAgainst((socket) => socket.destroy());
    const err = await pool.query("select 1").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseConnectionError);
    expect((err as Error).cause).toMatchObject({ message: "Connection terminated unexpectedly" });
    expect(databaseUnavailableError(err)?.status).toBe(503);
  });

  it("turns the connect timeout of a server that never answers into a 503, for a query and a checkout", async () => {
    const pool = await poolAgainst(() => {}, { connectionTimeoutMillis: 100 });
    const fromQuery = await pool.query("select 1").catch((e: unknown) => e);
    const fromCheckout = await pool.connect().catch((e: unknown) => e);
    for (const err of [fromQuery, fromCheckout]) {
      expect(err).toBeInstanceOf(DatabaseConnectionError);
      expect(databaseUnavailableError(err)?.status).toBe(503);
    }
  });

  it("leaves a socket error with its Node code as it is (it is recognised by the code)", async () => {
    const closed = await fakeServer(() => {});
    const port = closed.port;
    await closed.close(); // nothing listens on the port any more
    const pool = new pg.Pool({ host: "127.0.0.1", port, user: "test", database: "test" });
    cleanups.push(() => pool.end().catch(() => {}));
    const err = await withConnectionErrors(pool)
      .query("select 1")
      .catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(DatabaseConnectionError);
    expect(err).toMatchObject({ code: "ECONNREFUSED" });
    expect(databaseUnavailableError(err)?.status).toBe(503);
  });

  it("passes a server error (SQLSTATE) and a wrong call (TypeError) through unchanged, so a bug stays a 500", async () => {
    const serverError = Object.assign(new pg.DatabaseError("duplicate key value", 0, "error"), { code: "23505" });
    const wrongCall = new TypeError("Client was passed a null or undefined query");
    for (const thrown of [serverError, wrongCall]) {
      const fake = Object.assign(Object.create(pg.Pool.prototype) as pg.Pool, { query: () => Promise.reject(thrown) });
      const err = await withConnectionErrors(fake)
        .query("select 1")
        .catch((e: unknown) => e);
      expect(err).toBe(thrown);
      expect(databaseUnavailableError(err)).toBeUndefined();
    }
  });

  it("guards the queries of a client checked out for a transaction", async () => {
    const cut = new Error("Connection terminated unexpectedly");
    const client = { query: () => Promise.reject(cut), release: () => {} } as unknown as pg.PoolClient;
    const fake = Object.assign(Object.create(pg.Pool.prototype) as pg.Pool, { connect: () => Promise.resolve(client) });
    const checkedOut = await withConnectionErrors(fake).connect();
    const err = await checkedOut.query("begin").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseConnectionError);
    expect((err as Error).cause).toBe(cut);
    expect(() => checkedOut.release()).not.toThrow();
  });
});
