/**
 * Drag by mouse, pen or touch (pointer events) for a fixed-position element, or move it with the
 * arrow keys (`onKeyDown` on a focusable part), clamped to the viewport, and kept inside it when
 * the viewport shrinks. The handle needs `touch-action: none`
 * so a finger drags the element instead of scrolling the page. On a right-to-left page the limits
 * are mirrored: an element wider than the viewport keeps its right edge in view.
 */
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent, type RefObject } from "react";
import { clampToViewport as clampInViewport, DRAG_THRESHOLD_PX, keyStep, pageDirection, samePoint, viewportSize, type Point, type Size } from "./drag";

/** The viewport's limits, mirrored on a right-to-left page (drag.ts). */
const clampToViewport = (p: Point, size: Size, viewport: Size) => clampInViewport(p, size, viewport, pageDirection());

type Options = {
  elementRef: RefObject<HTMLElement | null>;
  /** null: the element sits at its CSS default place. */
  position: Point | null;
  onMove: (p: Point) => void;
};

export function useDrag({ elementRef, position, onMove }: Options) {
  const dragged = useRef(false);
  const onMoveRef = useRef(onMove);
  useLayoutEffect(() => {
    onMoveRef.current = onMove;
  });

  // Keep a placed element inside the viewport now and whenever the viewport changes size.
  useLayoutEffect(() => {
    if (!position) return;
    const keepInside = () => {
      const el = elementRef.current;
      if (!el) return;
      const rect = el.getBoundingClientRect();
      const inside = clampToViewport(position, { width: rect.width, height: rect.height }, viewportSize());
      if (!samePoint(inside, position)) onMoveRef.current(inside);
    };
    keepInside();
    window.addEventListener("resize", keepInside);
    return () => window.removeEventListener("resize", keepInside);
  }, [position, elementRef]);

  const onPointerDown = useCallback(
    (e: ReactPointerEvent<HTMLElement>) => {
      dragged.current = false;
      if (e.pointerType === "mouse" && e.button !== 0) return;
      const el = elementRef.current;
      if (!el) return;
      const rect = el.getBoundingClientRect();
      const start = { x: e.clientX, y: e.clientY };
      const pointerId = e.pointerId;
      const move = (ev: PointerEvent) => {
        if (ev.pointerId !== pointerId) return;
        const dx = ev.clientX - start.x;
        const dy = ev.clientY - start.y;
        if (!dragged.current && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
        dragged.current = true;
        ev.preventDefault();
        onMoveRef.current(clampToViewport({ x: rect.left + dx, y: rect.top + dy }, { width: rect.width, height: rect.height }, viewportSize()));
      };
      // Once the element moves away, the browser may start a native drag of whatever it uncovered
      // at the press point (a link under the button), which cancels the pointer and ends this drag.
      const noNativeDrag = (ev: DragEvent) => ev.preventDefault();
      const end = (ev: PointerEvent) => {
        if (ev.pointerId !== pointerId) return;
        window.removeEventListener("pointermove", move);
        window.removeEventListener("pointerup", end);
        window.removeEventListener("pointercancel", end);
        window.removeEventListener("dragstart", noNativeDrag, true);
      };
      window.addEventListener("pointermove", move);
      window.addEventListener("pointerup", end);
      window.addEventListener("pointercancel", end);
      window.addEventListener("dragstart", noNativeDrag, true);
    },
    [elementRef],
  );

  const onKeyDown = useCallback(
    (e: ReactKeyboardEvent<HTMLElement>) => {
      const delta = e.altKey || e.ctrlKey || e.metaKey ? null : keyStep(e.key, e.shiftKey);
      const el = elementRef.current;
      if (!delta || !el) return;
      // The arrows move the chat, not a game listening on the window, nor the page.
      e.preventDefault();
      e.stopPropagation();
      const rect = el.getBoundingClientRect();
      onMoveRef.current(clampToViewport({ x: rect.left + delta.x, y: rect.top + delta.y }, { width: rect.width, height: rect.height }, viewportSize()));
    },
    [elementRef],
  );

  /** True right after a drag: the click that ends it must not count as a press. */
  const wasDragged = useCallback(() => dragged.current, []);

  return { onPointerDown, onKeyDown, wasDragged };
}
