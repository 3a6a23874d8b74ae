/**
 * A daily-challenge session for one game page: deals the day's seed and records the run's input
 * log as contracts/challenge.ts describes, through games/challenge/recorder.ts for the real-time
 * games, so the log the page sends is exactly what the server replays. The views keep dispatching
 * their own engine actions; this maps them onto log entries (docs/decisions/034).
 */
import type { ChallengeGame } from "../../../../contracts/challenge";
import { BREAKOUT_KEY_STEP, BREAKOUT_PADDLE_WIDTH, type BreakoutState } from "../../../../games/breakout/engine";
import { REAL_TIME_RULES, type RealTimeGame } from "../../../../games/challenge/real-time-games";
import { emptyRealTimeLog, recordRealTime, type RealTimeLog } from "../../../../games/challenge/recorder";
import { TURN_RULES, type TurnGame } from "../../../../games/challenge/turn-games";
import { seededRandom } from "../../../../games/shared/random";
import type { ChallengeRun, ChallengeSession } from "../shared/challenge-bridge";

type Action = { readonly type: string; readonly [key: string]: unknown };
type AnyRules = { isOver: (state: never) => boolean; score: (state: never) => number };

/** What one view action puts in the log (undefined: not an input, nothing logged). */
const TURN_INPUTS: Record<TurnGame, { key: "moves" | "flips" | "presses"; type: string; field: string }> = {
  "2048": { key: "moves", type: "move", field: "direction" },
  sliding: { key: "moves", type: "move", field: "index" },
  memory: { key: "flips", type: "flip", field: "index" },
  simon: { key: "presses", type: "press", field: "color" },
};

const REAL_TIME_INPUTS: Record<RealTimeGame, (action: Action, state: unknown) => unknown> = {
  snake: (a) => (a.type === "turn" ? a.direction : undefined),
  flappy: (a) => (a.type === "flap" ? "flap" : undefined),
  breakout: (a, state) => {
    if (a.type === "setPaddle") return a.x;
    if (a.type !== "move") return undefined;
    if (a.dx === BREAKOUT_KEY_STEP) return "right";
    if (a.dx === -BREAKOUT_KEY_STEP) return "left";
    // Any other step is the paddle placed where the step takes it.
    return (state as BreakoutState).paddleX + (a.dx as number) + BREAKOUT_PADDLE_WIDTH / 2;
  },
  whack: (a) => (a.type === "whack" ? a.hole : undefined),
  colormatch: (a) => (a.type === "answer" ? a.match : undefined),
};

export function isRealTimeGame(game: ChallengeGame): game is RealTimeGame {
  return game in REAL_TIME_RULES;
}

function rulesOf(game: ChallengeGame): AnyRules {
  return (isRealTimeGame(game) ? REAL_TIME_RULES[game] : TURN_RULES[game]) as unknown as AnyRules;
}

/** The run as the panel sees it: over or not, the score the replay will find, the log to send. */
export type RunView = { over: boolean; score: number; log: unknown; moves: number };

export function viewOf(game: ChallengeGame, run: ChallengeRun): RunView {
  const rules = rulesOf(game);
  const state = run.state as never;
  const log = run.log as RealTimeLog | Record<string, unknown[]>;
  const moves = "inputs" in log ? (log as RealTimeLog).endTick : (Object.values(log)[0] as unknown[]).length;
  return { over: rules.isOver(state), score: rules.score(state), log: run.log, moves };
}

export function createSession(game: ChallengeGame, seed: number, report: (run: ChallengeRun) => void): ChallengeSession {
  const realTime = isRealTimeGame(game);
  const rules = rulesOf(game);
  const emptyLog = () => (realTime ? emptyRealTimeLog() : { [TURN_INPUTS[game as TurnGame].key]: [] });
  const deal = <S>(create: (random: () => number) => S) => ({ state: create(seededRandom(seed)), log: emptyLog() as unknown });

  return {
    game,
    seed,
    deal,
    report,
    reduce<S, A>(run: { state: S; log: unknown }, rawAction: A, step: (state: S, action: A) => S, create: (random: () => number) => S) {
      const action = rawAction as unknown as Action;
      // Every new game in a challenge is the day's deal again, with a fresh log.
      if (action.type === "reset" || action.type === "newGame") return deal(create);
      if (action.type === "start" && rules.isOver(run.state as never)) {
        const fresh = deal(create);
        return { state: step(fresh.state, rawAction), log: fresh.log };
      }
      return realTime ? reduceRealTime(game as RealTimeGame, run, action, rawAction, step) : reduceTurn(game as TurnGame, run, action, rawAction, step);
    },
  };
}

function reduceTurn<S, A>(game: TurnGame, run: { state: S; log: unknown }, action: Action, raw: A, step: (state: S, action: A) => S) {
  const next = step(run.state, raw);
  const input = TURN_INPUTS[game];
  if (action.type !== input.type || next === run.state) return { state: next, log: run.log };
  const log = run.log as Record<string, unknown[]>;
  let state = next;
  // As the replay does (games/challenge/turn-games.ts): a challenge goes on after 2048 at once.
  const won = state as unknown as { won?: boolean; keepPlaying?: boolean };
  if (game === "2048" && won.won && !won.keepPlaying) state = step(state, { type: "keepPlaying" } as A);
  return { state, log: { [input.key]: [...log[input.key]!, action[input.field]] } };
}

function reduceRealTime<S, A>(game: RealTimeGame, run: { state: S; log: unknown }, action: Action, raw: A, step: (state: S, action: A) => S) {
  const log = run.log as RealTimeLog;
  if (action.type === "advance" || action.type === "tick") {
    const ticks = action.type === "tick" ? 1 : (action.ticks as number);
    // One tick at a time through the recorder, which counts exactly the ticks that ran; the
    // ticks' events are kept together, as the engine's own "advance" does.
    let current = { state: run.state, log };
    const events: unknown[] = [];
    for (let i = 0; i < ticks; i++) {
      const next = recordRealTime(game, current.state, current.log, { ticks: 1 });
      if (next.state === current.state) break;
      events.push(...(next.state as { events: unknown[] }).events);
      current = next;
    }
    return current.state === run.state ? run : { state: { ...current.state, events } as S, log: current.log };
  }
  const input = REAL_TIME_INPUTS[game](action, run.state);
  if (input === undefined) return { state: step(run.state, raw), log };
  return recordRealTime(game, run.state, log, { input });
}
