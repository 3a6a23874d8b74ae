import { describe, expect, it } from "vitest";
import { median } from "./median";

describe("median", () => {
  it("takes the middle of an odd count and the mean of the middle two of an even count, in any order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([100, 99, 100])).toBe(100);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});
