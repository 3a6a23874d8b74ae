// Sliding Puzzle rules. Shuffling walks legal moves back from the solved board, so every deal is
// solvable, and the walk is kept in the state so a test can solve by replaying it backwards.
import { type Random, randomInt, seededRandom, withRandom } from "../shared/random";

export const SIZE = 3;
export const SHUFFLE_MOVES = 100;
/** 1-8 in order with the blank (0) last. */
export const SOLVED: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

export type GameOptions = {
  /** Random legal moves made from the solved board; 100 unless a test wants fewer. */
  shuffleCount?: number;
};

export type GameState = {
  /** 9 cells, row-major; 0 is the blank. */
  tiles: number[];
  /** The player's moves; shuffling is not counted. */
  moves: number;
  /** Tile values moved while shuffling, in order; moving them in reverse order solves the deal. */
  shuffleMoves: number[];
  shuffleCount: number;
  /** Random draws in step come from a generator seeded by rngState, which is then re-drawn, so step stays pure. */
  rngState: number;
};

export type GameAction = { type: "move"; index: number } | { type: "newGame" };

/** Cell indices sharing an edge with the given cell. */
export function neighbours(index: number): number[] {
  const row = Math.floor(index / SIZE);
  const column = index % SIZE;
  const out: number[] = [];
  if (row > 0) out.push(index - SIZE);
  if (row < SIZE - 1) out.push(index + SIZE);
  if (column > 0) out.push(index - 1);
  if (column < SIZE - 1) out.push(index + 1);
  return out;
}

/** Only a tile next to the blank can move. */
export function canMoveTile(tiles: readonly number[], index: number): boolean {
  return tiles[index] !== undefined && tiles[index] !== 0 && neighbours(index).includes(tiles.indexOf(0));
}

function swapWithBlank(tiles: readonly number[], index: number): number[] {
  const next = tiles.slice();
  const blank = tiles.indexOf(0);
  next[blank] = tiles[index]!;
  next[index] = 0;
  return next;
}

export function isSolved(tiles: readonly number[]): boolean {
  return tiles.every((value, i) => value === SOLVED[i]);
}

/** Walks `count` random legal moves from solved, never undoing the move just made. */
export function shuffleTiles(count: number, random: Random): { tiles: number[]; shuffleMoves: number[] } {
  let tiles = SOLVED.slice();
  const shuffleMoves: number[] = [];
  for (let i = 0; i < count; i++) {
    const blank = tiles.indexOf(0);
    const candidates = neighbours(blank).filter((index) => tiles[index] !== shuffleMoves.at(-1));
    const index = candidates[randomInt(random, candidates.length)]!;
    shuffleMoves.push(tiles[index]!);
    tiles = swapWithBlank(tiles, index);
  }
  return { tiles, shuffleMoves };
}

function deal(shuffleCount: number, rngState: number): GameState {
  const [{ tiles, shuffleMoves }, next] = withRandom(rngState, (random) => shuffleTiles(shuffleCount, random));
  return { tiles, moves: 0, shuffleMoves, shuffleCount, rngState: next };
}

/** The view passes its own random source (seeded by ?seed=N or not); the fixed default only suits tests. */
export function createGame(options: GameOptions = {}, random: Random = seededRandom(1)): GameState {
  return deal(options.shuffleCount ?? SHUFFLE_MOVES, randomInt(random, 2 ** 32));
}

export function isOver(state: GameState): boolean {
  return isSolved(state.tiles);
}

export function step(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case "newGame":
      return deal(state.shuffleCount, state.rngState);
    case "move":
      if (isOver(state) || !canMoveTile(state.tiles, action.index)) return state;
      return { ...state, tiles: swapWithBlank(state.tiles, action.index), moves: state.moves + 1 };
  }
}
