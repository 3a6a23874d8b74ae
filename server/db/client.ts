/**
 * Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is
 * set (docs/decisions/002-pglite-default-postgres-to-scale.md). Migrations apply at open.
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { DurableNodeFS } from "./durable-node-fs";
import { withConnectionErrors } from "./pg-connection-errors";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  kind: DbKind;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Where errors of idle pooled connections go (PostgreSQL: a restart, a network cut). Until the
   * app sets its logger they go to stderr: never dropped.
   */
  onPoolError(listener: (err: Error) => void): void;
};

/**
 * Bounds on every PostgreSQL wait (docs/decisions/021), so a stalled database turns into quick 503s
 * instead of requests that hang and pile up: connecting (and waiting for a pooled connection),
 * one statement (enforced by the server, and by the client a second later for a server that
 * does not answer at all), and a transaction left idle.
 */
export type DbTimeouts = { connectMs: number; statementMs: number; idleInTransactionMs: number };

/**
 * PostgreSQL's application_name of the site's connections: the servers', and the operator
 * commands' (so a command can tell "a server is connected" from its own or an operator's psql).
 */
export const SERVER_APPLICATION_NAME = "creator-site";
export const COMMAND_APPLICATION_NAME = "creator-site-command";

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { connectMs: 3000, statementMs: 5000, idleInTransactionMs: 10_000 };

/** The client-side limit waits this much longer than the server's, so a live server's cancel wins. */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/** Any fixed number: instances starting together take turns applying migrations. */
const MIGRATION_LOCK_ID = 72_011_001;

export type DatabaseOptions = { databaseUrl?: string; dataDir: string; timeouts?: DbTimeouts; pgliteSync?: boolean; applicationName?: string };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.timeouts, { applicationName: opts.applicationName }) : openPglite(opts.dataDir, { sync: opts.pgliteSync });
}

/**
 * PGlite on DurableNodeFS (every write synced, docs/decisions/022-backups-and-durability.md), or
 * PGlite's own NodeFS with `sync: false` (PGLITE_SYNC=off). A new folder is created by NodeFS
 * (initdb through the synced filesystem takes about 25 s against 3 s) and synced once.
 */
async function newPglite(dataDir: string, sync: boolean): Promise<PGlite> {
  if (!sync) return new PGlite(dataDir);
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    const init = new PGlite(dataDir);
    await init.waitReady;
    await init.close();
    new DurableNodeFS(dataDir).syncEverything();
  }
  return new PGlite({ fs: new DurableNodeFS(dataDir) });
}

/** `dataDir` may be "memory://" for a throwaway database. */
export async function openPglite(dataDir: string, { sync = true }: { sync?: boolean | undefined } = {}): Promise<Database> {
  let unlock = () => {};
  if (!dataDir.startsWith("memory://")) {
    await mkdir(dataDir, { recursive: true });
    // PGlite itself would let a second process in (data-dir-lock.ts). If another process ever
    // takes the lock over, stopping (SIGTERM: a graceful shutdown) beats two writers on one folder.
    unlock = lockDataDir(dataDir, {
      onCompromised: (message) => {
        console.error(`${message} Stopping.`);
        process.kill(process.pid, "SIGTERM");
      },
    });
  }
  let client: PGlite;
  try {
    client = dataDir.startsWith("memory://") ? new PGlite(dataDir) : await newPglite(dataDir, sync);
  } catch (err) {
    unlock();
    throw err;
  }
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (err) {
    await client.close().catch(() => {});
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      await client.close();
      unlock();
    },
    onPoolError: () => {}, // in-process: no connections to lose
  };
}

export async function openPostgres(
  connectionString: string,
  timeouts: DbTimeouts = DEFAULT_DB_TIMEOUTS,
  { applicationName = SERVER_APPLICATION_NAME }: { applicationName?: string } = {},
): Promise<Database> {
  await migratePostgres(connectionString, timeouts, applicationName);
  const pool = new pg.Pool({
    connectionString,
    application_name: applicationName,
    max: 10,
    // Also bounds the wait for a free pooled connection, so requests cannot queue without end.
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_TIMEOUT_MARGIN_MS,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A peer that vanished without a FIN (a cut network) is noticed instead of waited on forever.
    keepAlive: true,
  });
  // An idle client's network error must not crash the process; it is logged, never dropped.
  let poolErrorListener = (err: Error) => console.error("database pool error:", err.message);
  pool.on("error", (err) => poolErrorListener(err));
  const db = drizzlePg(withConnectionErrors(pool), { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    onPoolError: (listener) => {
      poolErrorListener = listener;
    },
  };
}

/**
 * Applies migrations on a connection of its own: waiting for another instance's migration lock
 * may take longer than a statement may, so only the connect is bounded here.
 */
async function migratePostgres(connectionString: string, timeouts: DbTimeouts, applicationName: string): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectMs, application_name: applicationName });
  client.on("error", () => {}); // a broken connection also fails the pending query, which throws
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end().catch(() => {});
  }
}
