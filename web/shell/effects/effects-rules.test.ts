import { describe, expect, it } from "vitest";
import { isFullyRounded, isTypingTarget, particleCount } from "./effects-rules";

describe("effects rules", () => {
  it("uses 50 particles on desktop and 20 under 768 px", () => {
    expect(particleCount(1280)).toBe(50);
    expect(particleCount(768)).toBe(50);
    expect(particleCount(767)).toBe(20);
  });

  it("knows a fully rounded box", () => {
    expect(isFullyRounded("9999px", 40, 40)).toBe(true);
    expect(isFullyRounded("50%", 40, 80)).toBe(true);
    expect(isFullyRounded("20px", 40, 40)).toBe(true);
    expect(isFullyRounded("12px", 40, 40)).toBe(false);
    expect(isFullyRounded("0px", 40, 40)).toBe(false);
  });

  it("treats fields as typing targets", () => {
    expect(isTypingTarget(document.createElement("input"))).toBe(true);
    expect(isTypingTarget(document.createElement("textarea"))).toBe(true);
    expect(isTypingTarget(document.createElement("div"))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
