import { describe, expect, it } from "vitest";
import { CHALLENGE_GAMES } from "../../contracts/challenge";
import * as breakout from "../breakout/engine";
import * as g2048 from "../game-2048/engine";
import * as simon from "../simon/engine";
import { CHALLENGE_ADAPTERS, isRealTimeGame, isTurnGame, runTicks } from "./adapters";

describe("challenge adapters", () => {
  it("there is one adapter per challenge game, turn or real-time", () => {
    for (const game of CHALLENGE_GAMES) {
      expect(CHALLENGE_ADAPTERS[game].game).toBe(game);
      expect(isTurnGame(game)).toBe(!isRealTimeGame(game));
    }
  });

  it("2048 goes on at once after the 2048 tile: the victory overlay's Keep Playing", () => {
    const adapter = CHALLENGE_ADAPTERS["2048"];
    const almost: g2048.GameState = { ...adapter.deal(1), board: [1024, 1024, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] };
    const won = adapter.apply(almost, "left");
    expect(won).toMatchObject({ won: true, keepPlaying: true });
    expect(g2048.showVictory(won)).toBe(false);
  });

  it("Simon starts showing its first pattern; apply presses after the pattern has shown", () => {
    const adapter = CHALLENGE_ADAPTERS.simon;
    const dealt = adapter.deal(3);
    expect(dealt.phase).toBe("showing");
    expect(adapter.pacing.waitAfter(dealt)).toBe(simon.patternShowMs(1));
    const next = adapter.apply(dealt, dealt.pattern[0]!);
    expect(next).toMatchObject({ phase: "input", score: 1 });
    expect(next.pattern).toHaveLength(2);
  });

  it("moveOf logs only the view actions the engine accepts", () => {
    const adapter = CHALLENGE_ADAPTERS.simon;
    const showing = adapter.deal(3);
    expect(adapter.moveOf({ type: "press", color: "red" }, showing)).toBeUndefined();
    const input = adapter.settle(showing);
    expect(adapter.moveOf({ type: "press", color: "red" }, input)).toBe("red");
    expect(adapter.moveOf({ type: "patternShown" }, showing)).toBeUndefined();
  });

  it("Breakout's inputOf turns key steps into left/right and any other step into a pointer position", () => {
    const adapter = CHALLENGE_ADAPTERS.breakout;
    const state = adapter.begin(1);
    expect(adapter.inputOf({ type: "move", dx: breakout.BREAKOUT_KEY_STEP }, state)).toBe("right");
    expect(adapter.inputOf({ type: "move", dx: -breakout.BREAKOUT_KEY_STEP }, state)).toBe("left");
    expect(adapter.inputOf({ type: "move", dx: 5 }, state)).toBe(state.paddleX + 5 + breakout.BREAKOUT_PADDLE_WIDTH / 2);
    expect(adapter.inputOf({ type: "tick" }, state)).toBeUndefined();
  });

  it("runTicks runs owed ticks one at a time and stops when the game stops", () => {
    const adapter = CHALLENGE_ADAPTERS.colormatch;
    const { state, ran } = runTicks(adapter, adapter.begin(1), 1000);
    expect(ran).toBe(adapter.maxTicks);
    expect(adapter.isOver(state)).toBe(true);
    // Flappy's ticks only count after its first flap.
    expect(runTicks(CHALLENGE_ADAPTERS.flappy, CHALLENGE_ADAPTERS.flappy.begin(1), 10).ran).toBe(0);
  });
});
