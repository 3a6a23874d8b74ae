/**
 * Whether a game is being played right now (a round running, a puzzle in progress). A game view
 * says so here; the floating chat button reads it and steps out of the way of the board, and
 * `<body data-game-running>` lets CSS do the same for any other overlay. Paused or over: false.
 */
import { create } from "zustand";

const useGameActivityStore = create<{ running: boolean }>(() => ({ running: false }));

export function setGameRunning(running: boolean): void {
  if (useGameActivityStore.getState().running === running) return;
  if (typeof document !== "undefined") {
    if (running) document.body.dataset.gameRunning = "true";
    else delete document.body.dataset.gameRunning;
  }
  useGameActivityStore.setState({ running });
}

export function useGameRunning(): boolean {
  return useGameActivityStore((s) => s.running);
}

/** The same, read once from an event handler. */
export function isGameRunning(): boolean {
  return useGameActivityStore.getState().running;
}
