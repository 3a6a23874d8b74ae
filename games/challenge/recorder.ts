/**
 * Records a challenge run's log while the page plays it, with the rules the replay uses, so what
 * the page sends is exactly what the server replays. Pure: `record` takes the engine's state and
 * an action and returns the next state and log; the view keeps both in its live store.
 *
 * Real-time games: pass "advance" actions as they come from the fixed-step loop; they are run one
 * tick at a time here, so the log counts exactly the ticks that ran (an advance stops at game
 * over). Inputs are recorded only when the engine accepted them (the state changed).
 */
import { REAL_TIME_RULES, type RealTimeGame } from "./real-time-games";

export type RealTimeLog = { inputs: [number, unknown][]; endTick: number };

/** A new, empty log for a real-time game (`endTick` grows with every tick that runs). */
export function emptyRealTimeLog(): RealTimeLog {
  return { inputs: [], endTick: 0 };
}

/**
 * Applies one logged input or `ticks` ticks to a real-time game and returns the new state and
 * log. `input` is the log's value for the action (see contracts/challenge.ts), `ticks` the owed
 * ticks from the loop. The log is copied, never changed in place.
 */
export function recordRealTime<S>(
  game: RealTimeGame,
  state: S,
  log: RealTimeLog,
  event: { input: unknown } | { ticks: number },
): { state: S; log: RealTimeLog } {
  const rules = REAL_TIME_RULES[game] as unknown as {
    apply: (s: S, i: unknown) => S;
    tick: (s: S) => S;
    isOver: (s: S) => boolean;
    isRunning: (s: S) => boolean;
  };
  if ("input" in event) {
    if (rules.isOver(state)) return { state, log };
    const next = rules.apply(state, event.input);
    if (next === state) return { state, log };
    return { state: next, log: { inputs: [...log.inputs, [log.endTick, event.input]], endTick: log.endTick } };
  }
  let current = state;
  let ticks = log.endTick;
  for (let i = 0; i < event.ticks && rules.isRunning(current) && !rules.isOver(current); i++) {
    current = rules.tick(current);
    ticks++;
  }
  return { state: current, log: ticks === log.endTick ? log : { inputs: log.inputs, endTick: ticks } };
}

