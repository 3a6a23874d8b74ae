// Two-player rules for "Play a friend" rooms: the single-player engines' rules (games/tictactoe,
// games/connect4, games/rps, games/memory) with seats 0 and 1 instead of a player and the page.
// Pure: the server (server/modules/rooms) holds the whole match and applies every move; a seat or a
// spectator only ever gets `matchView`, which leaves out what nobody may know yet (an RPS pick not
// yet revealed, a Memory card not flipped).
import { findWinningLine as findTicTacToeLine, BOARD_SIZE } from "../tictactoe/engine";
import { COLUMNS, ROWS, landingRow, winningLineThrough } from "../connect4/engine";
import { BEATS, CHOICES, type Choice } from "../rps/engine";
import { SYMBOLS } from "../memory/engine";
import { RPS_TARGET, type RoomGame } from "../../contracts/rooms";

export type { RoomGame };
export type Seat = 0 | 1;

export type Move = { index: number } | { column: number } | { choice: Choice };

type Ending = { winner: Seat | null; draw: boolean };
type Grid = (Seat | null)[];

export type TicTacToeMatch = Ending & { game: "tictactoe"; board: Grid; turn: Seat; line: number[] | null };
export type Connect4Match = Ending & { game: "connect4"; board: Grid; turn: Seat; line: number[] | null; lastMove: number | null };
export type RpsMatch = Ending & {
  game: "rps";
  /** Hidden: the picks of the round being played. */
  picks: [Choice | null, Choice | null];
  score: [number, number];
  last: { picks: [Choice, Choice]; winner: Seat | null } | null;
  rounds: number;
};
export type MemoryMatch = Ending & {
  game: "memory";
  /** Hidden: the deal, dealt by the server's CSPRNG. */
  symbols: string[];
  owner: (Seat | null)[];
  /** Cards face up this turn (0, 1 or 2 while a pair is being tried). */
  open: number[];
  /** The last mismatched pair, left face up until the next flip so the other phone sees it. */
  shown: number[];
  pairs: [number, number];
  turn: Seat;
};
export type MatchState = TicTacToeMatch | Connect4Match | RpsMatch | MemoryMatch;

/** What a seat or a spectator sees. */
export type MatchView =
  | Omit<TicTacToeMatch, never>
  | Omit<Connect4Match, never>
  | (Omit<RpsMatch, "picks"> & { picked: [boolean, boolean]; yourPick: Choice | null })
  | (Omit<MemoryMatch, "symbols"> & { cards: (string | null)[] });

/** A uniform integer in [0, n): the server passes a CSPRNG (crypto.randomInt). */
export type RandomInt = (n: number) => number;

export function newMatch(game: RoomGame, starter: Seat, randomInt: RandomInt): MatchState {
  const ending: Ending = { winner: null, draw: false };
  switch (game) {
    case "tictactoe":
      return { game, board: Array.from({ length: BOARD_SIZE }, () => null), turn: starter, line: null, ...ending };
    case "connect4":
      return { game, board: Array.from({ length: ROWS * COLUMNS }, () => null), turn: starter, line: null, lastMove: null, ...ending };
    case "rps":
      return { game, picks: [null, null], score: [0, 0], last: null, rounds: 0, ...ending };
    case "memory": {
      const symbols = [...SYMBOLS, ...SYMBOLS];
      for (let i = symbols.length - 1; i > 0; i--) {
        const j = randomInt(i + 1);
        [symbols[i], symbols[j]] = [symbols[j]!, symbols[i]!];
      }
      return { game, symbols, owner: symbols.map(() => null), open: [], shown: [], pairs: [0, 0], turn: starter, ...ending };
    }
  }
}

export function isOver(match: MatchState): boolean {
  return match.winner !== null || match.draw;
}

/** Whose turn it is, or null when both play at once (RPS) or the match is over. */
export function turnOf(match: MatchState): Seat | null {
  if (isOver(match) || match.game === "rps") return null;
  return match.turn;
}

