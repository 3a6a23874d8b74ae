import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import { type GameState, SENTENCES, accuracy, createGame, hasStarted, isOver, step, wpm } from "./engine";

function newGame(seed = 1): GameState {
  return createGame({}, seededRandom(seed));
}

describe("typing speed test", () => {
  it("has sentences of 40 to 90 characters", () => {
    for (const sentence of SENTENCES) {
      expect(sentence.length).toBeGreaterThanOrEqual(40);
      expect(sentence.length).toBeLessThanOrEqual(90);
    }
  });

  it("picks one of 8 distinct sentences at random, each of them over many seeds", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const state = newGame(seed);
      expect(state.target).toBe(SENTENCES[state.sentenceIndex]);
      seen.add(state.target);
    }
    expect(seen.size).toBe(8);
  });

  it("starts with nothing typed, not started and not finished", () => {
    const state = newGame();
    expect(state.typed).toBe("");
    expect(hasStarted(state)).toBe(false);
    expect(isOver(state)).toBe(false);
  });

  it("input replaces the typed text and starts the test", () => {
    const state = step(newGame(), { type: "input", value: "Th" });
    expect(state.typed).toBe("Th");
    expect(hasStarted(state)).toBe(true);
  });

  it("input equal to the current text returns the same state", () => {
    const state = step(newGame(), { type: "input", value: "Th" });
    expect(step(state, { type: "input", value: "Th" })).toBe(state);
  });

  it("a wrong character does not finish the test, even at full length", () => {
    const state = newGame();
    const wrong = `${state.target.slice(0, -1)}#`;
    const next = step(state, { type: "input", value: wrong });
    expect(next.finished).toBe(false);
    expect(accuracy(next.typed, next.target)).toBeLessThan(100);
  });

  it("finishes when the typed text equals the target, then ignores input", () => {
    const state = newGame();
    const done = step(state, { type: "input", value: state.target });
    expect(done.finished).toBe(true);
    expect(isOver(done)).toBe(true);
    expect(accuracy(done.typed, done.target)).toBe(100);
    expect(step(done, { type: "input", value: "more" })).toBe(done);
  });

  it("text longer than the sentence is cut to its length", () => {
    const state = newGame();
    const next = step(state, { type: "input", value: `${state.target}xyz` });
    expect(next.typed).toBe(state.target);
    expect(next.finished).toBe(true);
  });

  it("restart clears the typing and keeps the sentence; newSentence draws again", () => {
    const state = newGame(2);
    const done = step(state, { type: "input", value: state.target });
    const again = step(done, { type: "restart" });
    expect(again).toMatchObject({ typed: "", finished: false, target: state.target });
    const fresh = step(done, { type: "newSentence" });
    expect(fresh).toMatchObject({ typed: "", finished: false });
    expect(SENTENCES).toContain(fresh.target);
  });

  it("WPM is characters / 5 per minute: 250 characters in 60 s is 50", () => {
    expect(wpm(250, 60_000)).toBe(50);
    expect(wpm(50, 30_000)).toBe(20);
    expect(wpm(100, 120_000)).toBe(10);
  });

  it("WPM is rounded: 71 characters in 60 s is 14", () => {
    expect(wpm(71, 60_000)).toBe(14); // 14.2
    expect(wpm(73, 60_000)).toBe(15); // 14.6
  });

  it("WPM is 0 before any time has passed or with nothing typed", () => {
    expect(wpm(10, 0)).toBe(0);
    expect(wpm(0, 5000)).toBe(0);
  });

  it("accuracy is matching characters at the same position over typed characters, rounded", () => {
    expect(accuracy("abc", "abc")).toBe(100);
    expect(accuracy("abx", "abc")).toBe(67);
    expect(accuracy("axx", "abc")).toBe(33);
    expect(accuracy("xbc", "abc")).toBe(67);
    expect(accuracy("ab", "abc")).toBe(100);
  });

  it("accuracy is 100 when nothing is typed", () => {
    expect(accuracy("", "abc")).toBe(100);
  });
});
