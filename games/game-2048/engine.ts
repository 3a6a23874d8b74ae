// 2048 rules: slides, single merges, tile spawns, victory and game over, and where each tile went
// (the view animates that). The view owns keys, swipes, rendering and the persisted best score.
import { type Random, randomInt, seededRandom, withRandom } from "../shared/random";

export const SIZE = 4;
export const WINNING_TILE = 2048;
/** A spawned tile is a 2 with this probability, otherwise a 4. */
export const TWO_PROBABILITY = 0.9;

export type Direction = "left" | "right" | "up" | "down";

/**
 * Where one tile of the board after a move came from, as gabrielecirulli/2048's tiles keep
 * `previousPosition` and `mergedFrom`. Indices are row-major board cells.
 */
export type TileOrigin = {
  /** The tile's cell after the move. */
  index: number;
  /**
   * Its cells before the move: one for a tile that slid (or stayed), two for a merge (first the
   * tile nearer the edge the move went towards), none for the tile the move spawned.
   */
  from: number[];
};

export type GameState = {
  /** 16 cells, row-major (index = row * 4 + column); 0 is empty. */
  board: number[];
  score: number;
  /** Moves that changed the board. */
  moves: number;
  /** Set once when a 2048 tile first appears; never cleared by later moves. */
  won: boolean;
  /** Set when the player dismisses the victory, so it shows once and play continues. */
  keepPlaying: boolean;
  /** Random draws in step come from a generator seeded by rngState, which is then re-drawn, so step stays pure. */
  rngState: number;
  /**
   * Every tile of the board and where it came from in the move that made it; null after a deal.
   * Part of the state so a hidden-deal challenge's server view carries it to the page too (the
   * server keeps only the moves, never states).
   */
  lastMove: TileOrigin[] | null;
};

export type GameAction = { type: "move"; direction: Direction } | { type: "keepPlaying" } | { type: "newGame" };

/** No options yet; kept so every engine is called the same way: createGame({}, random). */
export type GameOptions = Record<string, never>;

/**
 * Slides one line towards its start; each tile merges at most once per move. `from[k]` holds the
 * positions in `row` of the tile or tiles that make the k-th tile of the result.
 */
export function slideRow(row: readonly number[]): { row: number[]; gained: number; from: number[][] } {
  const tiles = row.flatMap((value, at) => (value === 0 ? [] : [{ value, at }]));
  const out: number[] = [];
  const from: number[][] = [];
  let gained = 0;
  for (let i = 0; i < tiles.length; i++) {
    const { value, at } = tiles[i]!;
    const partner = tiles[i + 1];
    if (partner?.value === value) {
      out.push(value * 2);
      from.push([at, partner.at]);
      gained += value * 2;
      i++; // the partner is used up, so the merged tile cannot merge again this move
    } else {
      out.push(value);
      from.push([at]);
    }
  }
  while (out.length < row.length) out.push(0);
  return { row: out, gained, from };
}

/** Board indices of each line, ordered from the edge the tiles slide towards. */
function lines(direction: Direction): number[][] {
  const range = Array.from({ length: SIZE }, (_, i) => i);
  return range.map((line) =>
    range.map((k) => {
      switch (direction) {
        case "left":
          return line * SIZE + k;
        case "right":
          return line * SIZE + (SIZE - 1 - k);
        case "up":
          return k * SIZE + line;
        case "down":
          return (SIZE - 1 - k) * SIZE + line;
      }
    }),
  );
}

/** The slide alone (no spawn), with where each tile of the result came from. */
export function moveBoard(board: readonly number[], direction: Direction): { board: number[]; gained: number; changed: boolean; tiles: TileOrigin[] } {
  const next = board.slice();
  const tiles: TileOrigin[] = [];
  let gained = 0;
  for (const indices of lines(direction)) {
    const slid = slideRow(indices.map((i) => board[i]!));
    gained += slid.gained;
    indices.forEach((boardIndex, k) => (next[boardIndex] = slid.row[k]!));
    slid.from.forEach((cells, k) => tiles.push({ index: indices[k]!, from: cells.map((cell) => indices[cell]!) }));
  }
  return { board: next, gained, changed: next.some((value, i) => value !== board[i]), tiles };
}

