import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../lib/random";
import { freshSeed, MAX_SEED, randomForSearch, seedFromSearch } from "./game-random";

describe("game random source", () => {
  it("reads ?seed=N as the seed", () => {
    expect(seedFromSearch("?seed=42")).toBe(42);
    expect(seedFromSearch("?foo=1&seed=0")).toBe(0);
    expect(seedFromSearch(`?seed=${MAX_SEED}`)).toBe(MAX_SEED);
  });

  it("ignores a missing, negative, fractional, non-numeric or too large seed", () => {
    for (const search of ["", "?seed=", "?seed=-1", "?seed=1.5", "?seed=abc", "?seed=1e3", `?seed=${MAX_SEED + 1}`]) {
      expect(seedFromSearch(search)).toBeNull();
    }
  });

  it("a seeded URL gives the same sequence as seededRandom(seed)", () => {
    const fromUrl = randomForSearch("?seed=7");
    const direct = seededRandom(7);
    expect([fromUrl(), fromUrl(), fromUrl()]).toEqual([direct(), direct(), direct()]);
  });

  it("without a seed each game gets a fresh 32-bit seed", () => {
    const seeds = new Set(Array.from({ length: 20 }, freshSeed));
    expect(seeds.size).toBeGreaterThan(15);
    for (const s of seeds) expect(Number.isInteger(s) && s >= 0 && s <= MAX_SEED).toBe(true);
  });
});
