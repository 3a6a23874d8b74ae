/**
 * Whether a game is being played right now (a round running, a puzzle in progress). A game view
 * says so here; the floating chat button reads it and steps out of the way of the board, and
 * `<body data-game-running>` lets CSS do the same for any other overlay. Paused or over: false.
 * Apart from that, background work (prefetching code, mounting the shell's decorations) waits for
 * a moment when no real-time game is playing frame by frame (`whenQuiet`), so it never lands as a
 * long task in the middle of play.
 */
import { useSyncExternalStore } from "react";
import { cancelIdle, onIdle } from "./idle";

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

let frameLoops = 0;
let lastLoopStop = Number.NEGATIVE_INFINITY;
const stillListeners = new Set<() => void>();

/**
 * Play counts as still only this long after the last frame loop stopped: a player who crashed in
 * Flappy or missed in Breakout usually plays again within a second, and work started at the crash
 * would land in the new round.
 */
export const PLAY_SETTLE_MS = 1000;

/**
 * Says a real-time game's frame loop has started (web/features/games/shared/frame-loop.ts);
 * call the function it returns when the loop stops. A turn-based game in progress does not count:
 * a task between two moves costs its player nothing, and its round may last many minutes.
 */
export function frameLoopStarted(): () => void {
  frameLoops++;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    frameLoops--;
    lastLoopStop = Date.now();
    if (frameLoops === 0) for (const listener of [...stillListeners]) listener();
  };
}

/** Whether a real-time game is playing frame by frame right now. */
export function isPlayInMotion(): boolean {
  return frameLoops > 0;
}

/**
 * Calls `fn` once no frame loop runs and none has for PLAY_SETTLE_MS: at once on a page where no
 * round is being played, else once the round has paused or ended for that long. Returns a cancel
 * function.
 */
export function whenPlayStill(fn: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listener = () => {
    stillListeners.delete(listener);
    check();
  };
  function check() {
    if (done) return;
    if (frameLoops > 0) {
      stillListeners.add(listener);
      return;
    }
    const wait = lastLoopStop + PLAY_SETTLE_MS - Date.now();
    if (wait > 0) {
      timer = setTimeout(check, wait);
      return;
    }
    done = true;
    fn();
  }
  check();
  return () => {
    done = true;
    if (timer !== undefined) clearTimeout(timer);
    stillListeners.delete(listener);
  };
}

/**
 * Calls `fn` in an idle period (or after `timeout` ms) when no real-time round is being played.
 * An idle callback's timeout would otherwise fire in the middle of play, where fetching and running
 * a chunk (the chat window, the toaster) is a long task between two frames on a slow phone
 * (bench/games-long-tasks.ts); during a round the work waits for it to pause or end, then for the
 * next idle period. Returns a cancel function.
 */
export function whenQuiet(fn: () => void, timeout: number): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let stopWaiting: (() => void) | undefined;
  const attempt = () => {
    idleId = onIdle(() => {
      idleId = undefined;
      if (cancelled) return;
      // Still now: run. Still only later: wait for the idle period after that.
      let now = true;
      stopWaiting = whenPlayStill(() => (now ? fn() : attempt()));
      now = false;
    }, timeout);
  };
  attempt();
  return () => {
    cancelled = true;
    if (idleId !== undefined) cancelIdle(idleId);
    stopWaiting?.();
  };
}
