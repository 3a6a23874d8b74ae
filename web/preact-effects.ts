import { options } from "preact";

/**
 * Runs `useEffect` callbacks in a microtask after each commit instead of after the next frame.
 *
 * React 19 flushes a commit's passive effects before it renders an update scheduled during that
 * commit; Preact by default waits for the next frame, so such an update renders first. Radix
 * depends on React's order: a slider thumb learns its index from a collection that its items fill
 * in `useEffect`, and the re-render its ref callback schedules must see that filled collection
 * (otherwise the thumb stays `display: none` with no value). Effects still run after the DOM is
 * committed, which is all React promises for them. The microtask queued by the first effect of a
 * render comes before the one a ref's state update queues while committing, so effects run first.
 */
export function flushEffectsBeforeNextRender(): void {
  options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);
}
