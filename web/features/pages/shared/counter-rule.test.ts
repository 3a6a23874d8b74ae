import { describe, expect, it } from "vitest";
import { risingBy, startValues } from "./counter-rule";

describe("counter rules", () => {
  it("risingBy(min, max) adds min for the lowest random value and max for the highest", () => {
    const next = risingBy(5, 24);
    expect(next(100, () => 0)).toBe(105);
    expect(next(100, () => 0.999_999)).toBe(124);
  });

  it("startValues reads every counter's start value", () => {
    const rule = { intervalMs: 1000, next: risingBy(0, 1) };
    expect(startValues({ a: { ...rule, start: 1 }, b: { ...rule, start: 2 } })).toEqual({ a: 1, b: 2 });
  });
});
