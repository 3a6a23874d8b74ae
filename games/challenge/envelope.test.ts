import { describe, expect, it } from "vitest";
import { CHALLENGE_GAMES } from "../../contracts/challenge";
import * as sliding from "../sliding/engine";
import { seededRandom } from "../shared/random";
import { optimalSliding } from "./cheat-bots";
import { beyond, checkEnvelope, ENVELOPES } from "./envelope";
import { fewestSlidingMoves } from "./sliding-distance";

const reasons = (findings: { level: string; reason: string }[]) => findings.map((f) => `${f.level}: ${f.reason}`);

describe("the human envelope", () => {
  it("has a bar for every challenge game", () => {
    expect(Object.keys(ENVELOPES).sort()).toEqual([...CHALLENGE_GAMES].sort());
  });

  it("holds a score beyond the game's top, in the game's direction", () => {
    expect(checkEnvelope("colormatch", { score: 75 })).toEqual([]);
    expect(reasons(checkEnvelope("colormatch", { score: 173 }))).toEqual(["unlikely: Beyond what people reach: 173 right answers in 30 s, where people's best is up to about 75."]);
    expect(checkEnvelope("memory", { score: 12 })).toEqual([]);
    expect(reasons(checkEnvelope("memory", { score: 11 }))).toEqual(["unlikely: Beyond what people reach: 11 moves, where people's best is about 12 at the fewest."]);
    expect(beyond("sliding", 15, 16)).toBe(true);
    expect(beyond("2048", 30_001, 30_000)).toBe(true);
    expect(beyond("whack", 30, 30)).toBe(false);
  });

  it("holds choices faster than people make them, over 10 answers or more", () => {
    const quick = Array.from({ length: 30 }, (_, i) => 160 + (i % 5) * 10);
    expect(reasons(checkEnvelope("colormatch", { score: 30, reactionsMs: quick }))).toEqual([
      "unlikely: Faster than people choose: a median of 180 ms over 30 answers, where the fastest people need 300 ms.",
    ]);
    expect(checkEnvelope("colormatch", { score: 9, reactionsMs: quick.slice(0, 9) })).toEqual([]);
    expect(checkEnvelope("whack", { score: 30, reactionsMs: quick.map((r) => r + 250) })).toEqual([]);
  });

  it("holds 2048 kept faster than 250 ms a move over 300 moves, not a quick burst", () => {
    const at = (n: number, gap: number) => Array.from({ length: n }, (_, i) => 500 + i * gap);
    expect(reasons(checkEnvelope("2048", { score: 5000, at: at(400, 200) }))).toEqual([
      "unlikely: Faster than people keep up: 400 moves at 200 ms a move, where people need 250 ms or more over a long run.",
    ]);
    expect(checkEnvelope("2048", { score: 500, at: at(299, 100) })).toEqual([]);
    expect(checkEnvelope("2048", { score: 5000, at: at(400, 260) })).toEqual([]);
  });

  it("holds a Sliding solve within 2 moves of the fewest on a long deal, not on a short one or a person's longer solve", () => {
    expect(reasons(checkEnvelope("sliding", { score: 24, fewestMoves: 22 }))).toEqual([
      "unlikely: A search's solve: 24 moves where the fewest possible is 22; people solve a puzzle this long in more.",
    ]);
    expect(checkEnvelope("sliding", { score: 25, fewestMoves: 22 })).toEqual([]);
    expect(checkEnvelope("sliding", { score: 17, fewestMoves: 13 })).toEqual([]);
  });
});

describe("the fewest Sliding moves", () => {
  it("is 0 for the solved board, 1 a move away, and the breadth-first search's length for dealt boards", () => {
    expect(fewestSlidingMoves(sliding.SOLVED)).toBe(0);
    expect(fewestSlidingMoves([1, 2, 3, 4, 5, 6, 7, 0, 8])).toBe(1);
    for (const seed of [1, 77, 20261124]) expect(fewestSlidingMoves(sliding.createGame({}, seededRandom(seed)).tiles)).toBe(optimalSliding(seed).length);
  }, 20_000);

  it("knows a layout no moves can solve (two tiles swapped)", () => {
    expect(fewestSlidingMoves([2, 1, 3, 4, 5, 6, 7, 8, 0])).toBeNull();
  });
});
