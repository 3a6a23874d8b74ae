import { randomInt, type Random } from "../../../lib/random";

/**
 * A simulated counter: where it starts, how often it changes, and the pure
 * rule that gives the next value from the current one and a random source.
 */
export type CounterRule = {
  start: number;
  intervalMs: number;
  next: (current: number, random: Random) => number;
};

/** A rule that adds a random whole number from `min` to `max` (both included) every tick. */
export function risingBy(min: number, max: number): CounterRule["next"] {
  return (current, random) => current + min + randomInt(random, max - min + 1);
}

/** The start value of every counter in a set of rules. */
export function startValues<K extends string>(rules: Readonly<Record<K, CounterRule>>): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of Object.keys(rules) as K[]) out[key] = rules[key].start;
  return out;
}
