/**
 * The displayed view count is cosmetic. It starts at the post's real
 * views with a floor of 100 and rises by a random 1 to 5 every 3000 ms. The server keeps the
 * real count (one per visitor per day); this only decorates it on screen.
 */
import type { Random } from "../../lib/random";

export const VIEW_FLOOR = 100;
export const VIEW_TICK_MS = 3000;
export const VIEW_STEP_MIN = 1;
export const VIEW_STEP_MAX = 5;

export function displayedViews(realViews: number | undefined): number {
  return Math.max(realViews ?? 0, VIEW_FLOOR);
}

export function tickViews(current: number, random: Random): number {
  return current + VIEW_STEP_MIN + Math.floor(random() * (VIEW_STEP_MAX - VIEW_STEP_MIN + 1));
}
