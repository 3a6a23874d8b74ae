import { useRef, type PointerEvent } from "react";

export type SwipeDirection = "left" | "right" | "up" | "down";

/** A swipe must travel at least this far (CSS pixels) along its main axis. */
export const SWIPE_MIN_PX = 30;

/** The direction of a drag from its start to its end, or null when it was too short to be a swipe. */
export function swipeDirection(dx: number, dy: number, minDistance = SWIPE_MIN_PX): SwipeDirection | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < minDistance) return null;
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? "right" : "left";
  return dy > 0 ? "down" : "up";
}

/**
 * Pointer handlers that turn a drag on an element into a swipe (touch, pen or mouse). The
 * element needs `touch-action: none` so the page does not scroll instead.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== e.pointerId) return;
      const direction = swipeDirection(e.clientX - from.x, e.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
