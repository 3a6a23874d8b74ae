// Simon Says rules. Time-free: while phase is "showing" the view plays the pattern with its own
// timers, then dispatches "patternShown"; presses are ignored until then.
import { type Random, randomInt, seededRandom, withRandom } from "../shared/random";

export const COLORS = ["red", "blue", "green", "yellow"] as const;
export type Color = (typeof COLORS)[number];
export type Phase = "idle" | "showing" | "input" | "over";

/**
 * How the view plays a pattern: a pause so the player sees the round change, then each colour lit
 * for SIMON_SHOW_ON_MS with a dark gap after it. Kept here, not in the view, because the daily
 * challenge's server checks that a round's presses come after its pattern could have been shown.
 */
export const SIMON_LEAD_IN_MS = 700;
export const SIMON_SHOW_ON_MS = 500;
export const SIMON_SHOW_GAP_MS = 250;

/** The ms from the start of a pattern's showing until the view dispatches "patternShown". */
export function patternShowMs(length: number): number {
  return SIMON_LEAD_IN_MS + length * (SIMON_SHOW_ON_MS + SIMON_SHOW_GAP_MS);
}

export type GameState = {
  phase: Phase;
  pattern: Color[];
  /** How many colours of the pattern the player has repeated this round. */
  inputIndex: number;
  /** Completed rounds. */
  score: number;
  /** Random draws in step come from a generator seeded by rngState, which is then re-drawn, so step stays pure. */
  rngState: number;
};

export type GameAction = { type: "start" } | { type: "patternShown" } | { type: "press"; color: Color } | { type: "reset" };

/** No options yet; kept so every engine is called the same way: createGame({}, random). */
export type GameOptions = Record<string, never>;

function idle(rngState: number): GameState {
  return { phase: "idle", pattern: [], inputIndex: 0, score: 0, rngState };
}

function appendColor(state: GameState, pattern: Color[], score: number): GameState {
  const [color, rngState] = withRandom(state.rngState, (random) => COLORS[randomInt(random, COLORS.length)]!);
  return { phase: "showing", pattern: [...pattern, color], inputIndex: 0, score, rngState };
}

/** The view passes its own random source (seeded by ?seed=N or not); the fixed default only suits tests. */
export function createGame(_options: GameOptions = {}, random: Random = seededRandom(1)): GameState {
  return idle(randomInt(random, 2 ** 32));
}

export function isOver(state: GameState): boolean {
  return state.phase === "over";
}

export function step(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case "reset":
      return idle(state.rngState);
    case "start":
      if (state.phase !== "idle" && state.phase !== "over") return state;
      return appendColor(state, [], 0);
    case "patternShown":
      if (state.phase !== "showing") return state;
      return { ...state, phase: "input", inputIndex: 0 };
    case "press": {
      if (state.phase !== "input") return state;
      if (state.pattern[state.inputIndex] !== action.color) return { ...state, phase: "over" };
      const inputIndex = state.inputIndex + 1;
      if (inputIndex < state.pattern.length) return { ...state, inputIndex };
      // The round is complete: it scores, and the next round shows a pattern one colour longer.
      return appendColor(state, state.pattern, state.pattern.length);
    }
  }
}
