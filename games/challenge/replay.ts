/**
 * Replays a challenge run's log (already checked against its schema in contracts/challenge.ts)
 * from the run's deal (deal.ts) with the very engines the browser plays, through the games' adapters, and
 * returns the score with what the time checks need (human-time.ts). The rules here are the
 * game's: no input after game over, ticks never going back, a run no longer than any real game,
 * and a game that is over when the log ends. Kept lean: the server replays 72,000-tick Breakout
 * logs in a worker.
 */
import type { ChallengeGame, ChallengeLog, TurnChallengeGame } from "../../contracts/challenge";
import type * as breakout from "../breakout/engine";
import type * as snake from "../snake/engine";
import type * as whack from "../whack/engine";
import { dealtTurns, isTurnGame, realTimeAdapter, tooManyMovesMessage, turnAdapter, type RealTimeChallengeGame } from "./adapters";
import { asDeal, TapeTooShortError, type DealArg, type RunDeal } from "./deal";

export type TurnReplay = {
  ok: true;
  kind: "turn";
  score: number;
  /** waits[i]: page ms the view holds move i back after the move before (waits[0]: after the deal). */
  waits: number[];
  /** A run dealt from a tape: how many of its draws the run used (what its public record carries); null for a seed. */
  drawsUsed: number | null;
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
export function replayRun<G extends ChallengeGame>(game: G, dealt: number | RunDeal, log: ChallengeLog<G>): TurnReplay | RealTimeReplay | ReplayFailure {
  const deal = asDeal(dealt);
  if (isTurnGame(game)) return replayTurns(game, deal, (log as ChallengeLog<TurnChallengeGame>).moves);
  if (!("seed" in deal)) return fail(`A ${game} run is dealt from a seed.`);
  return replayRealTime(game as RealTimeChallengeGame, deal.seed, log as ChallengeLog<RealTimeChallengeGame>);
}

/** A turn run's states: after the deal (`states[0]`), then after each move as the page shows it. */
export type TurnStates = { ok: true; states: unknown[]; over: boolean; score: number } | ReplayFailure;

/**
 * Replays a turn run from its deal (a seed, or for a hidden-deal run the tape its public record
 * carries) and gives every state the page showed. A move the game
 * refuses, one after game over or a tape too short for the run is a failure naming the move. Used by
 * the old-seed search of `npm run prove` and its test; the watch page plays through playback.ts. @internal
 */
export function turnStates(game: TurnChallengeGame, deal: DealArg, moves: readonly unknown[]): TurnStates {
  const adapter = turnAdapter(game);
  try {
    const dealt = dealtTurns(game, deal);
    const states: unknown[] = [dealt.start];
    let state = adapter.settle(dealt.start);
    for (let i = 0; i < moves.length; i++) {
      if (adapter.isOver(state)) return fail(`Move ${i + 1} comes after the game was over.`);
      const shown = dealt.play(state, moves[i]);
      if (shown === state) return fail(`Move ${i + 1} is not one the game allows at that point.`);
      states.push(shown);
      state = adapter.settle(shown);
    }
    return { ok: true, states, over: adapter.isOver(state), score: adapter.score(state) };
  } catch (error) {
    if (error instanceof TapeTooShortError) return fail(error.message);
    throw error;
  }
}

export function replayTurns(game: TurnChallengeGame, dealt: DealArg, moves: readonly unknown[]): TurnReplay | ReplayFailure {
  const adapter = turnAdapter(game);
  if (moves.length > adapter.maxMoves) return fail(tooManyMovesMessage(game, adapter.maxMoves));
  const deal = asDeal(dealt);
  try {
    const turns = dealtTurns(game, deal);
    const waits = [adapter.pacing.waitAfter(turns.start)];
    let state = adapter.settle(turns.start);
    for (let i = 0; i < moves.length; i++) {
      if (adapter.isOver(state)) return fail(`Move ${i + 1} comes after the game was over.`);
      const shown = turns.play(state, moves[i]);
      waits.push(adapter.pacing.waitAfter(shown));
      state = adapter.settle(shown);
    }
    if (!adapter.isOver(state)) return fail(LOG_ENDS_EARLY_MESSAGE);
    waits.pop();
    const drawsUsed = adapter.tape && !("seed" in deal) ? adapter.tape.drawsUsed(state) : null;
    return { ok: true, kind: "turn", score: adapter.score(state), waits, drawsUsed };
  } catch (error) {
    if (error instanceof TapeTooShortError) return fail(error.message);
    throw error;
  }
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