export const MOVE_ERRORS = {
  over: "This game is over.",
  turn: "It is not your turn.",
  illegal: "That move is not allowed.",
} as const;

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** The match after `seat` plays `move`, or the reason it is refused (the match is then unchanged). */
export function applyMove(match: MatchState, seat: Seat, move: Move): { match: MatchState } | { error: string } {
  if (isOver(match)) return { error: MOVE_ERRORS.over };
  if (match.game !== "rps" && match.turn !== seat) return { error: MOVE_ERRORS.turn };
  switch (match.game) {
    case "tictactoe": {
      if (!("index" in move) || !Number.isInteger(move.index) || move.index < 0 || move.index >= BOARD_SIZE || match.board[move.index] !== null)
        return { error: MOVE_ERRORS.illegal };
      const board = match.board.slice();
      board[move.index] = seat;
      const line = findTicTacToeLine(board.map((cell) => (cell === null ? null : cell === 0 ? "X" : "O")));
      const winner = line ? seat : null;
      const draw = !winner && board.every((cell) => cell !== null);
      return { match: { ...match, board, line: line ? [...line] : null, winner, draw, turn: winner !== null || draw ? seat : other(seat) } };
    }
    case "connect4": {
      if (!("column" in move)) return { error: MOVE_ERRORS.illegal };
      const discs = match.board.map((cell) => (cell === null ? null : cell === 0 ? "player" : "ai"));
      const row = landingRow(discs, move.column);
      if (row === null) return { error: MOVE_ERRORS.illegal };
      const index = row * COLUMNS + move.column;
      const board = match.board.slice();
      board[index] = seat;
      discs[index] = seat === 0 ? "player" : "ai";
      const line = winningLineThrough(discs, index);
      const winner = line ? seat : null;
      const draw = !winner && board.every((cell) => cell !== null);
      return { match: { ...match, board, line, winner, draw, lastMove: index, turn: winner !== null || draw ? seat : other(seat) } };
    }
    case "rps": {
      if (!("choice" in move) || !CHOICES.includes(move.choice)) return { error: MOVE_ERRORS.illegal };
      if (match.picks[seat] !== null) return { error: MOVE_ERRORS.turn };
      const picks: [Choice | null, Choice | null] = [...match.picks];
      picks[seat] = move.choice;
      const [a, b] = picks;
      if (a === null || b === null) return { match: { ...match, picks } };
      // Both are in: the round is revealed to both at once.
      const roundWinner: Seat | null = a === b ? null : BEATS[a] === b ? 0 : 1;
      const score: [number, number] = [...match.score];
      if (roundWinner !== null) score[roundWinner] += 1;
      const winner = score[0] >= RPS_TARGET ? 0 : score[1] >= RPS_TARGET ? 1 : null;
      return { match: { ...match, picks: [null, null], score, last: { picks: [a, b], winner: roundWinner }, rounds: match.rounds + 1, winner } };
    }
    case "memory": {
      if (!("index" in move) || !Number.isInteger(move.index)) return { error: MOVE_ERRORS.illegal };
      const { index } = move;
      if (index < 0 || index >= match.symbols.length || match.owner[index] !== null || match.open.includes(index)) return { error: MOVE_ERRORS.illegal };
      const open = [...match.open, index];
      if (open.length < 2) return { match: { ...match, open, shown: [] } };
      const [first, second] = open as [number, number];
      if (match.symbols[first] !== match.symbols[second]) {
        // A miss: the pair stays on show until the next flip, and the turn passes.
        return { match: { ...match, open: [], shown: [first, second], turn: other(seat) } };
      }
      // A pair found plays again; most pairs wins.
      const owner = match.owner.slice();
      owner[first] = seat;
      owner[second] = seat;
      const pairs: [number, number] = [...match.pairs];
      pairs[seat] += 1;
      const done = owner.every((o) => o !== null);
      const winner = done && pairs[0] !== pairs[1] ? (pairs[0] > pairs[1] ? 0 : 1) : null;
      return { match: { ...match, owner, open: [], shown: [], pairs, winner, draw: done && pairs[0] === pairs[1] } };
    }
  }
}

/** The match as `seat` (or a spectator, null) may see it. */
export function matchView(match: MatchState, seat: Seat | null): MatchView {
  switch (match.game) {
    case "tictactoe":
    case "connect4":
      return match;
    case "rps": {
      const { picks, ...rest } = match;
      return { ...rest, picked: [picks[0] !== null, picks[1] !== null], yourPick: seat === null ? null : picks[seat] };
    }
    case "memory": {
      const { symbols, ...rest } = match;
      const cards = symbols.map((symbol, i) => (match.owner[i] !== null || match.open.includes(i) || match.shown.includes(i) ? symbol : null));
      return { ...rest, cards };
    }
  }
}

/** The match ended by a forfeit: `seat` left for too long, and the other seat wins. */
export function forfeit(match: MatchState, seat: Seat): MatchState {
  return { ...match, winner: other(seat), draw: false };
}
