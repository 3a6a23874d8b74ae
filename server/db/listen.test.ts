/**
 * The LISTEN connection on a real PostgreSQL: it hands over each notification's payload, comes back
 * by itself when the server cuts it (and says so, since what was sent meanwhile was missed), and
 * leaves nothing listening once closed.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { listenWithReconnect } from "./listen";

const postgres = testDatabaseKinds().find((k) => k.kind === "postgres");
const CHANNEL = "listen_test";
const quiet = { info: vi.fn(), warn: vi.fn() };

/** Polls for up to 3 s. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > 3000) throw new Error("not seen within 3 s");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.runIf(postgres)("listenWithReconnect (PostgreSQL)", () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  const listeningBackends = async () =>
    (
      await pool.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and query ilike $1 and pid <> pg_backend_pid()", [`listen ${CHANNEL}`])
    ).rows.map((row) => row.pid);

  beforeAll(async () => {
    database = await postgres!.open();
    pool = new pg.Pool({ connectionString: database.url });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.close();
  });

  it("receives the next NOTIFY after its connection is cut and it has reconnected", async () => {
    const payloads: string[] = [];
    let reconnects = 0;
    const warn = vi.fn();
    const listening = await listenWithReconnect({
      pool,
      channel: CHANNEL,
      onPayload: (payload) => payloads.push(payload),
      onReconnect: () => reconnects++,
      log: { info: vi.fn(), warn },
      name: "test",
      reconnectMs: { min: 20, max: 100 },
    });
    try {
      await pool.query("select pg_notify($1, $2)", [CHANNEL, "before"]);
      await until(() => payloads.length === 1);
      expect(payloads).toEqual(["before"]);

      const [pid, ...others] = await listeningBackends();
      expect(others).toEqual([]);
      await pool.query("select pg_terminate_backend($1)", [pid]);
      await until(() => reconnects === 1);
      expect(warn.mock.calls.map((call) => call[1])).toEqual(["test: lost the LISTEN connection; reconnecting"]);
      const [back] = await listeningBackends();
      expect(back).toBeDefined();
      expect(back).not.toBe(pid);

      await pool.query("select pg_notify($1, $2)", [CHANNEL, "after"]);
      await pool.query("select pg_notify($1, '')", [CHANNEL]);
      await until(() => payloads.length === 3);
      expect(payloads).toEqual(["before", "after", ""]);
    } finally {
      await listening.close();
    }
    await until(async () => (await listeningBackends()).length === 0);
    expect(reconnects).toBe(1);
  });

  it("refuses a channel name that is not a plain identifier, before connecting", async () => {
    await expect(listenWithReconnect({ pool, channel: "x; drop table runs", onPayload: () => {}, onReconnect: () => {}, log: quiet, name: "test" })).rejects.toThrow(
      "not a plain channel name",
    );
  });
});
