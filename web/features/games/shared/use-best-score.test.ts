import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearSessionBests, isBetter, readBest, submitBest, useBestScore } from "./use-best-score";

afterEach(() => {
  localStorage.clear();
  clearSessionBests();
});

describe("best scores", () => {
  it("a stored best lives under its storage key as an integer in text, and only a higher score replaces it", () => {
    expect(readBest("2048", { storageKey: "2048BestScore" })).toBeNull();
    expect(submitBest("2048", 120, { storageKey: "2048BestScore" })).toBe(true);
    expect(localStorage.getItem("2048BestScore")).toBe("120");
    expect(submitBest("2048", 80, { storageKey: "2048BestScore" })).toBe(false);
    expect(submitBest("2048", 120, { storageKey: "2048BestScore" })).toBe(false);
    expect(readBest("2048", { storageKey: "2048BestScore" })).toBe(120);
  });

  it("a session best never touches storage, and for moves fewer is better", () => {
    expect(submitBest("sliding", 40, { lowerIsBetter: true })).toBe(true);
    expect(submitBest("sliding", 55, { lowerIsBetter: true })).toBe(false);
    expect(submitBest("sliding", 31, { lowerIsBetter: true })).toBe(true);
    expect(readBest("sliding")).toBe(31);
    expect(localStorage.length).toBe(0);
  });

  it("a first score of 0 is no record", () => {
    expect(isBetter(0, null)).toBe(false);
    expect(isBetter(1, null)).toBe(true);
    expect(isBetter(5, 5)).toBe(false);
  });

  it("the hook starts empty, reads the stored best after mounting and shows a new record at once", () => {
    localStorage.setItem("simonHighScore", "7");
    const { result } = renderHook(() => useBestScore("simon", { storageKey: "simonHighScore" }));
    expect(result.current.best).toBe(7);
    let record = false;
    act(() => {
      record = result.current.submit(9);
    });
    expect(record).toBe(true);
    expect(result.current.best).toBe(9);
    expect(localStorage.getItem("simonHighScore")).toBe("9");
  });
});
