// Memory Match rules. Time-free: the view waits resolveDelay(state) ms, then dispatches "resolve",
// and counts elapsed seconds itself from the first flip (state.started) until isOver.
import { type Random, randomInt, seededRandom, shuffle, withRandom } from "../shared/random";

export const SYMBOLS: readonly string[] = ["🎮", "👾", "🚀", "🎲", "🏆", "⭐", "💎", "🔥"];
export const PAIRS = SYMBOLS.length;
export const MATCH_DELAY_MS = 500;
export const MISMATCH_DELAY_MS = 1000;

export type Card = { id: number; symbol: string; faceUp: boolean; matched: boolean };

export type GameState = {
  cards: Card[];
  /** Indices of face-up cards not yet resolved: 0, 1 or 2. */
  open: number[];
  moves: number;
  matches: number;
  /** True from the first flip: the view starts its clock then. */
  started: boolean;
  /** Random draws in step come from a generator seeded by rngState, which is then re-drawn, so step stays pure. */
  rngState: number;
};

export type GameAction = { type: "flip"; index: number } | { type: "resolve" } | { type: "newGame" };

function deal(rngState: number): GameState {
  const [symbols, next] = withRandom(rngState, (random) => shuffle([...SYMBOLS, ...SYMBOLS], random));
  return laidOut(symbols, next);
}

function laidOut(symbols: readonly string[], rngState: number): GameState {
  return {
    cards: symbols.map((symbol, id) => ({ id, symbol, faceUp: false, matched: false })),
    open: [],
    moves: 0,
    matches: 0,
    started: false,
    rngState,
  };
}

/** Draws a shuffle takes from its source: one per card but the first (Fisher-Yates). */
export const SHUFFLE_DRAWS = 2 * PAIRS - 1;

/**
 * A layout shuffled by `random` itself, not by a 32-bit state drawn from it: the daily challenge
 * deals from a tape whose every draw is independent (games/challenge/deal.ts), so the layout is
 * any of the 16!/2^8 orders, not one of 2^32 that a brute force could try. One more draw seeds
 * rngState (a "newGame" after it).
 */
export function createShuffledGame(random: Random): GameState {
  const symbols = shuffle([...SYMBOLS, ...SYMBOLS], random);
  return laidOut(symbols, randomInt(random, 2 ** 32));
}

/** No options yet; kept so every engine is called the same way: createGame({}, random). */
export type GameOptions = Record<string, never>;

/** The view passes its own random source (seeded by ?seed=N or not); the fixed default only suits tests. */
export function createGame(_options: GameOptions = {}, random: Random = seededRandom(1)): GameState {
  return deal(randomInt(random, 2 ** 32));
}

export function isOver(state: GameState): boolean {
  return state.matches === PAIRS;
}

/** "match" or "mismatch" while two cards are open and waiting for "resolve"; otherwise null. */
export function pendingResult(state: GameState): "match" | "mismatch" | null {
  const [a, b] = state.open;
  if (a === undefined || b === undefined) return null;
  return state.cards[a]?.symbol === state.cards[b]?.symbol ? "match" : "mismatch";
}

/** How long the view waits before dispatching "resolve", or null when nothing is pending. */
export function resolveDelay(state: GameState): number | null {
  const pending = pendingResult(state);
  if (pending === null) return null;
  return pending === "match" ? MATCH_DELAY_MS : MISMATCH_DELAY_MS;
}

export function step(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case "newGame":
      return deal(state.rngState);
    case "flip": {
      if (isOver(state) || state.open.length >= 2) return state;
      const card = state.cards[action.index];
      if (!card || card.faceUp || card.matched) return state;
      const cards = state.cards.slice();
      cards[action.index] = { ...card, faceUp: true };
      const open = [...state.open, action.index];
      // Two flips make one move, counted when the second card turns over.
      const moves = open.length === 2 ? state.moves + 1 : state.moves;
      return { ...state, cards, open, moves, started: true };
    }
    case "resolve": {
      const pending = pendingResult(state);
      if (pending === null) return state;
      const cards = state.cards.slice();
      for (const index of state.open) {
        const card = cards[index]!;
        cards[index] = pending === "match" ? { ...card, matched: true } : { ...card, faceUp: false };
      }
      const matches = pending === "match" ? state.matches + 1 : state.matches;
      return { ...state, cards, open: [], matches };
    }
  }
}
