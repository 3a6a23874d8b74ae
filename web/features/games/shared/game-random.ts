import { type Random, seededRandom } from "../../../lib/random";

/** The largest seed: seeds are 32-bit, like the generator's state. */
export const MAX_SEED = 2 ** 32 - 1;

/**
 * The seed in a game URL's `?seed=N`, or null when there is none or it is not a whole number in
 * 0..2^32-1. Browser tests use it to play a game whose deal they know.
 */
export function seedFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get("seed");
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const seed = Number(raw);
  return seed <= MAX_SEED ? seed : null;
}

/** A fresh 32-bit seed from the browser's crypto source (Math.random where there is none). */
export function freshSeed(): number {
  const c = globalThis.crypto;
  if (c?.getRandomValues) return c.getRandomValues(new Uint32Array(1))[0]!;
  return Math.floor(Math.random() * (MAX_SEED + 1));
}

/** The random source for a game: seeded by `?seed=N` when given, otherwise unpredictable. */
export function randomForSearch(search: string): Random {
  return seededRandom(seedFromSearch(search) ?? freshSeed());
}
