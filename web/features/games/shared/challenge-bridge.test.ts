import { describe, expect, it } from "vitest";
import { sharedScore } from "./challenge-bridge";

describe("a shared challenge link's score", () => {
  it("is the whole number the link carries, on a challenge link only", () => {
    expect(sharedScore("?challenge&day=2026-11-26&score=3260")).toBe(3260);
    expect(sharedScore("?challenge&score=0")).toBe(0);
    expect(sharedScore("?day=2026-11-26&score=3260")).toBeNull();
    expect(sharedScore("?challenge&day=2026-11-26")).toBeNull();
  });

  it("is none when the link's score is not a plain whole number", () => {
    for (const score of ["", "-5", "1.5", "1e3", "12abc", "9999999999", "<b>1</b>"]) expect(sharedScore(`?challenge&score=${encodeURIComponent(score)}`), score).toBeNull();
  });
});
