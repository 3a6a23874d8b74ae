// Connect Four rules against the AI. Time-free: after the player's drop the turn is "ai", and the
// view dispatches "aiMove" after AI_DELAY_MS.
import { type Random, randomInt, seededRandom, withRandom } from "../shared/random";

export const ROWS = 6;
export const COLUMNS = 7;
export const CONNECT = 4;
export const AI_DELAY_MS = 500;

/** The player is blue and moves first; the AI is red. */
export type Disc = "player" | "ai";
export type Cell = Disc | null;

export type GameState = {
  /** 42 cells, row-major with row 0 at the top: index = row * 7 + column. */
  board: Cell[];
  turn: Disc;
  winner: Disc | null;
  /** The four (or more) cells in the winning line, for highlighting. */
  winningCells: number[] | null;
  draw: boolean;
  /** Cell of the last disc dropped, for an animation. */
  lastMove: number | null;
  /** Round wins, kept across rounds by "newRound" and cleared by "reset". */
  playerWins: number;
  aiWins: number;
  /** Random draws in step come from a generator seeded by rngState, which is then re-drawn, so step stays pure. */
  rngState: number;
};

export type GameAction = { type: "drop"; column: number } | { type: "aiMove" } | { type: "newRound" } | { type: "reset" };

/** No options yet; kept so every engine is called the same way: createGame({}, random). */
export type GameOptions = Record<string, never>;

export function emptyBoard(): Cell[] {
  return Array.from({ length: ROWS * COLUMNS }, () => null);
}

/** The lowest empty row of a column, or null when the column is full or off the board. */
export function landingRow(board: readonly Cell[], column: number): number | null {
  if (!Number.isInteger(column) || column < 0 || column >= COLUMNS) return null;
  for (let row = ROWS - 1; row >= 0; row--) {
    if (board[row * COLUMNS + column] === null) return row;
  }
  return null;
}

export function legalColumns(board: readonly Cell[]): number[] {
  return Array.from({ length: COLUMNS }, (_, c) => c).filter((c) => landingRow(board, c) !== null);
}

export function dropDisc(board: readonly Cell[], column: number, disc: Disc): { board: Cell[]; index: number } | null {
  const row = landingRow(board, column);
  if (row === null) return null;
  const index = row * COLUMNS + column;
  const next = board.slice();
  next[index] = disc;
  return { board: next, index };
}

const DIRECTIONS: readonly [number, number][] = [
  [0, 1], // horizontal
  [1, 0], // vertical
  [1, 1], // diagonal down-right
  [1, -1], // diagonal down-left
];

/** The line of four or more through the given cell, or null. */
export function winningLineThrough(board: readonly Cell[], index: number): number[] | null {
  const disc = board[index];
  if (!disc) return null;
  const row = Math.floor(index / COLUMNS);
  const column = index % COLUMNS;
  const owns = (r: number, c: number) => r >= 0 && r < ROWS && c >= 0 && c < COLUMNS && board[r * COLUMNS + c] === disc;
  for (const [dr, dc] of DIRECTIONS) {
    const line = [index];
    for (const sign of [1, -1]) {
      for (let k = 1; owns(row + sign * k * dr, column + sign * k * dc); k++) {
        line.push((row + sign * k * dr) * COLUMNS + column + sign * k * dc);
      }
    }
    if (line.length >= CONNECT) return line.toSorted((a, b) => a - b);
  }
  return null;
}

/** The leftmost column where dropping this disc wins at once, or null. */
export function findWinningColumn(board: readonly Cell[], disc: Disc): number | null {
  for (const column of legalColumns(board)) {
    const dropped = dropDisc(board, column, disc)!;
    if (winningLineThrough(dropped.board, dropped.index)) return column;
  }
  return null;
}

/** The AI's order: take a win, else block the player's win, else any legal column at random. */
export function chooseAiColumn(board: readonly Cell[], random: Random): number | null {
  const win = findWinningColumn(board, "ai");
  if (win !== null) return win;
  const block = findWinningColumn(board, "player");
  if (block !== null) return block;
  const columns = legalColumns(board);
  return columns.length === 0 ? null : columns[randomInt(random, columns.length)]!;
}

function newRound(state: Pick<GameState, "playerWins" | "aiWins" | "rngState">): GameState {
  return {
    board: emptyBoard(),
    turn: "player",
    winner: null,
    winningCells: null,
    draw: false,
    lastMove: null,
    playerWins: state.playerWins,
    aiWins: state.aiWins,
    rngState: state.rngState,
  };
}

/** The view passes its own random source (seeded by ?seed=N or not); the fixed default only suits tests. */
export function createGame(_options: GameOptions = {}, random: Random = seededRandom(1)): GameState {
  return newRound({ playerWins: 0, aiWins: 0, rngState: randomInt(random, 2 ** 32) });
}

export function isOver(state: GameState): boolean {
  return state.winner !== null || state.draw;
}

function play(state: GameState, column: number, disc: Disc, rngState: number): GameState {
  const dropped = dropDisc(state.board, column, disc);
  if (!dropped) return state;
  const winningCells = winningLineThrough(dropped.board, dropped.index);
  const winner = winningCells ? disc : null;
  const draw = !winner && dropped.board.every((cell) => cell !== null);
  return {
    ...state,
    board: dropped.board,
    turn: disc === "player" ? "ai" : "player",
    winner,
    winningCells,
    draw,
    lastMove: dropped.index,
    playerWins: state.playerWins + (winner === "player" ? 1 : 0),
    aiWins: state.aiWins + (winner === "ai" ? 1 : 0),
    rngState,
  };
}

export function step(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case "newRound":
      return newRound(state);
    case "reset":
      return newRound({ playerWins: 0, aiWins: 0, rngState: state.rngState });
    case "drop":
      if (isOver(state) || state.turn !== "player") return state;
      return play(state, action.column, "player", state.rngState);
    case "aiMove": {
      if (isOver(state) || state.turn !== "ai") return state;
      const [column, rngState] = withRandom(state.rngState, (random) => chooseAiColumn(state.board, random));
      return column === null ? state : play(state, column, "ai", rngState);
    }
  }
}
