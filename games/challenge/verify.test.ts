import { describe, expect, it } from "vitest";
import { LOG_DIFFERS_MESSAGE, SCORE_MISMATCH_MESSAGE } from "../../contracts/challenge";
import { optimalSliding } from "./cheat-bots";
import { ENVELOPES } from "./envelope";
import { humanDelay, playColorMatch, playMemory, playSimon, playSnake, playTurns, timelineFor } from "./play-bots";
import { precheck, verifyRun } from "./verify";

const SEED = 77;
const T0 = 1_800_000_000_000;

describe("verifying a run", () => {
  it("ranks an honest run, with the replay's score", () => {
    const run = playSnake(SEED, 40);
    expect(verifyRun({ game: "snake", deal: { seed: SEED }, log: run.log, claimedScore: run.score, timeline: timelineFor(run, T0) })).toEqual({
      ok: true,
      score: run.score,
      status: "ranked",
      reason: null,
      reasons: [],
      heldFor: null,
    });
  });

  it("checks in order: the log's shape (400), the recorded moves (422), the replay (400), human time (422), the score (422)", () => {
    const run = playMemory(SEED);
    const timeline = timelineFor(run, T0);
    const input = { game: "memory" as const, deal: { seed: SEED }, log: run.log, claimedScore: run.score, timeline, recordedMoves: run.log.moves };
    expect(verifyRun({ ...input, log: { moves: run.log.moves } })).toEqual({
      ok: false,
      status: 400,
      message: expect.stringMatching(/^The memory log is malformed \(at at\): /),
    });
    expect(verifyRun({ ...input, log: { moves: [...run.log.moves, 1], at: [...run.log.at, 1] }, claimedScore: 1 })).toEqual({
      ok: false,
      status: 422,
      message: LOG_DIFFERS_MESSAGE,
    });
    const short = { moves: run.log.moves.slice(0, -2), at: run.log.at.slice(0, -2) };
    expect(verifyRun({ ...input, log: short, recordedMoves: short.moves, claimedScore: 1 })).toEqual({ ok: false, status: 400, message: "The log ends before the game is over." });
    expect(verifyRun({ ...input, timeline: { ...timeline, endedAt: T0 + 1000 }, claimedScore: 1 })).toMatchObject({
      ok: false,
      status: 422,
      message: expect.stringMatching(/^No person could have played this run: /),
    });
    expect(verifyRun({ ...input, claimedScore: run.score + 1 })).toEqual({ ok: false, status: 422, message: SCORE_MISMATCH_MESSAGE });
    expect(verifyRun(input)).toMatchObject({ ok: true, status: "ranked" });
  });

  it("a hidden-deal log must be exactly the moves the server recorded", () => {
    const run = playMemory(SEED);
    const timeline = timelineFor(run, T0);
    const base = { game: "memory" as const, deal: { seed: SEED }, log: run.log, claimedScore: run.score, timeline };
    expect(verifyRun({ ...base })).toEqual({ ok: false, status: 422, message: LOG_DIFFERS_MESSAGE });
    expect(verifyRun({ ...base, recordedMoves: run.log.moves.slice(1) })).toEqual({ ok: false, status: 422, message: LOG_DIFFERS_MESSAGE });
  });

  it("holds a possible but unlikely run with the reason for the operator", () => {
    const run = playColorMatch(SEED);
    const timeline = { ...timelineFor(run, T0) };
    timeline.endedAt += 30_000;
    expect(verifyRun({ game: "colormatch", deal: { seed: SEED }, log: run.log, claimedScore: run.score, timeline })).toEqual({
      ok: true,
      score: run.score,
      status: "held",
      reason: expect.stringMatching(/^The page's clock ran slow/),
      // The checkpoints see the same slow clock, between the last one and the late seal.
      reasons: [expect.stringMatching(/^The page's clock ran slow/), expect.stringMatching(/passed on the server's clock: it was slowed down/)],
      heldFor: "timing",
    });
  });

  it("holds a run beyond its game's human envelope with each reason, and ranks one inside it", () => {
    const rounds = (n: number) => {
      const run = playSimon(SEED, n);
      return verifyRun({ game: "simon", deal: { seed: SEED }, log: run.log, claimedScore: run.score, timeline: timelineFor(run, T0), recordedMoves: run.log.moves });
    };
    expect(rounds(ENVELOPES.simon.top)).toMatchObject({ ok: true, status: "ranked", score: ENVELOPES.simon.top });
    expect(rounds(ENVELOPES.simon.top + 1)).toEqual({
      ok: true,
      status: "held",
      score: ENVELOPES.simon.top + 1,
      reason: `Beyond what people reach: ${ENVELOPES.simon.top + 1} rounds, where people's best is up to about ${ENVELOPES.simon.top}.`,
      reasons: [`Beyond what people reach: ${ENVELOPES.simon.top + 1} rounds, where people's best is up to about ${ENVELOPES.simon.top}.`],
      heldFor: "beyond_envelope",
    });
  });

  it("holds a Sliding solve in the fewest moves the deal allows, found by search", () => {
    const optimal = optimalSliding(SEED);
    let i = 0;
    const run = playTurns<"sliding", unknown>("sliding", SEED, (_view, random) => (i < optimal.length ? { move: optimal[i++]!, think: humanDelay(random, 900, 300) } : null));
    expect(verifyRun({ game: "sliding", deal: { seed: SEED }, log: run.log, claimedScore: run.score, timeline: timelineFor(run, T0) })).toMatchObject({
      ok: true,
      status: "held",
      reason: expect.stringContaining(`A search's solve: ${optimal.length} moves where the fewest possible is ${optimal.length}`),
    });
  });
});

describe("prechecks before a replay", () => {
  it("passes a well-sized log that fits in the time since the start", () => {
    const run = playSnake(SEED, 20);
    expect(precheck("snake", run.log, run.log.endAt + 100)).toBeNull();
    expect(precheck("memory", { moves: [1], at: [5] }, 10)).toBeNull();
  });

  it("refuses a real-time run longer than the token's age, by its ticks or its page time", () => {
    expect(precheck("breakout", { inputs: [], endTick: 72_000, endAt: 0, pauses: [] }, 60_000)).toBe("This run is longer than the time since it started (1200.0 s in 60.0 s).");
    expect(precheck("whack", { inputs: [], endTick: 3, endAt: 90_000, pauses: [] }, 60_000)).toMatch(/^This run is longer than the time since it started/);
  });

  it("refuses a turn run with more moves than a person makes in the time since the start", () => {
    expect(precheck("sliding", { moves: Array.from({ length: 40 }), at: [] }, 1000)).toBe("40 moves in 1.0 s: faster than 60 ms a move, quicker than anyone plays.");
    expect(precheck("sliding", { moves: Array.from({ length: 30 }), at: [] }, 1000)).toBeNull();
  });

  it("refuses too many entries, too many ticks and logs of the wrong shape, without reading them", () => {
    expect(precheck("snake", { inputs: { length: 100_001 }, endTick: 1, endAt: 1 }, 1e9)).toBe("The snake log needs an inputs list.");
    expect(precheck("snake", { inputs: Array.from({ length: 100_001 }), endTick: 1, endAt: 1 }, 1e9)).toBe("The snake log holds more than 100000 inputs.");
    expect(precheck("2048", { moves: Array.from({ length: 50_001 }), at: [] }, 1e9)).toBe("The 2048 log holds more than 50000 moves.");
    expect(precheck("colormatch", { inputs: [], endTick: 301, endAt: 1 }, 1e9)).toBe("The run lasts 301 ticks: longer than any real game (300).");
    expect(precheck("colormatch", [], 1e9)).toBe("The colormatch log must be a JSON object.");
    expect(precheck("colormatch", { inputs: [] }, 1e9)).toBe("The colormatch log needs endTick and endAt numbers.");
  });
});
