/**
 * A real-time game's actions in challenge mode: every tick and input goes through the recorder at
 * its page time, pauses are logged, and a live checkpoint is taken every few seconds of play.
 */
import { CHECKPOINT_EVERY_MS } from "../../../../contracts/challenge";
import type { RealTimeLog } from "../../../../games/challenge/recorder";
import { typeOf, type SessionCore } from "./session-core";

export function createRealTimePlay(core: SessionCore): (action: unknown) => void {
  const { s, changed, begin, abandon, finish, record } = core;
  const live = core.live!;

  function runTicks(ticks: number): void {
    const before = s.shown;
    const events: unknown[] = [];
    // One tick at a time, so the events of every tick reach the view together, as the engine's
    // own "advance" hands them over.
    for (let i = 0; i < ticks; i++) {
      const last = s.shown;
      record({ ticks: 1 });
      if (s.shown === last) break;
      events.push(...(s.shown as { events: unknown[] }).events);
    }
    if (s.shown !== before) s.shown = { ...(s.shown as object), events };
  }

  return function dispatchRealTime(action: unknown): void {
    const type = typeOf(action);
    if (type === "reset") {
      abandon();
      s.shown = s.engine!.step(s.shown, action);
      return changed();
    }
    if (s.starting) return;
    const active = s.run !== null && !live.isOver(s.shown) && !s.problem;
    if (type === "advance" || type === "tick") {
      if (!active) return;
      runTicks(type === "tick" ? 1 : (action as { ticks: number }).ticks);
      // A live checkpoint every few seconds of play (decision 063), at the latest tick's page time.
      const played = s.log as RealTimeLog;
      if (s.checkpoints && !live.isOver(s.shown) && played.endAt - s.checkpointAt >= CHECKPOINT_EVERY_MS) {
        s.checkpointAt = played.endAt;
        s.checkpoints.take(played);
      }
      changed();
      if (live.isOver(s.shown)) finish();
      return;
    }
    const next = s.engine!.step(s.shown, action);
    // Start (or Play Again, Restart, Flappy's first flap) begins a run on the server first.
    const begins = active ? type === "start" && live.isRunning(s.shown) && next !== s.shown : live.isRunning(next) && !live.isRunning(s.shown);
    if (begins) return begin(action);
    if (!active) {
      if (next === s.shown) return;
      s.shown = next;
      return changed();
    }
    const before = s.shown;
    if (live.inputOf(action, s.shown) !== undefined) record({ action });
    else if (next !== s.shown) {
      // Pause and resume are the view's own; the log keeps the page times of each pause.
      const pausing = live.isRunning(s.shown) && !live.isRunning(next);
      const resuming = !live.isRunning(s.shown) && live.isRunning(next);
      if (pausing) record({ pause: true });
      if (resuming) record({ resume: true });
      s.shown = next;
    }
    if (s.shown !== before) changed();
  };
}
