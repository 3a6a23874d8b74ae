import { describe, expect, it } from "vitest";
import { seededRandom } from "../../lib/random";
import { displayedViews, tickViews, VIEW_FLOOR, VIEW_STEP_MAX, VIEW_STEP_MIN, VIEW_TICK_MS } from "./view-ticker";

describe("view ticker", () => {
  it("uses the ticker's constants: floor 100, every 3000 ms, +1 to +5", () => {
    expect([VIEW_FLOOR, VIEW_TICK_MS, VIEW_STEP_MIN, VIEW_STEP_MAX]).toEqual([100, 3000, 1, 5]);
  });

  it("starts at the real views, never below 100", () => {
    expect(displayedViews(undefined)).toBe(100);
    expect(displayedViews(0)).toBe(100);
    expect(displayedViews(99)).toBe(100);
    expect(displayedViews(2500)).toBe(2500);
  });

  it("rises by 1 at the lowest draw and by 5 at the highest", () => {
    expect(tickViews(100, () => 0)).toBe(101);
    expect(tickViews(100, () => 0.9999)).toBe(105);
  });

  it("always rises by a whole 1 to 5, and reaches every step", () => {
    const random = seededRandom(42);
    const steps = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const step = tickViews(1000, random) - 1000;
      expect(Number.isInteger(step) && step >= 1 && step <= 5).toBe(true);
      steps.add(step);
    }
    expect([...steps].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
