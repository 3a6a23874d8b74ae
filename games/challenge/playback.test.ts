import { describe, expect, it } from "vitest";
import type { ChallengeGame } from "../../contracts/challenge";
import { playBreakout, playColorMatch, playFlappy, playMemory, playSimon, playSliding, playSnake, playWhack, play2048, type PlayedRun } from "./play-bots";
import { createPlayback, TURN_END_HOLD_MS } from "./playback";
import { replayRun } from "./replay";
import type * as memory from "../memory/engine";
import { SNAKE_TICK_MS } from "../snake/engine";
import type * as snake from "../snake/engine";

const PLAYERS: { [G in ChallengeGame]: (seed: number) => PlayedRun<G> } = {
  "2048": play2048,
  sliding: playSliding,
  memory: playMemory,
  simon: (seed) => playSimon(seed, 4),
  snake: (seed) => playSnake(seed, 40),
  flappy: (seed) => playFlappy(seed, 2),
  breakout: (seed) => playBreakout(seed, 60),
  whack: (seed) => playWhack(seed, 2),
  colormatch: playColorMatch,
};

describe("createPlayback", () => {
  for (const [game, play] of Object.entries(PLAYERS) as [ChallengeGame, (seed: number) => PlayedRun][]) {
    it(`${game}: the played-back run ends on the score its replay verified, and starts at the deal`, () => {
      const seed = 0x5eed + game.length;
      const { log } = play(seed);
      const replayed = replayRun(game, seed, log as never);
      expect(replayed.ok).toBe(true);
      const playback = createPlayback(game, { seed }, log as never);
      expect(playback.durationMs).toBeGreaterThan(0);
      const end = playback.stateAt(playback.durationMs);
      expect(playback.score(end)).toBe(replayed.ok ? replayed.score : NaN);
      // Going back starts again from the deal: the same first state, then the same end.
      expect(playback.stateAt(0)).toEqual(createPlayback(game, { seed }, log as never).stateAt(0));
      expect(playback.score(playback.stateAt(playback.durationMs))).toBe(playback.score(end));
    });
  }

  it("turn games show each move at its page time, and the state before it until then", () => {
    const seed = 77;
    const { log } = playSliding(seed);
    const playback = createPlayback("sliding", { seed }, log);
    const first = log.at[0]!;
    expect(playback.stateAt(first - 1)).toEqual(playback.stateAt(0));
    expect(playback.stateAt(first)).not.toEqual(playback.stateAt(0));
    expect(playback.durationMs).toBe(log.at.at(-1)! + TURN_END_HOLD_MS);
  });

  it("Memory shows a pair open from its second flip until the page's wait has passed", () => {
    const seed = 3;
    const { log } = playMemory(seed);
    const playback = createPlayback("memory", { seed }, log);
    const second = log.at[1]!;
    expect((playback.stateAt(second - 1) as memory.GameState).open).toHaveLength(1);
    expect((playback.stateAt(second) as memory.GameState).open).toHaveLength(2);
    // Before the third flip the pair is resolved (matched or turned back).
    expect((playback.stateAt(log.at[2]! - 1) as memory.GameState).open).toHaveLength(0);
  });

  it("real-time games run at the tick rate, forward and back", () => {
    const seed = 11;
    const { log } = playSnake(seed, 40);
    const playback = createPlayback("snake", { seed }, log);
    expect(playback.durationMs).toBe(log.endTick * SNAKE_TICK_MS);
    const start = structuredClone(playback.stateAt(0)) as snake.SnakeState;
    const middle = structuredClone(playback.stateAt(playback.durationMs / 2)) as snake.SnakeState;
    const end = playback.stateAt(playback.durationMs) as snake.SnakeState;
    expect(middle.snake[0]).not.toEqual(start.snake[0]);
    expect(end.phase).toBe("over");
    expect(middle.phase).toBe("running");
    // Back to the middle: the same state as the first time through.
    expect(playback.stateAt(playback.durationMs / 2)).toEqual(middle);
  });
});
