/**
 * Replays a daily-challenge run from the day's seed and its input log with the very engines the
 * browser plays, and returns the score the replay gives. Pure: the server records this score,
 * never the one the client claims. The log's shape was already checked by
 * contracts/challenge.ts; here the rules are: no input after game over, ticks never going back,
 * a run no longer than any real game, and a game that is over when the log ends.
 */
import { challengeLogSchemas, type ChallengeGame } from "../../contracts/challenge";
import { REAL_TIME_RULES, type RealTimeGame, type RealTimeRules } from "./real-time-games";
import { TURN_RULES, type TurnGame, type TurnRules } from "./turn-games";

export type ReplayResult =
  | { ok: true; score: number; /** Ticks the run lasted (0 for turn games): checked against the wall clock. */ ticks: number; tickMs: number }
  | { ok: false; message: string };

const fail = (message: string): ReplayResult => ({ ok: false, message });

export function isRealTime(game: ChallengeGame): game is RealTimeGame {
  return game in REAL_TIME_RULES;
}

/** Checks the log's shape, then replays it; `log` is whatever the client sent. */
export function replayRun(game: ChallengeGame, seed: number, log: unknown): ReplayResult {
  const parsed = challengeLogSchemas[game].safeParse(log);
  if (!parsed.success) return fail(`The ${game} log is malformed: ${parsed.error.issues[0]?.message ?? "unreadable"}`);
  if (isRealTime(game)) return replayRealTime(REAL_TIME_RULES[game] as RealTimeRules<unknown, unknown>, seed, parsed.data as never);
  return replayTurns(TURN_RULES[game as TurnGame] as TurnRules<unknown, unknown>, seed, parsed.data as never);
}

function replayTurns<S, M>(rules: TurnRules<S, M>, seed: number, log: never): ReplayResult {
  let state = rules.create(seed);
  const moves = rules.moves(log);
  for (let i = 0; i < moves.length; i++) {
    if (rules.isOver(state)) return fail(`Move ${i + 1} comes after the game was over.`);
    state = rules.apply(state, moves[i]!);
  }
  if (!rules.isOver(state)) return fail("The log ends before the game is over.");
  return { ok: true, score: rules.score(state), ticks: 0, tickMs: 0 };
}

function replayRealTime<S, I>(rules: RealTimeRules<S, I>, seed: number, log: never): ReplayResult {
  const { endTick } = log as { endTick: number };
  if (endTick > rules.maxTicks) return fail(`The run lasts ${endTick} ticks: longer than any real game (${rules.maxTicks}).`);
  let state = rules.begin(seed);
  let tick = 0;
  const advanceTo = (target: number): string | null => {
    while (tick < target) {
      if (rules.isOver(state)) return "An input comes after the game was over.";
      if (!rules.isRunning(state)) return "Ticks are counted only while the game runs: the first input must start it.";
      state = rules.tick(state);
      tick++;
    }
    return null;
  };
  const inputs = rules.inputs(log);
  for (let i = 0; i < inputs.length; i++) {
    const [at, input] = inputs[i]!;
    if (at < tick) return fail(`Input ${i + 1} is at tick ${at}, before the input that came earlier: ticks are out of order.`);
    if (at > endTick) return fail(`Input ${i + 1} is at tick ${at}, after the run ended (tick ${endTick}).`);
    const error = advanceTo(at);
    if (error) return fail(error);
    if (rules.isOver(state)) return fail("An input comes after the game was over.");
    state = rules.apply(state, input);
  }
  const error = advanceTo(endTick);
  if (error) return fail(error === "An input comes after the game was over." ? "The game was over before the run's end tick." : error);
  if (!rules.isOver(state)) return fail("The log ends before the game is over.");
  return { ok: true, score: rules.score(state), ticks: endTick, tickMs: rules.tickMs };
}
