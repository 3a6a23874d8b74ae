/**
 * How each real-time challenge game is dealt, started, ticked, and how one logged input is
 * applied. Ticks are counted only while the game runs, as the view's fixed-step loop feeds them.
 */
import type { ChallengeLog } from "../../contracts/challenge";
import * as breakout from "../breakout/engine";
import * as colormatch from "../colormatch/engine";
import * as flappy from "../flappy/engine";
import * as snake from "../snake/engine";
import * as whack from "../whack/engine";
import { seededRandom } from "../shared/random";

export type RealTimeRules<S, I> = {
  /** The game as the Start button leaves it (Flappy waits for its first flap). */
  begin: (seed: number) => S;
  inputs: (log: never) => readonly (readonly [number, I])[];
  apply: (state: S, input: I) => S;
  tick: (state: S) => S;
  isOver: (state: S) => boolean;
  score: (state: S) => number;
  /** The view's tick length: the wall-clock time a run of n ticks took at least. */
  tickMs: number;
  /** More ticks than any real game lasts (Flappy's first flap is tick 0, see isRunning). */
  maxTicks: number;
  /** Whether ticks count yet (Flappy: only after the first flap). */
  isRunning: (state: S) => boolean;
};

const rules = <S, I, L>(r: Omit<RealTimeRules<S, I>, "inputs"> & { inputs: (log: L) => readonly (readonly [number, I])[] }) =>
  r as unknown as RealTimeRules<S, I>;

/**
 * Caps on a run's length: far beyond what a person plays in one go, and small enough that the
 * server's replay of the longest allowed run stays around a second of CPU (decision 028).
 */
const MINUTE_MS = 60_000;

export const REAL_TIME_RULES = {
  snake: rules({
    begin: (seed: number) => snake.step(snake.createGame({}, seededRandom(seed)), { type: "start" }),
    inputs: (log: ChallengeLog<"snake">) => log.inputs,
    apply: (state: snake.SnakeState, direction: snake.Direction) => snake.step(state, { type: "turn", direction }),
    tick: (state) => snake.step(state, { type: "tick" }),
    isOver: snake.isOver,
    score: (state) => state.score,
    tickMs: snake.SNAKE_TICK_MS,
    maxTicks: (60 * MINUTE_MS) / snake.SNAKE_TICK_MS,
    isRunning: (state) => state.phase === "running",
  }),
  flappy: rules({
    begin: (seed: number) => flappy.createGame({}, seededRandom(seed)),
    inputs: (log: ChallengeLog<"flappy">) => log.inputs,
    apply: (state: flappy.FlappyState) => flappy.step(state, { type: "flap" }),
    tick: (state) => flappy.step(state, { type: "tick" }),
    isOver: flappy.isOver,
    score: (state) => state.score,
    tickMs: flappy.FLAPPY_TICK_MS,
    maxTicks: (30 * MINUTE_MS) / flappy.FLAPPY_TICK_MS,
    isRunning: (state) => state.phase === "playing",
  }),
  breakout: rules({
    begin: (seed: number) => breakout.step(breakout.createGame({}, seededRandom(seed)), { type: "start" }),
    inputs: (log: ChallengeLog<"breakout">) => log.inputs,
    apply: (state: breakout.BreakoutState, input: number | "left" | "right") =>
      typeof input === "number"
        ? breakout.step(state, { type: "setPaddle", x: input })
        : breakout.step(state, { type: "move", dx: input === "left" ? -breakout.BREAKOUT_KEY_STEP : breakout.BREAKOUT_KEY_STEP }),
    tick: (state) => breakout.step(state, { type: "tick" }),
    isOver: breakout.isOver,
    score: (state) => state.score,
    tickMs: breakout.BREAKOUT_TICK_MS,
    maxTicks: 20 * 60 * breakout.BREAKOUT_TICKS_PER_SECOND,
    isRunning: (state) => state.phase === "running",
  }),
  whack: rules({
    begin: (seed: number) => whack.step(whack.createGame({}, seededRandom(seed)), { type: "start" }),
    inputs: (log: ChallengeLog<"whack">) => log.inputs,
    apply: (state: whack.WhackState, hole: number) => whack.step(state, { type: "whack", hole }),
    tick: (state) => whack.step(state, { type: "tick" }),
    isOver: whack.isOver,
    score: (state) => state.score,
    tickMs: whack.WHACK_TICK_MS,
    maxTicks: whack.WHACK_ROUND_MS / whack.WHACK_TICK_MS,
    isRunning: (state) => state.phase === "running",
  }),
  colormatch: rules({
    begin: (seed: number) => colormatch.step(colormatch.createGame({}, seededRandom(seed)), { type: "start" }),
    inputs: (log: ChallengeLog<"colormatch">) => log.inputs,
    apply: (state: colormatch.ColorMatchState, match: boolean) => colormatch.step(state, { type: "answer", match }),
    tick: (state) => colormatch.step(state, { type: "tick" }),
    isOver: colormatch.isOver,
    score: (state) => state.score,
    tickMs: colormatch.COLORMATCH_TICK_MS,
    maxTicks: colormatch.COLORMATCH_ROUND_MS / colormatch.COLORMATCH_TICK_MS,
    isRunning: (state) => state.phase === "running",
  }),
} as const;

export type RealTimeGame = keyof typeof REAL_TIME_RULES;
