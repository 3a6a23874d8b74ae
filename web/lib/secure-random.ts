/**
 * Randomness for secrets and ids (passwords, UIDs): crypto.getRandomValues, never Math.random,
 * and never `x % n` on its own, which favours small results whenever n does not divide 2^32.
 * Games use the seeded source in random.ts instead.
 */

/** Returns a uniformly random integer in [0, 2^32). */
export type Uint32Source = () => number;

const TWO_POW_32 = 2 ** 32;
const BATCH = 256;

/** Draws 32-bit words from crypto.getRandomValues, a batch at a time. */
export function cryptoUint32Source(): Uint32Source {
  const buffer = new Uint32Array(BATCH);
  let next = BATCH;
  return () => {
    if (next === BATCH) {
      crypto.getRandomValues(buffer);
      next = 0;
    }
    return buffer[next++]!;
  };
}

let shared: Uint32Source | undefined;
function defaultSource(): Uint32Source {
  shared ??= cryptoUint32Source();
  return shared;
}

/**
 * A uniform integer in [0, n) by rejection sampling: words at or above the largest multiple of n
 * below 2^32 are thrown away and drawn again, so every result is exactly equally likely. At most
 * half of the words can be rejected, so the expected number of draws is below 2.
 */
export function randomIndex(n: number, source: Uint32Source = defaultSource()): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`randomIndex needs an integer n in [1, 2^32], got ${n}`);
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const word = source();
    if (word < limit) return word % n;
  }
}

/** One uniformly chosen character (by code point) of a non-empty string. */
export function randomChar(chars: string, source?: Uint32Source): string {
  const list = Array.from(chars);
  return list[randomIndex(list.length, source)]!;
}

/** Fisher-Yates with unbiased indices, into a new array. */
export function secureShuffle<T>(items: readonly T[], source?: Uint32Source): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, source);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
