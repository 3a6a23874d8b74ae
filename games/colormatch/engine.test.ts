import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import { COLORMATCH_COLORS, createGame, describePrompt, isMatch, isOver, nextPrompt, secondsLeft, step, type ColorMatchState, type Prompt } from "./engine";

const running = (seed = 1) => step(createGame({}, seededRandom(seed)), { type: "start" });
const answerRight = (s: ColorMatchState) => step(s, { type: "answer", match: isMatch(s.prompt) });
const answerWrong = (s: ColorMatchState) => step(s, { type: "answer", match: !isMatch(s.prompt) });

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe("color match engine", () => {
  it("every colour contrasts at least 3:1 with white and with near-black, for large text", () => {
    for (const { hex } of COLORMATCH_COLORS) {
      expect(contrast(hex, "#FFFFFF")).toBeGreaterThanOrEqual(3);
      expect(contrast(hex, "#111827")).toBeGreaterThanOrEqual(3);
    }
  });

  it("about half of 4000 seeded prompts are matches, the word never names its own ink, and all 8 colours (by distinct names) appear as ink", () => {
    let rngState = 11;
    let matches = 0;
    const inks = new Set<string>();
    for (let i = 0; i < 4000; i++) {
      const next = nextPrompt(rngState);
      rngState = next.rngState;
      if (isMatch(next.prompt)) matches++;
      inks.add(COLORMATCH_COLORS[next.prompt.ink]!.name);
      expect(next.prompt.word).not.toBe(next.prompt.ink);
      for (const index of [next.prompt.target, next.prompt.word, next.prompt.ink]) {
        expect(COLORMATCH_COLORS[index]).toBeDefined();
      }
    }
    expect(matches / 4000).toBeGreaterThan(0.46);
    expect(matches / 4000).toBeLessThan(0.54);
    expect(inks.size).toBe(8);
  });

  it("a match means the displayed (ink) colour is the target, whatever the word says", () => {
    const trap: Prompt = { target: 0, word: 0, ink: 1 };
    expect(isMatch(trap)).toBe(false);
    expect(isMatch({ target: 2, word: 5, ink: 2 })).toBe(true);
    expect(describePrompt({ target: 0, word: 1, ink: 2 })).toEqual({ targetName: "Red", word: "Blue", inkHex: "#16A34A" });
  });

  it("answering yes to a match is correct: +1 score, +1 streak, new prompt", () => {
    const s: ColorMatchState = { ...running(), prompt: { target: 3, word: 1, ink: 3 } };
    const after = step(s, { type: "answer", match: true });
    expect(after.score).toBe(1);
    expect(after.streak).toBe(1);
    expect(after.events).toEqual([{ type: "correct", score: 1, streak: 1 }]);
    expect(after.rngState).not.toBe(s.rngState);
  });

  it("answering no when the word's text is the target but its ink is not is correct", () => {
    const s: ColorMatchState = { ...running(), prompt: { target: 4, word: 4, ink: 0 } };
    expect(step(s, { type: "answer", match: false }).score).toBe(1);
  });

  it("a wrong answer resets the streak, keeps the score and tells the view it was wrong", () => {
    const s: ColorMatchState = { ...running(), score: 3, streak: 3, prompt: { target: 4, word: 4, ink: 0 } };
    const after = step(s, { type: "answer", match: true });
    expect(after.score).toBe(3);
    expect(after.streak).toBe(0);
    expect(after.events).toEqual([{ type: "wrong" }]);
  });

  it("emits a streak event at streaks 5 and 10, not in between, and restarts counting after a miss", () => {
    let s = running();
    const streakEvents: number[] = [];
    for (let i = 0; i < 12; i++) {
      s = answerRight(s);
      for (const e of s.events) if (e.type === "streak") streakEvents.push(e.streak);
    }
    expect(streakEvents).toEqual([5, 10]);
    s = answerWrong(s);
    for (let i = 0; i < 4; i++) s = answerRight(s);
    expect(s.streak).toBe(4);
    expect(s.events.some((e) => e.type === "streak")).toBe(false);
    expect(answerRight(s).events).toContainEqual({ type: "streak", streak: 5 });
    expect(s.score).toBe(16);
  });

  it("the round ends after 300 ticks of 100 ms with 'Time's up! Final Score: {n}'", () => {
    let s: ColorMatchState = { ...running(), score: 9 };
    expect(secondsLeft(s)).toBe(30);
    for (let i = 0; i < 299; i++) s = step(s, { type: "tick" });
    expect(s.phase).toBe("running");
    expect(secondsLeft(s)).toBe(1);
    s = step(s, { type: "tick" });
    expect(isOver(s)).toBe(true);
    expect(s.events).toEqual([{ type: "timeUp", score: 9 }]);
  });

  it("ignores answers and ticks before the start and after time is up", () => {
    const idle = createGame({}, seededRandom(1));
    expect(step(idle, { type: "answer", match: true })).toBe(idle);
    expect(step(idle, { type: "tick" })).toBe(idle);
    const over = step(running(), { type: "advance", ticks: 300 });
    expect(over.phase).toBe("over");
    expect(step(over, { type: "answer", match: false })).toBe(over);
  });

  it("a new round starts from 0 (the view keeps the session best)", () => {
    let s = running();
    for (let i = 0; i < 3; i++) s = answerRight(s);
    const next = step(s, { type: "start" });
    expect(next).toMatchObject({ score: 0, streak: 0, phase: "running" });
    expect(next).not.toHaveProperty("best");
  });
});
