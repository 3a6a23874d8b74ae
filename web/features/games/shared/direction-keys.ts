import type { SwipeDirection } from "./swipe";

/**
 * Arrow keys and W A S D (either case), as directions. Games read the axis they need: Snake and
 * 2048 all four, Pong up and down, Breakout left and right, Color Match left (yes) and right (no).
 */
export const KEY_DIRECTIONS: Readonly<Record<string, SwipeDirection>> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
  w: "up",
  W: "up",
  s: "down",
  S: "down",
  a: "left",
  A: "left",
  d: "right",
  D: "right",
};
