import { options } from "preact";

/**
 * Runs `useEffect` callbacks in a microtask after each commit instead of after the next frame.
 *
 * React runs a commit's passive effects soon after it, from a scheduler task, and before any
 * later update renders; Preact by default waits for the next animation frame (or a 35 ms timer).
 * Code written for React assumes its timing: a state update made in a ref callback while
 * committing should see what the committed components registered in their effects, and an effect
 * should run even when no frame comes (a background tab, or a test's paused clock, which stops
 * `requestAnimationFrame` and timers but not microtasks). Effects still run after the DOM is
 * committed, which is all React promises for them.
 */
export function flushEffectsAfterCommit(): void {
  options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);
}
