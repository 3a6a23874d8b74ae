import { describe, expect, it } from "vitest";
import type { ChallengeLog } from "../../contracts/challenge";
import { CHALLENGE_ADAPTERS } from "./adapters";
import { playBreakout, playColorMatch, playFlappy, playMemory, playSimon, playSliding, playSnake, playWhack, play2048, type PlayedRun } from "./play-bots";
import { INPUT_AFTER_OVER_MESSAGE, LOG_ENDS_EARLY_MESSAGE, replayRun } from "./replay";

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
    expect(replayRun(run.game, seed, JSON.parse(JSON.stringify(run.log)))).toMatchObject({ ok: true, score: run.score });
  });

  it("the scores are the ones the bots were built to reach", () => {
    expect(playSimon(SEED, 6).score).toBe(6);
    expect(playSnake(SEED, 60).score).toBeGreaterThanOrEqual(60);
    expect(playFlappy(FLAPPY_SEED, 3).score).toBe(3);
    expect(playBreakout(SEED, 120).score).toBeGreaterThanOrEqual(120);
    // A perfect memory through views: at least the 8 pairs, more for the cards it had to turn first.
    expect(playMemory(SEED).score).toBeGreaterThanOrEqual(8);
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
    const n = run.log.moves.length;
    expect(replayRun("memory", SEED, { moves: [...run.log.moves, 0], at: [...run.log.at, 99_999] })).toEqual({
      ok: false,
      message: `Move ${n + 1} comes after the game was over.`,
    });
    const simon = playSimon(SEED, 3);
    expect(replayRun("simon", SEED, { moves: [...simon.log.moves, "red"], at: [...simon.log.at, 99_999] })).toMatchObject({ ok: false });
  });

  it("refuses a log that stops before the game is over", () => {
    const run = playSliding(SEED);
    expect(replayRun("sliding", SEED, { moves: run.log.moves.slice(0, -1), at: run.log.at.slice(0, -1) })).toEqual({ ok: false, message: LOG_ENDS_EARLY_MESSAGE });
  });

  it("refuses an input after game over in a real-time game", () => {
    const run = playSnake(SEED, 30);
    const { endTick, endAt } = run.log;
    const late: ChallengeLog<"snake"> = { ...run.log, inputs: [...run.log.inputs, [endTick, "up", endAt]] };
    expect(replayRun("snake", SEED, late)).toEqual({ ok: false, message: INPUT_AFTER_OVER_MESSAGE });
    const beyond: ChallengeLog<"snake"> = { ...run.log, inputs: [...run.log.inputs, [endTick + 5, "up", endAt]], endTick: endTick + 5 };
    expect(replayRun("snake", SEED, beyond)).toEqual({ ok: false, message: INPUT_AFTER_OVER_MESSAGE });
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
    expect(replayRun("whack", SEED, { ...run.log, endTick: run.log.endTick - 1 })).toEqual({ ok: false, message: LOG_ENDS_EARLY_MESSAGE });
  });

  it("refuses a run longer than any real game", () => {
    expect(replayRun("colormatch", SEED, { inputs: [], endTick: 301, endAt: 30_100, pauses: [] })).toMatchObject({
      ok: false,
      message: expect.stringContaining("longer than any real game"),
    });
  });

  it("refuses a Flappy run whose first flap is not at tick 0", () => {
    expect(replayRun("flappy", SEED, { inputs: [[5, "flap", 100]], endTick: 100, endAt: 2000, pauses: [] })).toMatchObject({ ok: false });
  });

  it("a raised score is not what the replay gives: the replay's own score stands", () => {
    const run = play2048(SEED);
    const replay = replayRun("2048", SEED, run.log);
    expect(replay.ok && replay.score).toBe(run.score);
  });

  it("reports the waits the page keeps before each turn move: Memory's resolve delays, Simon's patterns", () => {
    const memory = replayRun("memory", SEED, playMemory(SEED).log);
    expect(memory.ok && memory.kind === "turn" && memory.waits.filter((w) => w > 0).every((w) => w === 500 || w === 1000)).toBe(true);
    const simon = replayRun("simon", SEED, playSimon(SEED, 3).log);
    // Rounds of 1, 2 and 3 colours, then the wrong press: the first press of each round waits for its pattern.
    expect(simon.ok && simon.kind === "turn" && simon.waits).toEqual([1450, 2200, 0, 2950, 0, 0, 3700]);
  });

  it("reports what the time checks need of a real-time run: the paddle after each tick with inputs, reactions", () => {
    const breakout = replayRun("breakout", SEED, playBreakout(SEED, 120).log);
    expect(breakout.ok && breakout.kind === "real-time" && breakout.paddle!.length).toBeGreaterThan(100);
    const whack = replayRun("whack", SEED, playWhack(SEED, 1).log);
    expect(whack.ok && whack.kind === "real-time" && Math.min(...whack.reactionsMs!)).toBeGreaterThanOrEqual(150);
  });

  it("replays the longest allowed Breakout log (72,000 ticks, a ball bouncing straight up for ever) within the worker's budget", () => {
    const adapter = CHALLENGE_ADAPTERS.breakout;
    expect(adapter.maxTicks).toBe(72_000);
    // The paddle kept under the ball: once it lands in the middle it bounces straight up and down.
    let state = adapter.begin(SEED);
    const inputs: [number, number, number][] = [];
    for (let tick = 0; tick < adapter.maxTicks; tick++) {
      const next = adapter.apply(state, state.ball.x);
      if (next !== state) inputs.push([tick, state.ball.x, Math.round(tick * adapter.tickMs)]);
      state = adapter.tick(next);
    }
    expect(adapter.isOver(state)).toBe(false);
    const started = performance.now();
    const result = replayRun("breakout", SEED, { inputs, endTick: adapter.maxTicks, endAt: 1_200_000, pauses: [] });
    // About 0.4 s alone, 0.7 s on the shared test machine; the server gives each replay 3 s.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result).toEqual({ ok: false, message: LOG_ENDS_EARLY_MESSAGE });
  });
});
