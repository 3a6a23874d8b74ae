import { useEffect, useRef } from "react";

export type SwipeDirection = "left" | "right" | "up" | "down";

/** A swipe must travel at least this far (CSS pixels) along its main axis. */
export const SWIPE_MIN_PX = 30;

/** The direction of a drag from its start to its end, or null when it was too short to be a swipe. */
export function swipeDirection(dx: number, dy: number, minDistance = SWIPE_MIN_PX): SwipeDirection | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < minDistance) return null;
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? "right" : "left";
  return dy > 0 ? "down" : "up";
}

/** Where a press is a tap on a control, not the start of a swipe. */
const CONTROL = "a, button, input, select, textarea, summary, label, [role='button'], [role='dialog'], [contenteditable]";

/**
 * A drag anywhere in the page's main area is a swipe, as in Google's Snake: a player's thumb does
 * not have to start on the board. A press on a control stays a tap on that control; the header and
 * the chat are outside `main`. The page's scrolling is what CSS turns off while a swipe game runs
 * (`main:has(.game-screen[data-swipe])` in app.css), so the browser does not cancel the drag.
 */
export function useScreenSwipe(onSwipe: (direction: SwipeDirection) => void): void {
  const handler = useRef(onSwipe);
  useEffect(() => {
    handler.current = onSwipe;
  });
  useEffect(() => {
    let start: { x: number; y: number; id: number } | null = null;
    const down = (e: PointerEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      start = target?.closest("main") && !target.closest(CONTROL) ? { x: e.clientX, y: e.clientY, id: e.pointerId } : null;
    };
    const up = (e: PointerEvent) => {
      const from = start;
      start = null;
      if (!from || from.id !== e.pointerId) return;
      const direction = swipeDirection(e.clientX - from.x, e.clientY - from.y);
      if (direction) handler.current(direction);
    };
    const cancel = () => {
      start = null;
    };
    window.addEventListener("pointerdown", down);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", cancel);
    return () => {
      window.removeEventListener("pointerdown", down);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", cancel);
    };
  }, []);
}
