/**
 * Whether a game is being played right now (a round running, a puzzle in progress). A game view
 * says so here; the floating chat button reads it and steps out of the way of the board, and
 * `<body data-game-running>` lets CSS do the same for any other overlay. Paused or over: false.
 */
import { useSyncExternalStore } from "react";

let running = false;
const listeners = new Set<() => void>();

export function setGameRunning(next: boolean): void {
  if (running === next) return;
  running = next;
  if (typeof document !== "undefined") {
    if (next) document.body.dataset.gameRunning = "true";
    else delete document.body.dataset.gameRunning;
  }
  for (const l of listeners) l();
}

export function useGameRunning(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => running,
    () => false,
  );
}
