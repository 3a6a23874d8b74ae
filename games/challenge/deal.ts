/**
 * How a challenge run is dealt (docs/decisions/056-hidden-deals-from-a-keyed-tape.md).
 *
 * - `{ seed }`: a 32-bit seed feeds the engine's own mulberry32 stream. Sliding and the real-time
 *   games hand it to the page (their deal is on screen, or bounded by the time checks).
 * - `{ tape }`: the hidden-deal games (2048, Memory, Simon). Each value a person cannot know yet is
 *   its own draw of the tape: the server computes draw i as a keyed hash of its secret, the run and i
 *   (server/modules/challenge/signing.ts), so no draw says anything about another. A 32-bit seed
 *   would not do: after a few moves a brute force over its 2^32 values finds the one that deals
 *   what the page was shown, and with it every tile to come.
 *
 * Engines stay pure and synchronous: they read a tape as a list of 32-bit numbers, never a key.
 */

export type RunDeal = { seed: number } | { tape: readonly number[] };

/** Draw i of a run's tape, a whole number in [0, 2^32). */
export type Draw = (i: number) => number;

/** Where a run's deal comes from: a RunDeal, or the server's keyed draws themselves (computed on demand). */
export type DealSource = RunDeal | { draw: Draw };

/** A deal as callers give it: a number is a seed. */
export type DealArg = number | DealSource;
export const asDeal = (deal: DealArg): DealSource => (typeof deal === "number" ? { seed: deal } : deal);

/** The tape ran out before the run did: the record it came with is not this run's. */
export class TapeTooShortError extends Error {
  constructor(readonly index: number) {
    super(`The deal's tape ends before draw ${index + 1}, which this run needs.`);
  }
}

/** The draws of a source that has them (a tape or the keyed draws); null for a seeded deal. */
export function drawsOf(source: DealSource): Draw | null {
  if ("draw" in source) return source.draw;
  if ("tape" in source) {
    const tape = source.tape;
    return (i) => {
      const value = tape[i];
      if (value === undefined) throw new TapeTooShortError(i);
      return value;
    };
  }
  return null;
}

/** A draw as the [0, 1) value a Random source returns. */
export const unit = (draw: number): number => (draw >>> 0) / 2 ** 32;

/** Draws `from`, `from + 1`, ... as a Random source (what an engine's shuffle takes). */
export function tapeRandom(draw: Draw, from: number): () => number {
  let next = from;
  return () => unit(draw(next++));
}
