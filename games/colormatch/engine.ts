import { seededRandom, type Random, nextRandom } from "../shared/random";
import { advanceTicks } from "../shared/engine-kit";

export const COLORMATCH_ROUND_MS = 30_000;
/** One `tick` is this long. */
export const COLORMATCH_TICK_MS = 100;
export const COLORMATCH_STREAK_TOAST_EVERY = 5;
/** Share of prompts whose displayed colour is the target, so "yes" and "no" are equally likely. */
export const COLORMATCH_MATCH_CHANCE = 0.5;

/** Eight colours, each at least 3:1 against both white and near-black (#111827), for large text. */
export const COLORMATCH_COLORS = [
  { name: "Red", hex: "#DC2626" },
  { name: "Blue", hex: "#2563EB" },
  { name: "Green", hex: "#16A34A" },
  { name: "Yellow", hex: "#B8860B" },
  { name: "Orange", hex: "#EA580C" },
  { name: "Purple", hex: "#9333EA" },
  { name: "Pink", hex: "#DB2777" },
  { name: "Gray", hex: "#6B7280" },
] as const;

export type ColorMatchPhase = "idle" | "running" | "over";
export type ColorMatchOptions = Record<string, never>;

/**
 * Indexes into COLORMATCH_COLORS. Show the target's name, and the word's name written in the ink
 * colour; the right answer is "yes" exactly when the ink is the target colour.
 */
export type Prompt = { readonly target: number; readonly word: number; readonly ink: number };

export type ColorMatchEvent =
  | { readonly type: "correct"; readonly score: number; readonly streak: number }
  | { readonly type: "wrong" }
  /** At every multiple of COLORMATCH_STREAK_TOAST_EVERY, for the toast. */
  | { readonly type: "streak"; readonly streak: number }
  | { readonly type: "timeUp"; readonly score: number };

export type ColorMatchState = {
  readonly phase: ColorMatchPhase;
  readonly elapsedMs: number;
  readonly prompt: Prompt;
  readonly score: number;
  readonly streak: number;
  /** What the latest step did; replaced by every step that changes state. */
  readonly events: readonly ColorMatchEvent[];
  readonly rngState: number;
};

export type ColorMatchAction =
  /** Starts a round; also restarts one mid-game. */
  | { readonly type: "start" }
  | { readonly type: "tick" }
  /** Several ticks at once (fixed-time-step catch-up) with their events kept together. */
  | { readonly type: "advance"; readonly ticks: number }
  /** Yes (Left/A) is `match: true`, No (Right/D) is `match: false`. */
  | { readonly type: "answer"; readonly match: boolean }
  | { readonly type: "reset" };

const COUNT = COLORMATCH_COLORS.length;

/** An index in [0, COUNT) other than `not`, uniformly. */
function pickOther(value: number, not: number): number {
  const pick = Math.floor(value * (COUNT - 1));
  return pick >= not ? pick + 1 : pick;
}

/** A new prompt: half the time the ink is the target; the word always names another colour than its ink. */
export function nextPrompt(rngState: number): { prompt: Prompt; rngState: number } {
  const [a, s1] = nextRandom(rngState);
  const [b, s2] = nextRandom(s1);
  const [c, s3] = nextRandom(s2);
  const [d, s4] = nextRandom(s3);
  const target = Math.floor(a * COUNT);
  const ink = b < COLORMATCH_MATCH_CHANCE ? target : pickOther(c, target);
  return { prompt: { target, word: pickOther(d, ink), ink }, rngState: s4 };
}

export function isMatch(prompt: Prompt): boolean {
  return prompt.ink === prompt.target;
}

/** The colours a view needs to draw a prompt. (English: the exact text, which tests assert; the page shows it through its messages). @internal */
export function describePrompt(prompt: Prompt): { targetName: string; word: string; inkHex: string } {
  const name = (i: number) => COLORMATCH_COLORS[i]?.name ?? "";
  return { targetName: name(prompt.target), word: name(prompt.word), inkHex: COLORMATCH_COLORS[prompt.ink]?.hex ?? "" };
}

function freshGame(rngState: number): ColorMatchState {
  const next = nextPrompt(rngState);
  return { phase: "idle", elapsedMs: 0, prompt: next.prompt, score: 0, streak: 0, events: [], rngState: next.rngState };
}

/** The view passes a random source (crypto-seeded, or `seededRandom(seed)` for ?seed=N); the default seed makes a game repeatable. */
export function createGame(_options: ColorMatchOptions = {}, random: Random = seededRandom(1)): ColorMatchState {
  return freshGame(Math.floor(random() * 4294967296) >>> 0);
}

export function isOver(state: ColorMatchState): boolean {
  return state.phase === "over";
}

/** Whole seconds left, for the countdown (30 at the start, 0 when over). */
export function secondsLeft(state: ColorMatchState): number {
  return Math.ceil((COLORMATCH_ROUND_MS - state.elapsedMs) / 1000);
}

function answer(state: ColorMatchState, match: boolean): ColorMatchState {
  if (state.phase !== "running") return state;
  const next = nextPrompt(state.rngState);
  const base = { ...state, prompt: next.prompt, rngState: next.rngState };
  if (match !== isMatch(state.prompt)) {
    return { ...base, streak: 0, events: [{ type: "wrong" }] };
  }
  const score = state.score + 1;
  const streak = state.streak + 1;
  const events: ColorMatchEvent[] = [{ type: "correct", score, streak }];
  if (streak % COLORMATCH_STREAK_TOAST_EVERY === 0) events.push({ type: "streak", streak });
  return { ...base, score, streak, events };
}

function tick(state: ColorMatchState): ColorMatchState {
  if (state.phase !== "running") return state;
  const elapsedMs = state.elapsedMs + COLORMATCH_TICK_MS;
  if (elapsedMs < COLORMATCH_ROUND_MS) return { ...state, elapsedMs, events: [] };
  return { ...state, phase: "over", elapsedMs: COLORMATCH_ROUND_MS, events: [{ type: "timeUp", score: state.score }] };
}

function advance(state: ColorMatchState, ticks: number): ColorMatchState {
  return advanceTicks(state, ticks, tick);
}

export function step(state: ColorMatchState, action: ColorMatchAction): ColorMatchState {
  switch (action.type) {
    case "start":
      return { ...freshGame(state.rngState), phase: "running" };
    case "tick":
      return tick(state);
    case "advance":
      return advance(state, action.ticks);
    case "answer":
      return answer(state, action.match);
    case "reset":
      return freshGame(state.rngState);
  }
}
