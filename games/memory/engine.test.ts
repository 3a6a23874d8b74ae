import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import { type GameState, PAIRS, SYMBOLS, createGame, isOver, pendingResult, resolveDelay, step } from "./engine";

function newGame(seed = 1): GameState {
  return createGame({}, seededRandom(seed));
}

/** Indices of the two cards holding each symbol. */
function pairsOf(state: GameState): [number, number][] {
  return SYMBOLS.map((symbol) => {
    const [a, b] = state.cards.flatMap((card, i) => (card.symbol === symbol ? [i] : []));
    return [a!, b!];
  });
}

function mismatch(state: GameState): [number, number] {
  const first = state.cards[0]!;
  const other = state.cards.findIndex((card) => card.symbol !== first.symbol);
  return [0, other];
}

function flip(state: GameState, ...indices: number[]): GameState {
  return indices.reduce((s, index) => step(s, { type: "flip", index }), state);
}

describe("memory match", () => {
  it("deals 8 symbols doubled into 16 face-down cards", () => {
    const state = newGame();
    expect(state.cards).toHaveLength(16);
    expect(new Set(state.cards.map((card) => card.symbol)).size).toBe(8);
    for (const symbol of SYMBOLS) {
      expect(state.cards.filter((card) => card.symbol === symbol)).toHaveLength(2);
    }
    expect(state.cards.every((card) => !card.faceUp && !card.matched)).toBe(true);
    expect(state).toMatchObject({ moves: 0, matches: 0, open: [], started: false });
  });

  it("shuffles: the same seed deals the same cards, different seeds deal differently", () => {
    const symbols = (state: GameState) => state.cards.map((card) => card.symbol);
    expect(symbols(newGame(5))).toEqual(symbols(newGame(5)));
    expect(symbols(newGame(5))).not.toEqual(symbols(newGame(6)));
  });

  it("one flip turns a card face up and starts the game without counting a move", () => {
    const state = flip(newGame(), 3);
    expect(state.cards[3]!.faceUp).toBe(true);
    expect(state.open).toEqual([3]);
    expect(state.moves).toBe(0);
    expect(state.started).toBe(true);
  });

  it("two flips make one move", () => {
    const [a, b] = mismatch(newGame());
    expect(flip(newGame(), a, b).moves).toBe(1);
  });

  it("a face-up card cannot be flipped twice", () => {
    const once = flip(newGame(), 3);
    expect(step(once, { type: "flip", index: 3 })).toBe(once);
  });

  it("blocks a third flip while two cards are open", () => {
    const state = newGame();
    const [a, b] = mismatch(state);
    const two = flip(state, a, b);
    const third = state.cards.findIndex((_, i) => i !== a && i !== b);
    expect(step(two, { type: "flip", index: third })).toBe(two);
  });

  it("ignores an index outside the cards", () => {
    const state = newGame();
    expect(step(state, { type: "flip", index: 16 })).toBe(state);
  });

  it("a match is pending with the 0.5 s delay, then resolve keeps both face up and counts it", () => {
    const state = newGame();
    const [a, b] = pairsOf(state)[0]!;
    const open = flip(state, a, b);
    expect(pendingResult(open)).toBe("match");
    expect(resolveDelay(open)).toBe(500);
    const resolved = step(open, { type: "resolve" });
    expect(resolved.cards[a]).toMatchObject({ faceUp: true, matched: true });
    expect(resolved.cards[b]).toMatchObject({ faceUp: true, matched: true });
    expect(resolved.matches).toBe(1);
    expect(resolved.open).toEqual([]);
  });

  it("a mismatch is pending with the 1 s delay, then resolve flips both back", () => {
    const state = newGame();
    const [a, b] = mismatch(state);
    const open = flip(state, a, b);
    expect(pendingResult(open)).toBe("mismatch");
    expect(resolveDelay(open)).toBe(1000);
    const resolved = step(open, { type: "resolve" });
    expect(resolved.cards[a]).toMatchObject({ faceUp: false, matched: false });
    expect(resolved.cards[b]).toMatchObject({ faceUp: false, matched: false });
    expect(resolved.matches).toBe(0);
    expect(resolved.moves).toBe(1);
  });

  it("after resolving, a new flip is allowed again", () => {
    const state = newGame();
    const [a, b] = mismatch(state);
    const resolved = step(flip(state, a, b), { type: "resolve" });
    expect(flip(resolved, a).cards[a]!.faceUp).toBe(true);
  });

  it("a matched card cannot be flipped", () => {
    const state = newGame();
    const [a, b] = pairsOf(state)[0]!;
    const resolved = step(flip(state, a, b), { type: "resolve" });
    expect(step(resolved, { type: "flip", index: a })).toBe(resolved);
  });

  it("resolve with fewer than two open cards is ignored", () => {
    const state = newGame();
    expect(step(state, { type: "resolve" })).toBe(state);
    const one = flip(state, 0);
    expect(step(one, { type: "resolve" })).toBe(one);
    expect(resolveDelay(one)).toBeNull();
  });

  it("is complete at 8 matches, and then ignores flips", () => {
    let state = newGame(9);
    for (const [a, b] of pairsOf(state)) {
      expect(isOver(state)).toBe(false);
      state = step(flip(state, a, b), { type: "resolve" });
    }
    expect(state.matches).toBe(PAIRS);
    expect(state.moves).toBe(8);
    expect(isOver(state)).toBe(true);
    expect(step(state, { type: "flip", index: 0 })).toBe(state);
  });

  it("counts every move, mismatches included", () => {
    let state = newGame(2);
    const [x, y] = mismatch(state);
    state = step(flip(state, x, y), { type: "resolve" });
    for (const [a, b] of pairsOf(state)) state = step(flip(state, a, b), { type: "resolve" });
    expect(state.moves).toBe(9);
    expect(state.matches).toBe(8);
  });

  it("newGame deals a fresh face-down deck and clears the counters", () => {
    const state = newGame(3);
    const [a, b] = pairsOf(state)[0]!;
    const played = step(flip(state, a, b), { type: "resolve" });
    const fresh = step(played, { type: "newGame" });
    expect(fresh).toMatchObject({ moves: 0, matches: 0, open: [], started: false });
    expect(fresh.cards.every((card) => !card.faceUp && !card.matched)).toBe(true);
    expect(fresh.rngState).not.toBe(played.rngState);
  });
});
