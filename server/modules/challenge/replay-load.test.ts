/**
 * Replays never stall the site: while 8 of the most expensive valid logs the server accepts (a
 * 72,000-tick Breakout run that never ends, about 900 KB each) are being checked, the liveness
 * route keeps answering, measured over real HTTP on a listening server with probes sent on a fixed
 * schedule. Bounded: at most 600 health requests per measurement and 3 measurements, and probing
 * stops when the 8 answers are in.
 *
 * The bar here is what tells a replay off the request thread from one on it, with room for a CI
 * machine busy with other work: one of these logs takes 400-700 ms to parse and replay, so eight
 * of them on the request thread put most probes behind seconds of stall (p95 well over 250 ms).
 * The site's own target, p95 under 50 ms, is measured on a quiet machine by `npm run prove`
 * (scripts/prove/challenge.ts), as timings belong in a benchmark, not in a test.
 */
import type { AddressInfo } from "node:net";
import { request } from "node:http";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { challengeSuite, deviceKey, testClock, thisMorningUtc } from "../../test/challenge-harness";
import { endlessBreakoutLog } from "../../test/challenge-logs";
import { testDatabaseKinds } from "../../test/test-databases";
import { VERIFY_BUSY_MESSAGE, VERIFY_THREADS } from "./verify-pool";

const REPLAYS = 8;
/** One device sends every run (under one name): the replays, not the attempts, are measured. */
const LOADER = deviceKey("loader");
/** REPLAY_LOAD_P95_MS: `npm run prove` runs this file with the site's own target (50 ms). */
const P95_LIMIT_MS = Number(process.env.REPLAY_LOAD_P95_MS ?? 250);
const MAX_PROBES = 600;
const PROBE_GAP_MS = 10;
const ATTEMPTS = 3;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

describe("replays under load", () => {
  // 01:00 UTC today: each measurement moves the clock 20 minutes on, never past midnight.
  const h = challengeSuite(testDatabaseKinds()[0]!.open, { clock: testClock(thisMorningUtc()), env: { CHALLENGE_ATTEMPTS_PER_DAY: "100" } });
  let base: string;
  beforeAll(async () => {
    await h.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  });

  /**
   * One request on a connection of its own (no keep-alive: a pooled connection the server closed
   * while idle, during the seconds the logs take to make, would fail the request instead).
   */
  const send = (method: "GET" | "POST", path: string, body?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${base}${path}`,
        { method, agent: false, headers: body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {} },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const submit = async (body: string) => {
    const res = await send("POST", "/api/challenge/runs", body);
    return { status: res.status, message: (JSON.parse(res.text) as { message: string }).message };
  };
  const probe = async () => {
    const started = performance.now();
    const res = await send("GET", "/api/health/live");
    if (res.status !== 200) throw new Error(`health answered ${res.status}`);
    return performance.now() - started;
  };

  /** One measurement: 8 maximal logs sent at once, the liveness route probed until they are answered. */
  async function measure(attempt: number) {
    const runs = [];
    for (let i = 0; i < REPLAYS; i++) runs.push(await h.start("breakout", { ip: "127.0.0.1", deviceKey: LOADER }));
    const logs = runs.map((run) => endlessBreakoutLog(run.secretSeed));
    const bodies = runs.map((run, i) => JSON.stringify({ token: run.token, game: "breakout", nickname: "Loader", log: logs[i], claimedScore: 0, deviceKey: LOADER }));
    // The logs are 20 minutes of play: the server's clock has moved on by then.
    h.clock.advance(Math.max(...logs.map((log) => log.endAt)) + 5_000);
    // Each attempt sends from the same address: its daily count starts again.
    await h.database.db.execute(sql`delete from challenge_submissions`);
    for (let i = 0; i < 20; i++) await probe();

    const started = performance.now();
    let pending = REPLAYS;
    const answers = bodies.map((body) =>
      submit(body).finally(() => {
        pending--;
      }),
    );
    // Probes go out on a fixed schedule, whether or not the one before has answered, so a stall
    // delays every probe sent during it (a probe loop that waits would count a stall once).
    const probes: Promise<number>[] = [];
    while (pending > 0 && probes.length < MAX_PROBES) {
      probes.push(probe());
      await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
    }
    const latencies = await Promise.all(probes);
    const results = await Promise.all(answers);
    const elapsed = performance.now() - started;
    const p95 = percentile(latencies, 95);
    console.info(
      `replay load, attempt ${attempt}: ${REPLAYS} maximal Breakout logs checked in ${(elapsed / 1000).toFixed(1)} s on ${VERIFY_THREADS} worker thread(s); ` +
        `/api/health/live over ${latencies.length} requests: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    );
    return { p95, results, probes: latencies.length };
  }

  /**
   * Up to ATTEMPTS measurements, the best one counts: on a machine shared with other work, another
   * process taking the cores can slow one measurement, while a stall of the server's own (a log
   * parsed or replayed on the request thread) shows in every one.
   */
  it(`/api/health/live keeps answering (p95 under ${P95_LIMIT_MS} ms) while ${REPLAYS} maximal Breakout logs are checked`, async () => {
    // The worker thread starts with the first submission; a quiet site has it running already.
    const warmRun = await h.start("breakout", { ip: "127.0.0.1", deviceKey: LOADER });
    const warm = await submit(
      JSON.stringify({ token: warmRun.token, game: "breakout", nickname: "Loader", log: { inputs: [], endTick: 0, endAt: 0, pauses: [] }, claimedScore: 0, deviceKey: LOADER }),
    );
    expect(warm.status).toBe(400);

    let best = Infinity;
    for (let attempt = 1; attempt <= ATTEMPTS && best >= P95_LIMIT_MS; attempt++) {
      const { p95, results, probes } = await measure(attempt);
      // Each log was checked in full and refused for what it is (a game that never ended), or, on
      // a machine so busy that it waited over MAX_QUEUE_WAIT_MS for the thread, answered "busy".
      const checked = results.filter((r) => r.status === 400);
      for (const result of checked) expect(result.message).toBe("The log ends before the game is over.");
      for (const result of results.filter((r) => r.status !== 400)) expect(result).toEqual({ status: 503, message: VERIFY_BUSY_MESSAGE });
      expect(checked.length).toBeGreaterThanOrEqual(REPLAYS / 2);
      expect(probes).toBeGreaterThanOrEqual(20);
      best = Math.min(best, p95);
    }
    expect(best).toBeLessThan(P95_LIMIT_MS);
  }, 240_000);
});
