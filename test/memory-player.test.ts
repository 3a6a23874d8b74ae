import { describe, expect, it } from "vitest";
import { firstFlip, secondFlip } from "./memory-player";

describe("the remembering Memory player", () => {
  it("opens with the first card it has not seen", () => {
    expect(firstFlip(new Map(), new Set())).toBe(0);
    expect(
      firstFlip(
        new Map([
          [0, "🍎"],
          [1, "🍌"],
        ]),
        new Set(),
      ),
    ).toBe(2);
  });

  it("takes a pair it has seen, but not one already found", () => {
    const seen = new Map([
      [0, "🍎"],
      [1, "🍌"],
      [2, "🍎"],
      [3, "🍌"],
    ]);
    expect(firstFlip(seen, new Set())).toBe(0);
    expect(firstFlip(seen, new Set([0, 2]))).toBe(1);
    expect(firstFlip(seen, new Set([0, 1, 2, 3]))).toBe(4);
  });

  it("turns the first card's twin second when it knows it, else a new card", () => {
    const seen = new Map([
      [0, "🍎"],
      [1, "🍌"],
      [5, "🍎"],
    ]);
    expect(secondFlip(seen, new Set(), 5)).toBe(0);
    expect(secondFlip(seen, new Set(), 1)).toBe(2);
    expect(secondFlip(seen, new Set([0]), 5)).toBe(2);
  });

  it("says so when no card is left to discover", () => {
    const seen = new Map([
      [0, "🍎"],
      [1, "🍌"],
    ]);
    expect(() => secondFlip(seen, new Set(), 0, 2)).toThrow("every card has been seen");
  });
});
