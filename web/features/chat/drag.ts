/** Where a dragged element may go (dragging is clamped to the viewport). Pure numbers. */
export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

/** A press that moves less than this is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 5;

/**
 * Keeps an element of `size` whose top-left corner is `p` fully inside `viewport`. An element
 * wider than the viewport keeps its start edge in view: its left edge, or in a right-to-left page
 * (Arabic) its right edge, where the text starts.
 */
export function clampToViewport(p: Point, size: Size, viewport: Size, dir: "ltr" | "rtl" = "ltr"): Point {
  const maxX = Math.max(0, viewport.width - size.width);
  const maxY = Math.max(0, viewport.height - size.height);
  const minX = dir === "rtl" ? Math.min(0, viewport.width - size.width) : 0;
  const x = dir === "rtl" && size.width > viewport.width ? minX : Math.min(Math.max(minX, p.x), maxX);
  return { x: Math.round(x), y: Math.round(Math.min(Math.max(0, p.y), maxY)) };
}

/** The page's direction (the document's `dir`, set from its language). */
export function pageDirection(): "ltr" | "rtl" {
  return document.documentElement.dir === "rtl" ? "rtl" : "ltr";
}

export function samePoint(a: Point | null, b: Point | null): boolean {
  return a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y);
}

/** The visible viewport without scrollbars: what `position: fixed` places against. */
export function viewportSize(): Size {
  const root = document.documentElement;
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight };
}

/** An arrow key moves a focused chat button or window this far; with Shift, four times as far. */
export const KEY_STEP_PX = 16;

/** How far an arrow key moves an element, or null for any other key. */
export function keyStep(key: string, shift: boolean): Point | null {
  const step = shift ? KEY_STEP_PX * 4 : KEY_STEP_PX;
  switch (key) {
    case "ArrowLeft":
      return { x: -step, y: 0 };
    case "ArrowRight":
      return { x: step, y: 0 };
    case "ArrowUp":
      return { x: 0, y: -step };
    case "ArrowDown":
      return { x: 0, y: step };
    default:
      return null;
  }
}
