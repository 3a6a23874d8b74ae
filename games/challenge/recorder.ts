/**
 * Records a challenge run's v2 log while the page plays it, through the games' adapters, so what
 * the page sends is exactly what the server replays. Pure: each function takes the engine state,
 * the recording and one event with its page time `at` (whole ms since the page received the run's
 * start answer) and returns the next state and recording; the view keeps both in its live store.
 *
 * The recorder drops an input no person's page should produce (a second Color Match answer in the
 * same tick, a paddle jump across the board, see human-time.ts) before the engine sees it, as the
 * engine drops an input it refuses, so an honest log never breaks an impossible-level rule.
 */
import type { ChallengeLog, ChallengeMove, TurnChallengeGame } from "../../contracts/challenge";
import type * as breakout from "../breakout/engine";
import { BREAKOUT_PADDLE_WIDTH } from "../breakout/engine";
import { realTimeAdapter, runTicks, type RealTimeChallengeGame } from "./adapters";

/** Whole page ms, never going back (a clock read twice in one ms gives the same value). */
const pageTime = (at: number, last: number) => Math.max(Math.round(at), last);

// ── Turn games ─────────────────────────────────────────────────────────────────────────────────

export type TurnLog<G extends TurnChallengeGame = TurnChallengeGame> = { moves: ChallengeMove<G>[]; at: number[] };

export function emptyTurnLog<G extends TurnChallengeGame>(): TurnLog<G> {
  return { moves: [], at: [] };
}

/** Appends one move at page time `at`; the log is copied, never changed in place. */
export function recordMove<G extends TurnChallengeGame>(log: TurnLog<G>, move: ChallengeMove<G>, at: number): TurnLog<G> {
  const last = log.at[log.at.length - 1] ?? 0;
  return { moves: [...log.moves, move], at: [...log.at, pageTime(at, last)] };
}

// ── Real-time games ────────────────────────────────────────────────────────────────────────────

export type RealTimeLog<G extends RealTimeChallengeGame = RealTimeChallengeGame> = ChallengeLog<G>;

export type RealTimeRecording = {
  log: RealTimeLog;
  /** Breakout: the paddle's left edge before the inputs of the latest tick that had inputs. */
  paddleFrom: number | null;
  /** The page time a pause began, while paused. */
  pausedAt: number | null;
};

export function emptyRealTimeRecording(): RealTimeRecording {
  return { log: { inputs: [], endTick: 0, endAt: 0, pauses: [] }, paddleFrom: null, pausedAt: null };
}

export type RealTimeEvent =
  /** One of the view's engine actions; logged when the adapter maps it to an input the engine accepts. */
  | { action: unknown }
  /** The fixed-step loop owes this many ticks. */
  | { ticks: number }
  | { pause: true }
  | { resume: true };

/**
 * Applies one event at page time `at`. Ticks run one at a time and stop when the game stops, so
 * the log counts exactly the ticks that ran, and endAt follows the latest tick. Other actions
 * (start, pause and resume themselves) are the view's to dispatch; mark pauses here too.
 */
export function recordRealTime<S>(
  game: RealTimeChallengeGame,
  state: S,
  recording: RealTimeRecording,
  event: RealTimeEvent,
  at: number,
): { state: S; recording: RealTimeRecording } {
  const adapter = realTimeAdapter(game);
  const { log } = recording;
  const lastAt = Math.max(log.endAt, log.inputs[log.inputs.length - 1]?.[2] ?? 0, log.pauses[log.pauses.length - 1]?.[1] ?? 0);
  const now = pageTime(at, lastAt);
  if ("pause" in event) return recording.pausedAt === null ? { state, recording: { ...recording, pausedAt: now } } : { state, recording };
  if ("resume" in event) {
    if (recording.pausedAt === null) return { state, recording };
    return { state, recording: { ...recording, pausedAt: null, log: { ...log, pauses: [...log.pauses, [recording.pausedAt, now]] } } };
  }
  if ("ticks" in event) {
    const { state: next, ran } = runTicks(adapter as never, state, event.ticks);
    if (ran === 0) return { state, recording };
    return { state: next as S, recording: { ...recording, log: { ...log, endTick: log.endTick + ran, endAt: now } } };
  }
  if (adapter.isOver(state)) return { state, recording };
  let input = adapter.inputOf(event.action, state);
  if (input === undefined) return { state, recording };
  const tick = log.endTick;
  const previous = log.inputs[log.inputs.length - 1];
  const { pacing } = adapter;
  if (previous && pacing.oneInputPerTick && previous[0] === tick) return { state, recording };
  if (previous && now - previous[2] < pacing.minInputGapMs) return { state, recording };
  let paddleFrom = recording.paddleFrom;
  if (pacing.maxPaddlePxPerTick !== null) {
    const paddleX = (state as breakout.BreakoutState).paddleX;
    // The first input of a tick starts from where the paddle is; later ones in the same tick from the same place.
    if (!previous || previous[0] !== tick) paddleFrom = previous ? paddleX : null;
    if (paddleFrom !== null && typeof input === "number") {
      const ticks = Math.max(1, tick - previous![0]);
      const reach = pacing.maxPaddlePxPerTick * ticks;
      const left = Math.min(Math.max(input - BREAKOUT_PADDLE_WIDTH / 2, paddleFrom - reach), paddleFrom + reach);
      input = left + BREAKOUT_PADDLE_WIDTH / 2;
    }
  }
  const next = adapter.apply(state, input as never);
  if (next === state) return { state, recording };
  return { state: next as S, recording: { ...recording, paddleFrom, log: { ...log, inputs: [...log.inputs, [tick, input, now]] } as RealTimeLog } };
}
