/**
 * A finished challenge run played back from its public record (what dealt it, a seed or a hidden
 * deal's tape, and the log it was ranked with) by the same adapters the server's replay uses, so what a watcher sees is
 * what the server verified: the last state's score is the ranked score. Time is the run's own: a
 * turn game's page times (`at`), a real-time game's ticks x tick length (pauses left out).
 *
 * Turn games are short lists of small states, kept whole. A real-time run can be 72,000 ticks, so
 * it is a cursor that only goes forward (`stateAt` with a smaller time starts again from the deal).
 */
import type { ChallengeGame, ChallengeLog, TurnChallengeGame } from "../../contracts/challenge";
import { dealtTurns, isTurnGame, realTimeAdapter, turnAdapter, type RealTimeChallengeGame } from "./adapters";
import type { RunDeal } from "./deal";

export type Playback = {
  game: ChallengeGame;
  kind: "turn" | "real-time";
  /** The run's length in its own time (ms): the last move, or the last tick. */
  durationMs: number;
  /** The state a person saw `ms` into the run (clamped to the run). */
  stateAt(ms: number): unknown;
  /** The score shown in a state of this run. */
  score(state: unknown): number;
};

/** How long a turn game's last state stays on screen after its last move, so the end is seen. */
export const TURN_END_HOLD_MS = 1_000;

/** A tape that runs out before the run (TapeTooShortError) throws: the record is not this run's. */
export function createPlayback<G extends ChallengeGame>(game: G, deal: RunDeal, log: ChallengeLog<G>): Playback {
  if (isTurnGame(game)) return turnPlayback(game, deal, (log as ChallengeLog<TurnChallengeGame>).moves, (log as ChallengeLog<TurnChallengeGame>).at);
  if (!("seed" in deal)) throw new Error(`${game} is dealt from a seed, not a tape.`);
  return realTimePlayback(game as RealTimeChallengeGame, deal.seed, log as ChallengeLog<RealTimeChallengeGame>);
}

/**
 * Every state a turn game showed, with when: each move's state as the page showed it right after
 * (two open Memory cards, a Simon pattern about to play), then its follow-ups once the page's own
 * wait has passed (the cards turned back, the pattern shown).
 */
function turnPlayback(game: TurnChallengeGame, deal: RunDeal, moves: readonly unknown[], at: readonly number[]): Playback {
  const adapter = turnAdapter(game);
  const turns = dealtTurns(game, deal);
  const dealt = turns.start;
  const times: number[] = [0];
  const states: unknown[] = [dealt];
  let state = adapter.settle(dealt);
  const firstWait = adapter.pacing.waitAfter(dealt);
  if (firstWait > 0) {
    times.push(firstWait);
    states.push(state);
  }
  for (let i = 0; i < moves.length && !adapter.isOver(state); i++) {
    const when = Math.max(at[i] ?? 0, times[times.length - 1]!);
    const shown = turns.play(state, moves[i]);
    times.push(when);
    states.push(shown);
    state = adapter.settle(shown);
    const wait = adapter.pacing.waitAfter(shown);
    if (state !== shown) {
      times.push(when + Math.max(wait, 1));
      states.push(state);
    }
  }
  const durationMs = times[times.length - 1]! + TURN_END_HOLD_MS;
  return {
    game,
    kind: "turn",
    durationMs,
    stateAt(ms) {
      // The last state whose time has come (binary search: a 2048 run has thousands).
      let lo = 0;
      let hi = times.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (times[mid]! <= ms) lo = mid;
        else hi = mid - 1;
      }
      return states[lo];
    },
    score: (s) => adapter.score(s),
  };
}

function realTimePlayback(game: RealTimeChallengeGame, seed: number, log: ChallengeLog<RealTimeChallengeGame>): Playback {
  const adapter = realTimeAdapter(game);
  const { inputs, endTick } = log;
  let state: unknown;
  let tick: number;
  let next: number;
  const restart = () => {
    state = adapter.begin(seed);
    tick = 0;
    next = 0;
  };
  restart();

  /** Applies the inputs logged at the current tick (before it runs, as the replay does), then runs ticks up to `target`. */
  const advanceTo = (target: number) => {
    for (;;) {
      while (next < inputs.length && inputs[next]![0] <= tick) {
        if (!adapter.isOver(state)) state = adapter.apply(state, inputs[next]![1] as never);
        next++;
      }
      if (tick >= target || adapter.isOver(state) || !adapter.isRunning(state)) return;
      state = adapter.tick(state);
      tick++;
    }
  };

  return {
    game,
    kind: "real-time",
    durationMs: endTick * adapter.tickMs,
    stateAt(ms) {
      const target = Math.min(endTick, Math.max(0, Math.floor(ms / adapter.tickMs)));
      if (target < tick) restart();
      advanceTo(target);
      return state;
    },
    score: (s) => adapter.score(s),
  };
}
