/**
 * The red team's method against the hidden deals (issue 40): from the views of a run's first moves,
 * try every 32-bit state of the old kind (the engines' mulberry32 seed) and keep those that deal
 * what the page was shown. On a seeded run it finds the seed, and with it every tile to come; on a
 * run dealt from the keyed tape (signing.ts runDraws) it finds nothing. This search takes 0.4-0.8 s
 * per 2^22 states here, so the whole 2^32 would take 7-14 minutes of one core: the unit test
 * searches a window of 2^22 around the state that deals the run's first board (the best candidate
 * the search can have), after showing the same window finds a seeded run's state.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CHALLENGE_ADAPTERS } from "../../../games/challenge/adapters";
import { tapeRandom, type DealSource } from "../../../games/challenge/deal";
import { play2048 } from "../../../games/challenge/play-bots";
import { turnStates } from "../../../games/challenge/replay";
import type * as g2048 from "../../../games/game-2048/engine";
import * as memory from "../../../games/memory/engine";
import { nextRandom, shuffle } from "../../../games/shared/random";
import { consistentSeeds, dealsBoards, firstBoards } from "../../../scripts/prove/lib/old-seed-search";
import { runDealKey, runDraws, runTape } from "./signing";

const SECRET = "deal-tape-test-secret-0123456789";
const WINDOW = 2 ** 22;
const MOVES = 10;

const tapeDeal = (runId: string): DealSource => ({ draw: runDraws(runDealKey(SECRET, runId)) });

/** A 2048 run's first moves (an honest player's) and the boards the page was shown after the deal and each of them. */
function observed(deal: DealSource | number) {
  const moves = play2048(deal).log.moves.slice(0, MOVES);
  return { moves, boards: firstBoards(deal, moves) };
}

describe("hidden deals from a keyed tape", () => {
  it("the old kind of deal falls to the search: one state is consistent with ten moves, and it predicts every tile after them", () => {
    const seed = 0x9e3779b9;
    // A seeded run's random state: the first value its seed draws (the engine's createGame).
    const state = Math.floor(nextRandom(seed)[0] * 2 ** 32);
    const { moves, boards } = observed(seed);
    const found = consistentSeeds(boards, moves, state - WINDOW / 2, WINDOW);
    expect(found).toEqual([state]);
    // Every later board, from the recovered state alone.
    const run = play2048(seed).log.moves;
    const actual = turnStates("2048", { seed }, run);
    const predicted = turnStates("2048", { tape: [found[0]!] }, run.slice(0, 0));
    expect(actual.ok && predicted.ok).toBe(true);
    const boardsOf = (result: typeof actual) => (result as { states: g2048.GameState[] }).states.map((s) => s.board);
    expect(boardsOf(predicted)[0]).toEqual(boardsOf(actual)[0]);
    expect(dealsBoards(found[0]!, boardsOf(actual), run)).toBe(true);
    expect(run.length).toBeGreaterThan(100);
  });

  it("a tape-dealt run leaves the search no candidate, not even the seed that deals its first board", () => {
    for (const runId of [randomUUID(), randomUUID()]) {
      const deal = tapeDeal(runId);
      const { moves, boards } = observed(deal);
      // Draw 0 is the state that deals the first two tiles (adapters.ts): the search's best start.
      const dealSeed = runDraws(runDealKey(SECRET, runId))(0);
      expect(dealsBoards(dealSeed, boards.slice(0, 1), [])).toBe(true);
      expect(consistentSeeds(boards, moves, dealSeed - WINDOW / 2, WINDOW)).toEqual([]);
    }
  });

  it("each draw is independent of those before it: knowing them all predicts the next no better than chance", () => {
    // 3,000 runs, each with its first 16 draws known; guess draw 16's top two bits (a Simon colour)
    // by the best of three rules an attacker might try: the last one's, the last plus one, and the
    // next value of the engines' own generator from the last draw.
    const RUNS = 3_000;
    const hits = [0, 0, 0];
    for (let r = 0; r < RUNS; r++) {
      const tape = runTape(runDealKey(SECRET, `run-${r}`), 17);
      const colour = (draw: number) => draw >>> 30;
      const last = tape[15]!;
      const next = colour(tape[16]!);
      const guesses = [colour(last), (colour(last) + 1) % 4, Math.floor(nextRandom(last)[0] * 4)];
      guesses.forEach((guess, i) => (hits[i]! += guess === next ? 1 : 0));
    }
    // Chance is 1 in 4: 750 of 3,000, with a standard deviation of about 24.
    for (const hit of hits) expect(Math.abs(hit - RUNS / 4)).toBeLessThan(5 * 24);
  });

  it("Memory's layout is the shuffle of its own 15 draws, each of which moves a card: no 32-bit state stands behind it", () => {
    const tape = runTape(runDealKey(SECRET, "memory-run"), memory.SHUFFLE_DRAWS + 1);
    const cards = [...memory.SYMBOLS, ...memory.SYMBOLS];
    const order = (draws: readonly number[]) =>
      shuffle(
        [...cards.keys()],
        tapeRandom((i) => draws[i]!, 0),
      );
    const layout = (draws: readonly number[]) => CHALLENGE_ADAPTERS.memory.tape!.deal((i) => draws[i]!).cards.map((c) => c.symbol);
    expect(layout(tape)).toEqual(order(tape).map((k) => cards[k]));
    for (let i = 0; i < memory.SHUFFLE_DRAWS; i++) {
      // Half the range further, draw i picks another card for its Fisher-Yates step.
      const changed = tape.map((d, k) => (k === i ? (d + 2 ** 31) >>> 0 : d));
      expect(order(changed), `draw ${i}`).not.toEqual(order(tape));
    }
  });
});
