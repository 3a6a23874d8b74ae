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
const NOW = 1_800_000_000_000;
const malformed = { game: "sliding", seed: 1, log: { moves: ["x"], at: [1] }, claimedScore: 0, timeline: { startedAt: NOW, endedAt: NOW + 1000 } } as const;

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
      input: { game: "breakout", seed: 3, log, claimedScore: 0, timeline: { startedAt: NOW, endedAt: NOW + 5000 } },
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
    const started = Date.now();
    const answer = await pool.verify({
      input: { game: "breakout", seed: 7, log, claimedScore: 0, timeline: { startedAt: NOW, endedAt: NOW + log.endAt + 1000 } },
      sealedLogHash: null,
      ageMs: log.endAt + 1000,
    });
    expect(answer).toEqual({ ok: false, status: 422, message: REPLAY_TOO_LONG_MESSAGE });
    expect(Date.now() - started).toBeLessThan(10_000);
    // A new worker takes the next run.
    expect(await pool.verify({ input: malformed, sealedLogHash: null, ageMs: 1000 })).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 503 'busy' for a run that waited too long for a thread, and checks the next one", async () => {
    // A wait far shorter than the long replay (about 300-900 ms here): with 300 ms, a fast replay
    // sometimes finished first and the waiting run was served (seen in a full run).
    pool = createVerifyPool({ threads: 1, maxQueueWaitMs: 50 });
    const log = endlessBreakoutLog(5);
    // Started and warm: a worker's first start loads TypeScript, which takes longer than this wait.
    for (let tries = 0; tries < 50; tries++) {
      const warm = await pool.verify({ input: malformed, sealedLogHash: null, ageMs: 1000 }).catch(() => null);
      if (warm) break;
    }
    // Sent as text, as the route sends a large body: the worker starts on it at once.
    const long = pool.verify({
      input: { game: "breakout", seed: 5, log: undefined, claimedScore: 0, timeline: { startedAt: NOW, endedAt: NOW + log.endAt + 1000 } },
      sealedLogHash: null,
      ageMs: log.endAt + 1000,
      bodyText: JSON.stringify({ log }),
    });
    const waiting = pool.verify({ input: malformed, sealedLogHash: null, ageMs: 1000 });
    await expect(waiting).rejects.toMatchObject({ status: 503, publicMessage: VERIFY_BUSY_MESSAGE });
    expect(await long).toMatchObject({ ok: false, status: 400 });
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
  });
});
