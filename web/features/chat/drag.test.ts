import { describe, expect, it } from "vitest";
import { clampToViewport, KEY_STEP_PX, keyStep, samePoint } from "./drag";

describe("clampToViewport", () => {
  const viewport = { width: 400, height: 800 };
  const button = { width: 56, height: 56 };

  it("keeps a point that is already inside", () => {
    expect(clampToViewport({ x: 100, y: 200 }, button, viewport)).toEqual({ x: 100, y: 200 });
  });

  it("stops at every edge", () => {
    expect(clampToViewport({ x: -50, y: -9 }, button, viewport)).toEqual({ x: 0, y: 0 });
    expect(clampToViewport({ x: 999, y: 999 }, button, viewport)).toEqual({ x: 344, y: 744 });
  });

  it("pins an element larger than the viewport to the top-left corner", () => {
    expect(clampToViewport({ x: 30, y: 30 }, { width: 500, height: 900 }, viewport)).toEqual({ x: 0, y: 0 });
  });

  it("rounds to whole pixels", () => {
    expect(clampToViewport({ x: 10.6, y: 3.2 }, button, viewport)).toEqual({ x: 11, y: 3 });
  });
});

describe("samePoint", () => {
  it("compares by value", () => {
    expect(samePoint({ x: 1, y: 2 }, { x: 1, y: 2 })).toBe(true);
    expect(samePoint({ x: 1, y: 2 }, null)).toBe(false);
    expect(samePoint(null, null)).toBe(true);
  });
});

describe("keyStep", () => {
  it("moves 16 px the arrow's way, 64 px with Shift, and ignores other keys", () => {
    expect(keyStep("ArrowLeft", false)).toEqual({ x: -KEY_STEP_PX, y: 0 });
    expect(keyStep("ArrowDown", false)).toEqual({ x: 0, y: 16 });
    expect(keyStep("ArrowUp", true)).toEqual({ x: 0, y: -64 });
    expect(keyStep("ArrowRight", true)).toEqual({ x: 64, y: 0 });
    expect(keyStep("Enter", false)).toBeNull();
  });
});

describe("clampToViewport on a right-to-left page", () => {
  const viewport = { width: 400, height: 800 };

  it("clamps like a left-to-right page when the element fits", () => {
    expect(clampToViewport({ x: -50, y: -9 }, { width: 56, height: 56 }, viewport, "rtl")).toEqual({ x: 0, y: 0 });
    expect(clampToViewport({ x: 999, y: 999 }, { width: 56, height: 56 }, viewport, "rtl")).toEqual({ x: 344, y: 744 });
  });

  it("pins an element wider than the viewport to the top-right corner (its start edge in view)", () => {
    expect(clampToViewport({ x: 30, y: 30 }, { width: 500, height: 900 }, viewport, "rtl")).toEqual({ x: -100, y: 0 });
  });
});
