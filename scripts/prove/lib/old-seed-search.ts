/**
 * The red team's search against 2048's hidden deal (issue 40), for the unit test
 * (server/modules/challenge/deal-tape.test.ts) and the proof (scripts/prove/hidden-deals.ts): every
 * 32-bit random state of the old kind (the engine's rngState, a mulberry32 state) that deals the
 * boards the page was shown after the deal and each move. mulberry32 is written out here, as the
 * engines' games/shared/random.ts has it, so one candidate costs a few integer operations; a
 * candidate that deals the first board is then followed through every move.
 */
import type { DealArg } from "../../../games/challenge/deal";
import { turnStates } from "../../../games/challenge/replay";
import * as g2048 from "../../../games/game-2048/engine";

const TWO_32 = 2 ** 32;

/** The boards the page shows after the deal and after each move, from the run's deal. */
export function firstBoards(deal: DealArg, moves: readonly g2048.Direction[]): number[][] {
  const states = turnStates("2048", deal, moves);
  if (!states.ok) throw new Error(states.message);
  return (states.states as g2048.GameState[]).map((state) => state.board);
}

/** A mulberry32 stream from `state`, as games/shared/random.ts draws it. */
function stream(state: number) {
  let s = state >>> 0;
  return () => {
    const a = (s + 0x6d2b79f5) >>> 0;
    s = a;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / TWO_32;
  };
}

/** The engine's addRandomTile on a board, with the cell and value it put (one draw each). */
function addTile(board: number[], draw: () => number): void {
  const empty: number[] = [];
  for (let i = 0; i < board.length; i++) if (board[i] === 0) empty.push(i);
  if (empty.length === 0) return;
  const cell = empty[Math.floor(draw() * empty.length)]!;
  board[cell] = draw() < 0.9 ? 2 : 4;
}

const same = (a: readonly number[], b: readonly number[]) => a.every((v, i) => v === b[i]);

/** Whether the old kind's state `state` deals `boards` under `moves` (the deal's two tiles, then one tile a move). */
export function dealsBoards(state: number, boards: readonly (readonly number[])[], moves: readonly g2048.Direction[]): boolean {
  let draw = stream(state);
  const dealt = Array<number>(16).fill(0);
  addTile(dealt, draw);
  addTile(dealt, draw);
  if (!same(dealt, boards[0]!)) return false;
  let next = Math.floor(draw() * TWO_32);
  for (let m = 0; m < moves.length; m++) {
    const moved = g2048.moveBoard(boards[m]!, moves[m]!);
    if (!moved.changed) return false;
    draw = stream(next);
    const board = moved.board.slice();
    addTile(board, draw);
    if (!same(board, boards[m + 1]!)) return false;
    next = Math.floor(draw() * TWO_32);
  }
  return true;
}

/**
 * The states in [from, from + count) (taken mod 2^32) that deal `boards`. A quick test on the
 * first tile comes first: most states put it on an empty cell of the first board, or the wrong value.
 */
export function consistentSeeds(boards: readonly (readonly number[])[], moves: readonly g2048.Direction[], from: number, count: number): number[] {
  const first = boards[0]!;
  const found: number[] = [];
  for (let k = 0; k < count; k++) {
    const state = (from + k) >>> 0;
    // The first tile: cell floor(u * 16) of the empty board, a 2 below 0.9.
    let a = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const cell = Math.floor((((t ^ (t >>> 14)) >>> 0) / TWO_32) * 16);
    const value = first[cell]!;
    if (value === 0) continue;
    a = (a + 0x6d2b79f5) >>> 0;
    t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    if (((((t ^ (t >>> 14)) >>> 0) / TWO_32 < 0.9 ? 2 : 4) as number) !== value) continue;
    if (dealsBoards(state, boards, moves)) found.push(state);
  }
  return found;
}
