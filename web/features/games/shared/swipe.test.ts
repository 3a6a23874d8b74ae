import { describe, expect, it } from "vitest";
import { SWIPE_MIN_PX, swipeDirection } from "./swipe";

describe("swipe direction", () => {
  it("follows the longer axis of the drag", () => {
    expect(swipeDirection(80, 10)).toBe("right");
    expect(swipeDirection(-80, 30)).toBe("left");
    expect(swipeDirection(5, 60)).toBe("down");
    expect(swipeDirection(-20, -60)).toBe("up");
  });

  it(`a drag shorter than ${SWIPE_MIN_PX} px is a tap, not a swipe`, () => {
    expect(swipeDirection(SWIPE_MIN_PX - 1, 0)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
    expect(swipeDirection(SWIPE_MIN_PX, 0)).toBe("right");
  });
});
