/**
 * The one seeded random source of the site. Engines take one so tests (and `?seed=N` in the
 * browser) are deterministic, and so the server can replay a daily-challenge run to the same
 * deal. It uses only 32-bit integer operations (`Math.imul`, shifts, xor) and one exact division
 * by 2^32, which give the same bits on every JavaScript engine.
 */

/** A random source returns a float in [0, 1), like Math.random. */
export type Random = () => number;

/**
 * One mulberry32 step: the value in [0, 1) drawn from `state` and the next state. Real-time
 * engines keep the state in their game state and call this, so `step` stays a pure reducer.
 */
export function nextRandom(state: number): [number, number] {
  const a = (state + 0x6d2b79f5) >>> 0;
  let t = Math.imul(a ^ (a >>> 15), a | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, a];
}

/** mulberry32 as a stateful source: tiny, fast, good enough for games; never for secrets. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    const [value, next] = nextRandom(state);
    state = next;
    return value;
  };
}

/** An integer in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/** Fisher-Yates shuffle into a new array. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Draws from a source seeded by `rngState` and returns the value with a fresh state (itself one
 * more draw), so a turn-based engine's `step` stays pure while its deals stay unpredictable.
 */
export function withRandom<T>(rngState: number, draw: (random: Random) => T): [T, number] {
  const random = seededRandom(rngState);
  const value = draw(random);
  return [value, randomInt(random, 2 ** 32)];
}
