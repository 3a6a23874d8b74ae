/**
 * A daily-challenge session for one game page (decision 036): it owns the game's state while the
 * page is in challenge mode (the hooks show its snapshot and hand it every action), starts each
 * run on the server, deals it, and records its log as contracts/challenge.ts describes, through
 * the game's adapter (games/challenge/adapters.ts), so the log is exactly what the server replays.
 *
 * - Turn games start a run when the board is dealt (2048, Memory, Sliding: on load and New Game)
 *   or, for Simon, when Start is pressed; the real-time games when play starts (Start, Flappy's
 *   first flap), since a run's clock is checked against the server's.
 * - Hidden-deal games (2048, Memory, Simon) show the server's view of the run and send each move
 *   to the server, one request at a time, loading each view answered in order.
 * - Once the game is over, the run is sealed on the server at once (the time spent typing a
 *   nickname is not play), and the panel offers it for submission.
 *
 * The run's state and what both kinds of game share are in session-core.ts; each kind's actions in
 * session-turns.ts and session-real-time.ts.
 */
import type { ChallengeGame } from "../../../../contracts/challenge";
import type { ChallengeSession } from "../shared/challenge-bridge";
import { startsWithPlay, type RunView } from "./run-view";
import { createSessionCore, type SessionDeps } from "./session-core";
import { createRealTimePlay } from "./session-real-time";
import { createTurnPlay } from "./session-turns";

export type { RunView } from "./run-view";

export type Session = ChallengeSession & {
  /** Starts the run again after its start failed (the panel's Try again; Start itself does it elsewhere). */
  retry(): void;
};

export function createSession(game: ChallengeGame, deps: SessionDeps, onChange: (view: RunView) => void): Session {
  const core = createSessionCore(game, deps, onChange);
  const { s, shownStore, begin, changed } = core;
  const play = core.turn ? createTurnPlay(core) : createRealTimePlay(core);

  return {
    game,
    connect(next, placeholder) {
      if (s.engine === next || (s.engine && s.engine.create === next.create && s.engine.step === next.step)) return;
      s.engine = next;
      s.shown = placeholder;
      if (startsWithPlay(game)) changed();
      else begin();
    },
    snapshot: () => shownStore.getState().snapshot,
    subscribe: (listener) => shownStore.subscribe(() => listener()),
    dispatch(action) {
      if (!s.engine) return;
      play(action);
    },
    retry() {
      if (s.engine && !startsWithPlay(game)) begin();
    },
  };
}
