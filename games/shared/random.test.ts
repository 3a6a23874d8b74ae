import { describe, expect, it } from "vitest";
import { randomInt, seededRandom, shuffle } from "./random";

describe("seededRandom", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const seqA = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it("differs between seeds", () => {
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });

  it("randomInt stays in range and shuffle keeps the items", () => {
    const r = seededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const n = randomInt(r, 6);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(6);
    }
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(shuffle(items, r).sort()).toEqual(items);
  });
});
