/**
 * Whether a game is being played right now (a round running, a puzzle in progress). A game view
 * says so here; the toast queue holds what is raised meanwhile (decision 047), and
 * `<body data-game-running>` lets CSS and tests see it. Paused or over: false.
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

/** Whether a round runs now (read from event handlers and the toast queue). */
export function isGameRunning(): boolean {
  return useGameActivityStore.getState().running;
}

/** Calls `fn` each time play stops (the toast queue shows what waited); returns the unsubscribe. */
export function onPlayStopped(fn: () => void): () => void {
  return useGameActivityStore.subscribe((now, before) => {
    if (before.running && !now.running) fn();
  });
}
