import { beforeEach, describe, expect, it } from "vitest";
import { readInt, writeInt } from "./safe-storage";

beforeEach(() => localStorage.clear());

describe("safe storage integers", () => {
  it("reads a missing key as 0", () => expect(readInt("simonHighScore")).toBe(0));
  it("reads corrupt values as 0", () => {
    for (const bad of ["abc", "-3", "1e9", "", "NaN", "12.5"]) {
      localStorage.setItem("2048BestScore", bad);
      expect(readInt("2048BestScore")).toBe(0);
    }
  });
  it("stores integers as text", () => {
    writeInt("whackHighScore", 42);
    expect(localStorage.getItem("whackHighScore")).toBe("42");
    expect(readInt("whackHighScore")).toBe(42);
  });
});
