import type { KeyboardEvent } from "react";

const STEPS: Readonly<Record<string, [row: number, column: number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The cell an arrow key moves to in a grid of `count` cells, `columns` wide; null at an edge or for other keys. */
export function gridNeighbour(index: number, key: string, columns: number, count: number): number | null {
  const stepBy = STEPS[key];
  if (!stepBy) return null;
  const row = Math.floor(index / columns) + stepBy[0];
  const column = (index % columns) + stepBy[1];
  if (row < 0 || column < 0 || column >= columns) return null;
  const next = row * columns + column;
  return next < count ? next : null;
}

/**
 * Arrow keys move focus between a board's cell buttons (each marked `data-cell={index}`), so a
 * keyboard player walks the board like a touch player taps it. Put it on the board's onKeyDown.
 */
export function moveFocusInGrid(event: KeyboardEvent<HTMLElement>, columns: number): void {
  const target = event.target as HTMLElement;
  const index = Number(target.dataset.cell);
  if (!Number.isInteger(index)) return;
  const cells = event.currentTarget.querySelectorAll<HTMLElement>("[data-cell]");
  const next = gridNeighbour(index, event.key, columns, cells.length);
  if (next === null) return;
  event.preventDefault();
  event.currentTarget.querySelector<HTMLElement>(`[data-cell="${next}"]`)?.focus();
}
