/**
 * Pure helpers the real-time engines share. No React, DOM or timers: engines import this.
 */

/**
 * One mulberry32 step (the same generator as `seededRandom` in web/lib/random.ts), returning the
 * value in [0, 1) and the next state. Engines keep the state in their game state, so `step`
 * stays a pure reducer.
 */
export function nextRandom(rngState: number): [number, number] {
  const a = (rngState + 0x6d2b79f5) >>> 0;
  let t = Math.imul(a ^ (a >>> 15), a | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, a];
}

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
