/**
 * Replays a challenge run's log (already checked against its schema in contracts/challenge.ts)
 * from the run's seed with the very engines the browser plays, through the games' adapters, and
 * returns the score with what the time checks need (human-time.ts). The rules here are the
 * game's: no input after game over, ticks never going back, a run no longer than any real game,
 * and a game that is over when the log ends. Kept lean: the server replays 72,000-tick Breakout
 * logs in a worker.
 */
import type { ChallengeGame, ChallengeLog, TurnChallengeGame } from "../../contracts/challenge";
import type * as breakout from "../breakout/engine";
import type * as snake from "../snake/engine";
import type * as whack from "../whack/engine";
import { isTurnGame, realTimeAdapter, turnAdapter, type RealTimeChallengeGame } from "./adapters";

export type TurnReplay = {
  ok: true;
  kind: "turn";
  score: number;
  /** waits[i]: page ms the view holds move i back after the move before (waits[0]: after the deal). */
  waits: number[];
};

export type RealTimeReplay = {
  ok: true;
  kind: "real-time";
  score: number;
  ticks: number;
  tickMs: number;
  /**
   * Breakout: the paddle's left edge after the inputs of each tick that had some, as [tick, x].
   * Not from the serve: the pointer may be anywhere when the game starts.
   */
  paddle: [number, number][] | null;
  /**
   * Reactions in ms to what a person must see first, where the game has one: Whack, each hit
   * after its mole appeared; Snake, the first turn after each new food; Color Match, each answer
   * after the one that dealt its prompt. Tick-based ones are taken at the middle of their tick.
   */
  reactionsMs: number[] | null;
};

export type ReplayFailure = { ok: false; message: string };

const fail = (message: string): ReplayFailure => ({ ok: false, message });
export const INPUT_AFTER_OVER_MESSAGE = "An input comes after the game was over.";
export const LOG_ENDS_EARLY_MESSAGE = "The log ends before the game is over.";

/** Either replay, by the game's kind: for tests, which replay any game's recorded log (the server's verify picks its replay itself). @internal */
export function replayRun<G extends ChallengeGame>(game: G, seed: number, log: ChallengeLog<G>): TurnReplay | RealTimeReplay | ReplayFailure {
  if (isTurnGame(game)) return replayTurns(game, seed, (log as ChallengeLog<TurnChallengeGame>).moves);
  return replayRealTime(game as RealTimeChallengeGame, seed, log as ChallengeLog<RealTimeChallengeGame>);
}

export function replayTurns(game: TurnChallengeGame, seed: number, moves: readonly unknown[]): TurnReplay | ReplayFailure {
  const adapter = turnAdapter(game);
  const dealt = adapter.deal(seed);
  const waits = [adapter.pacing.waitAfter(dealt)];
  let state = adapter.settle(dealt);
  for (let i = 0; i < moves.length; i++) {
    if (adapter.isOver(state)) return fail(`Move ${i + 1} comes after the game was over.`);
    const shown = adapter.play(state, moves[i] as never);
    waits.push(adapter.pacing.waitAfter(shown));
    state = adapter.settle(shown);
  }
  if (!adapter.isOver(state)) return fail(LOG_ENDS_EARLY_MESSAGE);
  waits.pop();
  return { ok: true, kind: "turn", score: adapter.score(state), waits };
}

export function replayRealTime(game: RealTimeChallengeGame, seed: number, log: ChallengeLog<RealTimeChallengeGame>): RealTimeReplay | ReplayFailure {
  const adapter = realTimeAdapter(game);
  const { endTick, inputs } = log;
  if (endTick > adapter.maxTicks) return fail(`The run lasts ${endTick} ticks: longer than any real game (${adapter.maxTicks}).`);
  let state = adapter.begin(seed);
  let tick = 0;
  const isBreakout = game === "breakout";
  const isWhack = game === "whack";
  const isSnake = game === "snake";
  const paddle: [number, number][] | null = isBreakout ? [] : null;
  const reactionsMs: number[] | null = isWhack || isSnake || game === "colormatch" ? [] : null;
  // The tick count from which the thing to react to (a mole, a new food) has been visible; null once reacted to.
  let shownSince: number | null = isWhack ? 0 : null;
  let lastAnswerAt: number | null = null;

  const advanceTo = (target: number): string | null => {
    while (tick < target) {
      if (adapter.isOver(state)) return INPUT_AFTER_OVER_MESSAGE;
      if (!adapter.isRunning(state)) return "Ticks are counted only while the game runs: the first input must start it.";
      state = adapter.tick(state);
      tick++;
      if (isWhack && (state as whack.WhackState).events.some((e) => e.type === "appeared")) shownSince = tick;
      if (isSnake && (state as snake.SnakeState).events.some((e) => e.type === "ate")) shownSince = tick;
    }
    return null;
  };

  for (let i = 0; i < inputs.length; i++) {
    const [at, input, pageAt] = inputs[i]!;
    if (at < tick) return fail(`Input ${i + 1} is at tick ${at}, before the input that came earlier: ticks are out of order.`);
    if (at > endTick) return fail(`Input ${i + 1} is at tick ${at}, after the run ended (tick ${endTick}).`);
    const error = advanceTo(at);
    if (error) return fail(error);
    if (adapter.isOver(state)) return fail(INPUT_AFTER_OVER_MESSAGE);
    const before = state;
    state = adapter.apply(state, input as never);
    if (paddle) {
      const x = (state as breakout.BreakoutState).paddleX;
      const last = paddle[paddle.length - 1];
      if (last?.[0] === tick) last[1] = x;
      else paddle.push([tick, x]);
    }
    if (reactionsMs && state !== before) {
      if (shownSince !== null && (isSnake || isWhack)) {
        reactionsMs.push((tick - shownSince + 0.5) * adapter.tickMs);
        shownSince = null;
      } else if (!isSnake && !isWhack) {
        if (lastAnswerAt !== null) reactionsMs.push(pageAt - lastAnswerAt);
        lastAnswerAt = pageAt;
      }
    }
  }
  const error = advanceTo(endTick);
  if (error) return fail(error === INPUT_AFTER_OVER_MESSAGE ? "The game was over before the run's end tick." : error);
  if (!adapter.isOver(state)) return fail(LOG_ENDS_EARLY_MESSAGE);
  return { ok: true, kind: "real-time", score: adapter.score(state), ticks: endTick, tickMs: adapter.tickMs, paddle, reactionsMs };
}
