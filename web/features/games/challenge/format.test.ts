import { describe, expect, it } from "vitest";
import { formatNumber, formatRank, formatScore } from "./format";

describe("the challenge's one number format", () => {
  it("groups thousands everywhere: a score, a count of moves, a rank", () => {
    expect(formatNumber(3260)).toBe("3,260");
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(0)).toBe("0");
    expect(formatScore("snake", 3260)).toBe("3,260 points");
    expect(formatScore("snake", 1)).toBe("1 point");
    expect(formatScore("memory", 1200)).toBe("1,200 moves");
    expect(formatScore("sliding", 1)).toBe("1 move");
    expect(formatRank(1)).toBe("#1");
    expect(formatRank(12345)).toBe("#12,345");
  });
});