/** Puts a 2 (90%) or a 4 (10%) on a random empty cell; a full board comes back unchanged. */
/**
 * How many of the moves `next`, played in turn after `first` on `board`, change the board whatever
 * tile each move adds (a 2 or a 4, on any empty cell): moves known to be taken before the tiles
 * are known. A daily-challenge page (whose tiles come from the server) sends those together with
 * `first` rather than one per answer. Stops at the first move not certain, or once more than
 * `maxBoards` boards are possible (about three moves).
 */
export function certainMovesAfter(board: readonly number[], first: Direction, next: readonly Direction[], maxBoards = 1024): number {
  let possible: (readonly number[])[] = [board];
  let last = first;
  let count = 0;
  for (const move of next) {
    const after: number[][] = [];
    for (const b of possible) {
      const slid = moveBoard(b, last).board;
      slid.forEach((value, i) => {
        if (value !== 0) return;
        for (const tile of [2, 4]) after.push(slid.map((v, j) => (j === i ? tile : v)));
      });
    }
    if (after.length === 0 || after.length > maxBoards || !after.every((b) => moveBoard(b, move).changed)) break;
    possible = after;
    last = move;
    count++;
  }
  return count;
}

export function addRandomTile(board: readonly number[], random: Random): number[] {
  const empty = board.flatMap((value, i) => (value === 0 ? [i] : []));
  if (empty.length === 0) return board.slice();
  const cell = empty[randomInt(random, empty.length)]!;
  const next = board.slice();
  next[cell] = random() < TWO_PROBABILITY ? 2 : 4;
  return next;
}

/** True while some slide would change the board: an empty cell or two equal neighbours. */
export function canMove(board: readonly number[]): boolean {
  if (board.includes(0)) return true;
  for (let i = 0; i < board.length; i++) {
    const column = i % SIZE;
    if (column < SIZE - 1 && board[i] === board[i + 1]) return true;
    if (i + SIZE < board.length && board[i] === board[i + SIZE]) return true;
  }
  return false;
}

function deal(rngState: number): GameState {
  const [board, next] = withRandom(rngState, (random) =>
    addRandomTile(
      addRandomTile(
        Array.from({ length: SIZE * SIZE }, () => 0),
        random,
      ),
      random,
    ),
  );
  return { board, score: 0, moves: 0, won: false, keepPlaying: false, rngState: next, lastMove: null };
}

/** The view passes its own random source (seeded by ?seed=N or not); the fixed default only suits tests. */
export function createGame(_options: GameOptions = {}, random: Random = seededRandom(1)): GameState {
  return deal(randomInt(random, 2 ** 32));
}

export function isOver(state: GameState): boolean {
  return !canMove(state.board);
}

/** The victory shows from reaching 2048 until the player chooses to keep playing. */
export function showVictory(state: GameState): boolean {
  return state.won && !state.keepPlaying;
}

export function step(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case "newGame":
      return deal(state.rngState);
    case "keepPlaying":
      return showVictory(state) ? { ...state, keepPlaying: true } : state;
    case "move": {
      if (isOver(state) || showVictory(state)) return state;
      const moved = moveBoard(state.board, action.direction);
      if (!moved.changed) return state;
      const [board, rngState] = withRandom(state.rngState, (random) => addRandomTile(moved.board, random));
      // A move that changed the board left an empty cell, so exactly one cell differs: the new tile.
      const spawned = board.findIndex((value, i) => value !== moved.board[i]);
      return {
        ...state,
        board,
        score: state.score + moved.gained,
        moves: state.moves + 1,
        won: state.won || board.some((value) => value >= WINNING_TILE),
        rngState,
        lastMove: [...moved.tiles, { index: spawned, from: [] }],
      };
    }
  }
}
