import { useEffect, useLayoutEffect, useRef } from "react";
import { flushSync } from "react-dom";
import { frameLoopStarted } from "../../../lib/game-activity";

/**
 * At most this many ticks run in one frame. Time owed beyond that (a long pause, a slow frame, a
 * tab that slept) is dropped rather than replayed, so a slow phone never falls into a catch-up
 * spiral where each frame has more ticks to run than the last.
 */
export const MAX_TICKS_PER_FRAME = 5;

/** Frame time already turned into ticks (`last`) and the remainder owed to the next tick (`carry`). */
export type StepClock = { readonly last: number; readonly carry: number };

// Frame times are floats and 1000/60 is not exact: without this a tick that is due by a
// rounding error would slip to the next frame.
const EPSILON_MS = 1e-6;

export function startClock(now: number): StepClock {
  return { last: now, carry: 0 };
}

/**
 * The pure part of the fixed time step: how many whole ticks of `tickMs` are owed at frame time
 * `now`, and the clock for the next frame. The tick count depends only on elapsed time, never on
 * how often frames come, so a 30 Hz, 60 Hz or 144 Hz screen plays at the same speed.
 */
export function advanceClock(
  clock: StepClock,
  now: number,
  tickMs: number,
  maxTicks = MAX_TICKS_PER_FRAME,
): { clock: StepClock; ticks: number } {
  // A frame stamped before the clock started (browsers stamp frames at their start) owes nothing.
  const elapsed = Math.max(0, now - clock.last);
  const owed = clock.carry + elapsed;
  const ticks = Math.floor((owed + EPSILON_MS) / tickMs);
  const last = Math.max(now, clock.last);
  if (ticks > maxTicks) return { clock: { last, carry: owed % tickMs }, ticks: maxTicks };
  return { clock: { last, carry: Math.max(0, owed - ticks * tickMs) }, ticks };
}

/**
 * One requestAnimationFrame loop that calls `onTicks(n)` with the whole ticks of `tickMs` owed at
 * each frame (a game dispatches `{ type: "advance", ticks: n }`), while `running`. The loop stops
 * while the tab is hidden and starts afresh when it is shown again, so hidden time is never
 * played; `onHidden` lets a game pause itself too. The ticks' render (and the canvas drawn in its
 * commit) happens inside the frame that ran them (e2e/games-input-latency.spec.ts).
 */
export function useFixedStep(running: boolean, tickMs: number, onTicks: (ticks: number) => void, onHidden?: () => void): void {
  const handlers = useRef({ onTicks, onHidden });
  useLayoutEffect(() => {
    handlers.current = { onTicks, onHidden };
  });

  useEffect(() => {
    if (!running) return;
    // Background work (prefetches, the shell's extras) waits while this loop runs.
    const loopStopped = frameLoopStarted();
    let clock = startClock(performance.now());
    let frame = 0;
    const loop = (now: number) => {
      const next = advanceClock(clock, now, tickMs);
      clock = next.clock;
      frame = requestAnimationFrame(loop);
      // Rendered here, inside the frame, so this frame shows the ticks (and an input they apply).
      // Left to React, an update from an animation frame renders in a later task, after the frame
      // is painted: everything on the canvas, input included, would show one frame late.
      if (next.ticks > 0) flushSync(() => handlers.current.onTicks(next.ticks));
    };
    const onVisibility = () => {
      if (document.hidden) {
        cancelAnimationFrame(frame);
        frame = 0;
        handlers.current.onHidden?.();
      } else if (frame === 0) {
        clock = startClock(performance.now());
        frame = requestAnimationFrame(loop);
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    if (!document.hidden) frame = requestAnimationFrame(loop);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("visibilitychange", onVisibility);
      loopStopped();
    };
  }, [running, tickMs]);
}
