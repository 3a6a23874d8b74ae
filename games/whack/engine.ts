import { seededRandom, type Random, nextRandom } from "../shared/random";
import { advanceTicks } from "../shared/engine-kit";

export const WHACK_HOLES = 9;
export const WHACK_ROUND_MS = 30_000;
export const WHACK_SPAWN_EVERY_MS = 1000;
export const WHACK_VISIBLE_MS = 800;
/**
 * A press this soon after a mole went down still hits it: on a slow phone the mole is still on
 * screen for a moment after the round's clock has taken it down (the page draws a frame or two
 * behind the game's clock, and a touch reaches the page some tens of ms after the finger). Kept
 * in the engine, so the server's replay of a challenge run counts the same hits.
 */
export const WHACK_LATE_HIT_MS = 300;
/** One `tick` is this long; the round's, the moles' and the hits' times are all multiples of it. */
export const WHACK_TICK_MS = 100;
/** Browser storage key for the persisted high score (integer stored as text). */
export const WHACK_HIGH_SCORE_KEY = "whackHighScore";

export type WhackPhase = "idle" | "running" | "over";
export type WhackOptions = Record<string, never>;
export type Mole = { readonly hole: number; readonly shownAtMs: number };

export type WhackEvent =
  | { readonly type: "appeared"; readonly hole: number }
  /** The mole went back down without being hit. */
  | { readonly type: "escaped"; readonly hole: number }
  /** A hit: play the tone. */
  | { readonly type: "hit"; readonly hole: number; readonly score: number }
  | { readonly type: "timeUp"; readonly score: number };

export type WhackState = {
  readonly phase: WhackPhase;
  /** Round time elapsed in ms, always a multiple of WHACK_TICK_MS. */
  readonly elapsedMs: number;
  /** The visible mole, if any (holes 0..8, row by row). */
  readonly mole: Mole | null;
  /** The mole that went down unhit most recently, and when: hittable for WHACK_LATE_HIT_MS more. */
  readonly gone: { readonly hole: number; readonly atMs: number } | null;
  readonly score: number;
  /** What the latest step did; replaced by every step that changes state. */
  readonly events: readonly WhackEvent[];
  readonly rngState: number;
};

export type WhackAction =
  /** Starts a round; also restarts one mid-game. */
  | { readonly type: "start" }
  | { readonly type: "tick" }
  /** Several ticks at once (fixed-time-step catch-up) with their events kept together. */
  | { readonly type: "advance"; readonly ticks: number }
  | { readonly type: "whack"; readonly hole: number }
  | { readonly type: "reset" };

function freshGame(rngState: number): WhackState {
  return { phase: "idle", elapsedMs: 0, mole: null, gone: null, score: 0, events: [], rngState };
}

/** The view passes a random source (crypto-seeded, or `seededRandom(seed)` for ?seed=N); the default seed makes a game repeatable. */
export function createGame(_options: WhackOptions = {}, random: Random = seededRandom(1)): WhackState {
  return freshGame(Math.floor(random() * 4294967296) >>> 0);
}

export function isOver(state: WhackState): boolean {
  return state.phase === "over";
}

/** Whole seconds left, for the countdown (30 at the start, 0 when over). */
export function secondsLeft(state: WhackState): number {
  return Math.ceil((WHACK_ROUND_MS - state.elapsedMs) / 1000);
}

function spawn(state: WhackState, elapsedMs: number): Pick<WhackState, "mole" | "rngState"> & { event: WhackEvent } {
  const [value, rngState] = nextRandom(state.rngState);
  const hole = Math.floor(value * WHACK_HOLES);
  return { mole: { hole, shownAtMs: elapsedMs }, rngState, event: { type: "appeared", hole } };
}

// Moles appear at 0 s, 1 s, ... 29 s: 30 appearances, each up for 800 ms, all inside the round.
function tick(state: WhackState): WhackState {
  if (state.phase !== "running") return state;
  const elapsedMs = state.elapsedMs + WHACK_TICK_MS;
  if (elapsedMs >= WHACK_ROUND_MS) {
    return { ...state, phase: "over", elapsedMs: WHACK_ROUND_MS, mole: null, events: [{ type: "timeUp", score: state.score }] };
  }
  const events: WhackEvent[] = [];
  let { mole, gone } = state;
  if (gone && elapsedMs - gone.atMs > WHACK_LATE_HIT_MS) gone = null;
  if (mole && elapsedMs - mole.shownAtMs >= WHACK_VISIBLE_MS) {
    events.push({ type: "escaped", hole: mole.hole });
    gone = { hole: mole.hole, atMs: elapsedMs };
    mole = null;
  }
  if (elapsedMs % WHACK_SPAWN_EVERY_MS === 0) {
    const spawned = spawn(state, elapsedMs);
    events.push(spawned.event);
    return { ...state, elapsedMs, mole: spawned.mole, gone, rngState: spawned.rngState, events };
  }
  return { ...state, elapsedMs, mole, gone, events };
}

function advance(state: WhackState, ticks: number): WhackState {
  return advanceTicks(state, ticks, tick);
}

export function step(state: WhackState, action: WhackAction): WhackState {
  switch (action.type) {
    case "start": {
      const round = { ...freshGame(state.rngState), phase: "running" as const };
      const spawned = spawn(round, 0);
      return { ...round, mole: spawned.mole, rngState: spawned.rngState, events: [spawned.event] };
    }
    case "tick":
      return tick(state);
    case "advance":
      return advance(state, action.ticks);
    case "whack": {
      // A miss (empty hole, wrong hole, not running) changes nothing.
      if (state.phase !== "running") return state;
      const onMole = state.mole?.hole === action.hole;
      const late = !onMole && state.gone?.hole === action.hole && state.elapsedMs - state.gone.atMs <= WHACK_LATE_HIT_MS;
      if (!onMole && !late) return state;
      const score = state.score + 1;
      return { ...state, mole: onMole ? null : state.mole, gone: late ? null : state.gone, score, events: [{ type: "hit", hole: action.hole, score }] };
    }
    case "reset":
      return freshGame(state.rngState);
  }
}
