// Tic Tac Toe rules: pure data in, data out; the view owns input and rendering.

export type Mark = "X" | "O";
export type Cell = Mark | null;

export type GameState = {
  /** 9 cells, row-major: index = row * 3 + column. */
  board: Cell[];
  turn: Mark;
  winner: Mark | null;
  /** The three indices of the winning line, for highlighting. */
  winningLine: readonly number[] | null;
  draw: boolean;
};

export type GameAction = { type: "play"; index: number } | { type: "reset" };

export const BOARD_SIZE = 9;

/** Three rows, three columns, two diagonals. */
export const WIN_LINES: readonly (readonly number[])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** No options and no randomness; the signature matches the other engines. */
export type GameOptions = Record<string, never>;

export function createGame(_options?: GameOptions): GameState {
  return {
    board: Array.from({ length: BOARD_SIZE }, () => null),
    turn: "X",
    winner: null,
    winningLine: null,
    draw: false,
  };
}

export function findWinningLine(board: readonly Cell[]): readonly number[] | null {
  for (const line of WIN_LINES) {
    const [a, b, c] = line.map((i) => board[i]);
    if (a && a === b && a === c) return line;
  }
  return null;
}

export function isOver(state: GameState): boolean {
  return state.winner !== null || state.draw;
}

export function step(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case "reset":
      return createGame();
    case "play": {
      if (isOver(state)) return state;
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= BOARD_SIZE) return state;
      if (state.board[action.index] !== null) return state;
      const board = state.board.slice();
      board[action.index] = state.turn;
      const winningLine = findWinningLine(board);
      const winner = winningLine ? state.turn : null;
      const draw = !winner && board.every((cell) => cell !== null);
      // The turn stays with the winner so the final board still says who moved last.
      const turn: Mark = winner || draw ? state.turn : state.turn === "X" ? "O" : "X";
      return { board, turn, winner, winningLine, draw };
    }
  }
}
