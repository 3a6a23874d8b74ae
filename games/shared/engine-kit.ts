/**
 * Pure helpers the real-time engines share. No React, DOM or timers: engines import this.
 */

/**
 * Runs `ticks` ticks at once (fixed-time-step catch-up), keeping every tick's events together, and
 * stops early when a tick changes nothing (the game ended or is not running).
 */
export function advanceTicks<E, S extends { readonly events: readonly E[] }>(state: S, ticks: number, tick: (s: S) => S): S {
  let current = state;
  const events: E[] = [];
  for (let i = 0; i < ticks; i++) {
    const next = tick(current);
    if (next === current) break;
    events.push(...next.events);
    current = next;
  }
  return current === state ? state : { ...current, events };
}

/** The phases the paddle games (Breakout, Pong) move through on start and pause. */
type PlayPhase = "idle" | "running" | "paused" | "over";
type Phased<P extends string> = { readonly phase: P; readonly events: readonly unknown[] };

/**
 * "start" in a paddle game: a new or paused game runs (nothing else changes), a finished one is
 * dealt again from the same random state and runs; a running game is left alone.
 */
export function startOrRestart<S extends Phased<PlayPhase> & { readonly rngState: number }>(state: S, freshGame: (rngState: number) => S): S {
  if (state.phase === "idle" || state.phase === "paused") return { ...state, phase: "running", events: [] };
  if (state.phase === "over") return { ...freshGame(state.rngState), phase: "running" };
  return state;
}

/** Pause and resume (every real-time game): only from `from` to `to`, with no events; else unchanged. */
export function switchPhase<S extends Phased<string>>(state: S, from: S["phase"], to: S["phase"]): S {
  return state.phase === from ? { ...state, phase: to, events: [] } : state;
}
