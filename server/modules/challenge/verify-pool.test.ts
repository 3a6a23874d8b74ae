/**
 * The verify pool loads its TypeScript worker both inside Vitest and under `node --import tsx`
 * (the production start), answers what verifyRun answers, and stops a replay over its budget.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { LOG_DIFFERS_MESSAGE } from "../../../contracts/challenge";
import { endlessBreakoutLog } from "../../test/challenge-logs";
import { hashLog } from "./signing";
import { createVerifyPool, REPLAY_TOO_LONG_MESSAGE, VERIFY_BUSY_MESSAGE, VERIFY_THREADS, type VerifyPool } from "./verify-pool";

const run = promisify(execFile);
const HELD_WORKER = new URL("../../test/held-verify-worker.ts", import.meta.url);
const NOW = 1_800_000_000_000;
const malformed = { game: "sliding", deal: { seed: 1 }, log: { moves: ["x"], at: [1] }, claimedScore: 0, timeline: { startedAt: NOW, endedAt: NOW + 1000 } } as const;

describe("the verify pool", () => {
  let pool: VerifyPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it(`uses ${VERIFY_THREADS} thread(s) here: one fewer than the cores, at least one`, () => {
    expect(VERIFY_THREADS).toBeGreaterThanOrEqual(1);
    expect(VERIFY_THREADS).toBeLessThanOrEqual(4);
  });

  it("answers with verifyRun's own refusal from a worker thread inside Vitest", async () => {
    pool = createVerifyPool();
    const answer = await pool.verify({ input: malformed, sealedLogHash: null, ageMs: 1000 });
    expect(answer).toMatchObject({ ok: false, status: 400 });
    expect(answer.ok ? "" : answer.message).toContain("sliding log is malformed");
  });

  it("refuses a run longer than the time since it started before replaying it", async () => {
    pool = createVerifyPool();
    const log = endlessBreakoutLog(3);
    const answer = await pool.verify({
      input: { game: "breakout", deal: { seed: 3 }, log, claimedScore: 0, timeline: { startedAt: NOW, endedAt: NOW + 5000 } },
      sealedLogHash: null,
      ageMs: 5000,
    });
    expect(answer).toMatchObject({ ok: false, status: 422 });
    expect(answer.ok ? "" : answer.message).toContain("longer than the time since it started");
  });

  it("parses a large body's JSON without its log, and reads the log from the text when verifying", async () => {
    pool = createVerifyPool();
    const text = JSON.stringify({ token: "t", game: "sliding", log: malformed.log });
    expect(await pool.parseBody(text)).toEqual({ ok: true, body: { token: "t", game: "sliding", log: null }, logHash: hashLog(malformed.log) });
    expect(await pool.parseBody("{not json")).toEqual({ ok: false });
    const answer = await pool.verify({ input: { ...malformed, log: undefined }, sealedLogHash: null, ageMs: 1000, bodyText: text });
    expect(answer.ok ? "" : answer.message).toContain("sliding log is malformed");
  });

  it("refuses a log that is not the one sealed at the finish", async () => {
    pool = createVerifyPool();
    const answer = await pool.verify({ input: malformed, sealedLogHash: hashLog({ other: true }), ageMs: 1000 });
    expect(answer).toEqual({ ok: false, status: 422, message: LOG_DIFFERS_MESSAGE });
  });

  it("stops a replay that runs past its budget and refuses the run with a clear message, then keeps working", async () => {
    pool = createVerifyPool({ budgetMs: 30 });
    const log = endlessBreakoutLog(7);
    const answer = await pool.verify({
      input: { game: "breakout", deal: { seed: 7 }, log, claimedScore: 0, timeline: { startedAt: NOW, endedAt: NOW + log.endAt + 1000 } },
      sealedLogHash: null,
      ageMs: log.endAt + 1000,
    });
    // The answer itself shows the stop: the replay of this log takes hundreds of ms, far past 30 ms.
    // No bound on the wall time here: a loaded machine starts a worker slowly (it loads TypeScript).
    expect(answer).toEqual({ ok: false, status: 422, message: REPLAY_TOO_LONG_MESSAGE });
    // A new worker takes the next run.
    expect(await pool.verify({ input: malformed, sealedLogHash: null, ageMs: 1000 })).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 503 'busy' for a run that waited too long for a thread, and checks the next one", async () => {
    // Deterministic: the one thread is held by a worker of the test's own (server/test/held-verify-worker.ts)
    // until the waiting run has been refused, so no replay's speed decides the outcome. The wait (2 s)
    // is only how long the held run may take to reach its thread, which takes milliseconds once warm.
    pool = createVerifyPool({ threads: 1, maxQueueWaitMs: 2000, worker: HELD_WORKER });
    await pool.verify({ input: {} as never, sealedLogHash: null, ageMs: 0 }); // started and warm
    const hold = new SharedArrayBuffer(8);
    const flag = new Int32Array(hold);
    const held = pool.verify({ input: { hold } as never, sealedLogHash: null, ageMs: 0 });
    while (Atomics.load(flag, 1) === 0) await new Promise((r) => setTimeout(r, 5));
    const waiting = pool.verify({ input: malformed, sealedLogHash: null, ageMs: 1000 });
    await expect(waiting).rejects.toMatchObject({ status: 503, publicMessage: VERIFY_BUSY_MESSAGE });
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
    expect(await held).toEqual({ ok: false, status: 400, message: "held worker: let go" });
    // The thread is free again: the next run is checked.
    expect(await pool.verify({ input: {} as never, sealedLogHash: null, ageMs: 0 })).toMatchObject({ ok: false, status: 400 });
  });

  it("stops a run held past its budget whatever the machine's speed, and the next run gets a new worker", async () => {
    pool = createVerifyPool({ threads: 1, budgetMs: 50, worker: HELD_WORKER });
    const hold = new SharedArrayBuffer(8); // never let go: only the budget ends it
    expect(await pool.verify({ input: { hold } as never, sealedLogHash: null, ageMs: 0 })).toEqual({ ok: false, status: 422, message: REPLAY_TOO_LONG_MESSAGE });
    expect(await pool.verify({ input: {} as never, sealedLogHash: null, ageMs: 0 })).toEqual({ ok: false, status: 400, message: "held worker: let go" });
  });

  it("loads its worker under node --import tsx, as the production start runs the server", async () => {
    const script = `
      import { createVerifyPool } from "./server/modules/challenge/verify-pool.ts";
      const pool = createVerifyPool();
      const answer = await pool.verify({ input: ${JSON.stringify(malformed)}, sealedLogHash: null, ageMs: 1000 });
      await pool.close();
      console.log(JSON.stringify(answer));`;
    const { stdout } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: process.cwd(), timeout: 60_000 });
    expect(JSON.parse(stdout.trim().split("\n").at(-1)!)).toMatchObject({ ok: false, status: 400 });
    // The test's own time covers the child's (a cold node with tsx on a loaded machine is slow).
  }, 90_000);
});
