import { describe, expect, it } from "vitest";
import type * as g2048 from "../game-2048/engine";
import * as memory from "../memory/engine";
import type * as simon from "../simon/engine";
import { CHALLENGE_ADAPTERS, MAX_MOVES_MEMORY, tooManyMovesMessage } from "./adapters";
import { hiddenPlay, hiddenStep, startView } from "./hidden";
import { playMemory, playSimon, play2048 } from "./play-bots";

const SEED = 4242;

describe("hidden-deal views", () => {
  it("a Memory view shows no symbol of a card that is not face up or matched, and is a state the engine plays on", () => {
    const view = startView("memory", SEED) as memory.GameState;
    expect(view.rngState).toBe(0);
    expect(view.cards.every((card) => card.symbol === "")).toBe(true);
    // The page flips on the view as on its own state.
    const flipped = memory.step(view, { type: "flip", index: 3 });
    expect(flipped.cards[3]!.faceUp).toBe(true);
  });

  it("shows the cards a flip turns up, until the pair turns back down: then they are hidden again", () => {
    const deal = CHALLENGE_ADAPTERS.memory.deal(SEED);
    const other = deal.cards.findIndex((card) => card.symbol !== deal.cards[0]!.symbol);
    const one = hiddenStep("memory", SEED, [0]);
    expect(one.ok && (one.view as memory.GameState).cards[0]!.symbol).toBe(deal.cards[0]!.symbol);
    const two = hiddenStep("memory", SEED, [0, other]);
    expect(two).toMatchObject({ ok: true, over: false, count: 2 });
    const open = (two as { view: memory.GameState }).view;
    // Two open cards wait for the page's resolve timer, both visible.
    expect(open.open).toEqual([0, other]);
    expect(memory.resolveDelay(open)).toBe(memory.MISMATCH_DELAY_MS);
    const third = deal.cards.findIndex((_, i) => i !== 0 && i !== other);
    const after = hiddenStep("memory", SEED, [0, other, third]);
    const cards = (after as { view: memory.GameState }).view.cards;
    expect(cards[0]!.symbol).toBe("");
    expect(cards[other]!.symbol).toBe("");
    expect(cards[third]!.symbol).toBe(deal.cards[third]!.symbol);
  });

  it("a 2048 view is the board without the random stream; a Simon view is the pattern shown so far", () => {
    const board = startView("2048", SEED) as g2048.GameState;
    expect(board.rngState).toBe(0);
    expect(board.board).toEqual(CHALLENGE_ADAPTERS["2048"].deal(SEED).board);
    const pattern = startView("simon", SEED) as simon.GameState;
    expect(pattern).toMatchObject({ phase: "showing", rngState: 0 });
    expect(pattern.pattern).toHaveLength(1);
    const round = hiddenStep("simon", SEED, pattern.pattern);
    expect(round.ok && (round.view as simon.GameState).pattern).toHaveLength(2);
    expect(round.ok && (round.view as simon.GameState).phase).toBe("showing");
  });

  it("views follow the same run the honest players play, and say when it is over", () => {
    for (const run of [playMemory(SEED), playSimon(SEED, 4), play2048(SEED)]) {
      const moves = run.log.moves as readonly unknown[];
      expect(hiddenStep(run.game as "memory" | "simon" | "2048", SEED, moves)).toMatchObject({ ok: true, over: true, count: moves.length });
      expect(hiddenStep(run.game as "memory" | "simon" | "2048", SEED, moves.slice(0, -1))).toMatchObject({ ok: true, over: false });
    }
  });

  it("refuses a malformed move, a move the game does not allow, and a move after the game was over", () => {
    expect(hiddenStep("memory", SEED, [0, 16])).toEqual({ ok: false, message: "Move 2 is not a memory move: Too big: expected number to be <=15." });
    expect(hiddenStep("simon", SEED, ["purple"])).toMatchObject({ ok: false, message: expect.stringMatching(/^Move 1 is not a simon move/) });
    expect(hiddenStep("memory", SEED, [0, 0])).toEqual({ ok: false, message: "Move 2 is not one the game allows at that point." });
    const run = playMemory(SEED);
    expect(hiddenStep("memory", SEED, [...run.log.moves, 0])).toEqual({ ok: false, message: `Move ${run.log.moves.length + 1} comes after the game was over.` });
  });

  it("refuses the moves that would take a run past its game's most moves, and plays on from a kept state", () => {
    const deal = CHALLENGE_ADAPTERS.memory.deal(SEED);
    const other = deal.cards.findIndex((card) => card.symbol !== deal.cards[0]!.symbol);
    const two = hiddenPlay("memory", SEED, null, [0, other]);
    expect(two).toMatchObject({ ok: true, count: 2 });
    const kept = { state: (two as { state: unknown }).state, count: MAX_MOVES_MEMORY - 2 };
    // Two more reach the cap exactly; a third is one too many.
    expect(hiddenPlay("memory", SEED, kept, [0, other])).toMatchObject({ ok: true, count: MAX_MOVES_MEMORY, over: false });
    expect(hiddenPlay("memory", SEED, kept, [0, other, 0])).toEqual({ ok: false, message: tooManyMovesMessage("memory", MAX_MOVES_MEMORY) });
    // A refused move is named by its place in the whole run.
    expect(hiddenPlay("memory", SEED, kept, [0, 0])).toEqual({ ok: false, message: `Move ${MAX_MOVES_MEMORY} is not one the game allows at that point.` });
  });
});
