import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import { type Color, type GameState, COLORS, createGame, isOver, step } from "./engine";

function started(seed = 1): GameState {
  return step(createGame({}, seededRandom(seed)), { type: "start" });
}

/** Shows the pattern and repeats it correctly. */
function completeRound(state: GameState): GameState {
  let next = step(state, { type: "patternShown" });
  for (const color of next.pattern) next = step(next, { type: "press", color });
  return next;
}

function wrongColor(color: Color): Color {
  return COLORS.find((c) => c !== color)!;
}

describe("simon says", () => {
  it("draws its patterns from four colours: red, blue, green and yellow, each of them", () => {
    let state = started();
    for (let round = 0; round < 40; round++) state = completeRound(state);
    expect(new Set(state.pattern)).toEqual(new Set(["red", "blue", "green", "yellow"]));
  });

  it("starts idle with an empty pattern", () => {
    const state = createGame({}, seededRandom(1));
    expect(state).toMatchObject({ phase: "idle", pattern: [], score: 0 });
    expect(isOver(state)).toBe(false);
  });

  it("ignores presses while idle", () => {
    const state = createGame({}, seededRandom(1));
    expect(step(state, { type: "press", color: "red" })).toBe(state);
  });

  it("start shows a pattern of one colour", () => {
    const state = started();
    expect(state.phase).toBe("showing");
    expect(state.pattern).toHaveLength(1);
    expect(COLORS).toContain(state.pattern[0]);
  });

  it("ignores presses while the pattern is showing", () => {
    const state = started();
    expect(step(state, { type: "press", color: state.pattern[0]! })).toBe(state);
  });

  it("patternShown hands over to the player", () => {
    expect(step(started(), { type: "patternShown" }).phase).toBe("input");
  });

  it("patternShown is ignored outside the showing phase", () => {
    const input = step(started(), { type: "patternShown" });
    expect(step(input, { type: "patternShown" })).toBe(input);
  });

  it("start is ignored while a game is running", () => {
    const state = started();
    expect(step(state, { type: "start" })).toBe(state);
  });

  it("each completed round scores 1 and appends one colour, keeping the earlier ones", () => {
    let state = started(3);
    for (let round = 1; round <= 6; round++) {
      const before = state.pattern;
      state = completeRound(state);
      expect(state.score).toBe(round);
      expect(state.phase).toBe("showing");
      expect(state.pattern).toHaveLength(round + 1);
      expect(state.pattern.slice(0, round)).toEqual(before);
    }
  });

  it("a correct press mid-pattern waits for the rest", () => {
    const state = step(completeRound(completeRound(started(2))), { type: "patternShown" });
    const next = step(state, { type: "press", color: state.pattern[0]! });
    expect(next.phase).toBe("input");
    expect(next.inputIndex).toBe(1);
    expect(next.score).toBe(2);
  });

  it("a wrong press ends the game and keeps the score", () => {
    const state = step(completeRound(completeRound(started(2))), { type: "patternShown" });
    const over = step(state, { type: "press", color: wrongColor(state.pattern[0]!) });
    expect(over.phase).toBe("over");
    expect(isOver(over)).toBe(true);
    expect(over.score).toBe(2);
  });

  it("a wrong press on the last colour of a round still ends the game", () => {
    let state = step(completeRound(started(4)), { type: "patternShown" });
    state = step(state, { type: "press", color: state.pattern[0]! });
    const over = step(state, { type: "press", color: wrongColor(state.pattern[1]!) });
    expect(isOver(over)).toBe(true);
    expect(over.score).toBe(1);
  });

  it("ignores presses after game over", () => {
    const state = step(started(), { type: "patternShown" });
    const over = step(state, { type: "press", color: wrongColor(state.pattern[0]!) });
    expect(step(over, { type: "press", color: "red" })).toBe(over);
  });

  it("start after game over begins again from one colour and score 0", () => {
    const state = step(completeRound(started()), { type: "patternShown" });
    const over = step(state, { type: "press", color: wrongColor(state.pattern[0]!) });
    const again = step(over, { type: "start" });
    expect(again).toMatchObject({ phase: "showing", score: 0 });
    expect(again.pattern).toHaveLength(1);
  });

  it("reset returns to idle", () => {
    expect(step(completeRound(started()), { type: "reset" })).toMatchObject({ phase: "idle", pattern: [], score: 0 });
  });

  it("the same seed gives the same pattern; colours vary over a long pattern", () => {
    let a = started(7);
    let b = started(7);
    for (let i = 0; i < 20; i++) {
      a = completeRound(a);
      b = completeRound(b);
    }
    expect(a.pattern).toEqual(b.pattern);
    expect(new Set(a.pattern).size).toBe(4);
  });
});
