import { describe, expect, it } from "vitest";
import type { ChallengeGame } from "../../contracts/challenge";
import { playBreakout, playColorMatch, playFlappy, playMemory, playSimon, playSliding, playSnake, playWhack, play2048, type PlayedRun } from "./play-bots";
import { replayRun } from "./replay";

const SEED = 20261124;
/** The test bot's flaps pass three pipes of this deal (not of every deal). */
const FLAPPY_SEED = 2;

const runs: [string, () => PlayedRun][] = [
  ["2048", () => play2048(SEED)],
  ["sliding", () => playSliding(SEED)],
  ["memory", () => playMemory(SEED)],
  ["simon", () => playSimon(SEED, 6)],
  ["snake", () => playSnake(SEED, 60)],
  ["flappy", () => playFlappy(FLAPPY_SEED, 3)],
  ["breakout", () => playBreakout(SEED, 120)],
  ["whack", () => playWhack(SEED, 2)],
  ["colormatch", () => playColorMatch(SEED)],
];

describe("replaying a challenge run", () => {
  it.each(runs)("%s: a run played through the engine replays to the same score", (_name, play) => {
    const run = play();
    expect(run.score).toBeGreaterThan(0);
    const seed = run.game === "flappy" ? FLAPPY_SEED : SEED;
    const replay = replayRun(run.game, seed, JSON.parse(JSON.stringify(run.log)));
    expect(replay).toMatchObject({ ok: true, score: run.score });
  });

  it("the scores are the ones the bots were built to reach", () => {
    expect(playMemory(SEED).score).toBe(9);
    expect(playSimon(SEED, 6).score).toBe(6);
    expect(playSnake(SEED, 60).score).toBeGreaterThanOrEqual(60);
    expect(playFlappy(FLAPPY_SEED, 3).score).toBe(3);
    expect(playBreakout(SEED, 120).score).toBeGreaterThanOrEqual(120);
  });

  it("another seed deals another game, so the same log does not give the same result", () => {
    const run = playSliding(SEED);
    expect(replayRun("sliding", SEED + 1, run.log)).toMatchObject({ ok: false });
    const snake = playSnake(SEED, 60);
    const other = replayRun("snake", SEED + 1, snake.log);
    expect(other.ok && other.score === snake.score).toBe(false);
  });

  it("refuses a move after the game was over (turn games)", () => {
    const run = playMemory(SEED);
    expect(replayRun("memory", SEED, { flips: [...run.log.flips, 0] })).toEqual({ ok: false, message: "Move 19 comes after the game was over." });
    const simon = playSimon(SEED, 3);
    expect(replayRun("simon", SEED, { presses: [...simon.log.presses, "red"] })).toMatchObject({ ok: false });
  });

  it("refuses a log that stops before the game is over", () => {
    const run = playSliding(SEED);
    expect(replayRun("sliding", SEED, { moves: run.log.moves.slice(0, -1) })).toEqual({ ok: false, message: "The log ends before the game is over." });
  });

  it("refuses an input after game over in a real-time game", () => {
    const run = playSnake(SEED, 30);
    const late = { inputs: [...run.log.inputs, [run.log.endTick, "up"]], endTick: run.log.endTick };
    expect(replayRun("snake", SEED, late)).toEqual({ ok: false, message: "An input comes after the game was over." });
    const beyond = { inputs: [...run.log.inputs, [run.log.endTick + 5, "up"]], endTick: run.log.endTick + 5 };
    expect(replayRun("snake", SEED, beyond)).toEqual({ ok: false, message: "An input comes after the game was over." });
  });

  it("refuses ticks out of order", () => {
    const run = playFlappy(FLAPPY_SEED, 3);
    const inputs = [...run.log.inputs];
    [inputs[1], inputs[2]] = [inputs[2]!, inputs[1]!];
    expect(replayRun("flappy", FLAPPY_SEED, { ...run.log, inputs })).toMatchObject({ ok: false, message: expect.stringContaining("ticks are out of order") });
  });

  it("refuses a run whose game ended before its claimed end tick, or did not end by it", () => {
    const run = playWhack(SEED, 2);
    expect(replayRun("whack", SEED, { ...run.log, endTick: run.log.endTick + 1 })).toMatchObject({ ok: false });
    expect(replayRun("whack", SEED, { ...run.log, endTick: run.log.endTick - 1 })).toMatchObject({ ok: false });
  });

  it("refuses a run longer than any real game", () => {
    expect(replayRun("colormatch", SEED, { inputs: [], endTick: 301 })).toMatchObject({ ok: false, message: expect.stringContaining("longer than any real game") });
  });

  it("refuses a Flappy run whose first flap is not at tick 0", () => {
    expect(replayRun("flappy", SEED, { inputs: [[5, "flap"]], endTick: 100 })).toMatchObject({ ok: false });
  });

  it.each<[ChallengeGame, unknown]>([
    ["2048", { moves: ["sideways"] }],
    ["2048", [1, 2]],
    ["snake", { inputs: [[-1, "up"]], endTick: 3 }],
    ["snake", { inputs: [[1.5, "up"]], endTick: 3 }],
    ["breakout", { inputs: [[1, "jump"]], endTick: 3 }],
    ["memory", { flips: [16] }],
    ["whack", { inputs: [], endTick: 300, extra: 1 }],
  ])("%s: refuses a malformed log %j", (game, log) => {
    expect(replayRun(game, SEED, log)).toMatchObject({ ok: false, message: expect.stringContaining("log is malformed") });
  });

  it("a raised score is not what the replay gives: the replay's own score stands", () => {
    const run = play2048(SEED);
    const replay = replayRun("2048", SEED, run.log);
    expect(replay.ok && replay.score).toBe(run.score);
    expect(replay.ok && replay.score).not.toBe(run.score + 4);
  });
});
