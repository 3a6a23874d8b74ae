import { describe, expect, it } from "vitest";
import { cosDegrees, sinDegrees } from "./trig";

describe("whole-degree trigonometry from a table", () => {
  it("agrees with the exact values at the landmarks", () => {
    expect(sinDegrees(0)).toBe(0);
    expect(sinDegrees(30)).toBe(0.5);
    expect(sinDegrees(90)).toBe(1);
    expect(sinDegrees(-90)).toBe(-1);
    expect(cosDegrees(0)).toBe(1);
    expect(cosDegrees(60)).toBe(0.5);
    expect(cosDegrees(-60)).toBe(0.5);
  });

  it("is odd for sin and even for cos, and sin² + cos² stays 1 within a rounding", () => {
    for (let d = -90; d <= 90; d++) {
      if (d !== 0) expect(sinDegrees(-d)).toBe(-sinDegrees(d));
      expect(cosDegrees(-d)).toBe(cosDegrees(d));
      expect(sinDegrees(d) ** 2 + cosDegrees(d) ** 2).toBeCloseTo(1, 14);
    }
  });

  it("matches the host's radians functions to the last few bits (the table was generated from them)", () => {
    for (let d = -90; d <= 90; d++) {
      // eslint-disable-next-line no-restricted-properties -- the test compares against the host, it is never replayed
      expect(sinDegrees(d)).toBeCloseTo(Math.sin((d / 180) * Math.PI), 15);
    }
  });

  it("refuses angles off the table instead of guessing", () => {
    expect(() => sinDegrees(91)).toThrow(RangeError);
    expect(() => cosDegrees(1.5)).toThrow(RangeError);
  });
});
