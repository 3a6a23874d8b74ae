import { beforeEach, describe, expect, it } from "vitest";
import { readInt, readJson, writeInt, writeJson } from "./safe-storage";

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

describe("safe storage JSON", () => {
  it("round-trips a plain object and reads corrupt or missing values as null", () => {
    writeJson("game", { board: [2, 0], score: 4 });
    expect(readJson("game")).toEqual({ board: [2, 0], score: 4 });
    localStorage.setItem("game", "{not json");
    expect(readJson("game")).toBeNull();
    expect(readJson("missing")).toBeNull();
  });
});
