/**
 * A turn game's actions in challenge mode: a move is recorded at its page time and played; a
 * hidden-deal game's moves go to the server, one request at a time, and the view each answer
 * brings is shown in order (move-batch.ts picks what a request carries).
 */
import type { TurnChallengeGame } from "../../../../contracts/challenge";
import { recordMove, type TurnLog } from "../../../../games/challenge/recorder";
import { withRetries } from "./api";
import { errorText } from "./errors";
import { mayWait, nextBatch } from "./move-batch";
import { startsWithPlay } from "./run-view";
import { texts, typeOf, type SessionCore } from "./session-core";

export function createTurnPlay(core: SessionCore): (action: unknown) => void {
  const { s, deps, hidden, changed, begin, abandon, expired, finish, isOver, pageTime } = core;
  const game = core.game as TurnChallengeGame;
  const turn = core.turn!;

  function dispatchTurn(action: unknown): void {
    const type = typeOf(action);
    if (type === "newGame" || type === "reset") {
      if (startsWithPlay(game)) {
        abandon();
        s.shown = s.engine!.step(s.shown, action);
        return changed();
      }
      return begin();
    }
    if (s.starting) return;
    // Simon's Start (or Play Again) begins a run; the server's first view is its first pattern.
    if (type === "start") {
      if (!s.run || isOver(s.shown)) begin();
      return;
    }
    const move = turn.moveOf(action, s.shown);
    if (move === undefined) {
      // The page's own follow-ups (Memory's resolve, Simon's patternShown, 2048's Keep Playing).
      const next = s.engine!.step(s.shown, action);
      if (next === s.shown) return;
      s.shown = next;
      return changed();
    }
    if (!s.run || s.seal || s.problem) return;
    const untouched = (s.log as TurnLog).at.length === 0 && s.queue.length === 0 && !s.inFlight;
    // A board dealt long ago and never played: its token has expired, so this run starts afresh.
    if (untouched && expired()) return begin();
    const at = pageTime();
    if (!hidden) {
      s.shown = turn.play(s.shown, move);
      s.log = recordMove(s.log as TurnLog, move, at);
      changed();
      if (isOver(s.shown)) finish();
      return;
    }
    if (!mayWait(game, s.shown, s.queue.length + (s.inFlight?.length ?? 0))) return;
    s.queue = [...s.queue, { move, at }];
    pump();
  }

  /** Sends the waiting moves the state shown still takes (never two requests at once). */
  function pump(): void {
    if (s.inFlight || s.queue.length === 0 || !s.run || s.problem) return;
    const { batch, used } = nextBatch(game, turn, s.shown, s.queue);
    s.queue = s.queue.slice(used);
    if (batch.length === 0) return;
    s.inFlight = batch;
    const mine = s.generation;
    const { token } = s.run;
    const from = s.acknowledged;
    withRetries(() => deps.sendMoves({ token, game, from, moves: batch.map((b) => b.move), at: batch.map((b) => b.at) }), 4, core.waitMs)
      .then((answer) => {
        if (mine !== s.generation) return;
        s.inFlight = null;
        if (answer.count !== from + batch.length) {
          s.problem = texts().outOfStep;
          s.queue = [];
          return changed();
        }
        s.acknowledged = answer.count;
        s.log = batch.reduce((l, b) => recordMove(l, b.move, b.at), s.log as TurnLog);
        s.shown = answer.view;
        if (isOver(s.shown)) s.queue = [];
        changed();
        if (isOver(s.shown)) finish();
        else pump();
      })
      .catch((error: unknown) => {
        if (mine !== s.generation) return;
        s.inFlight = null;
        s.queue = [];
        s.problem = `${texts().movesFailed} ${errorText(error)}`;
        changed();
      });
  }

  return dispatchTurn;
}
