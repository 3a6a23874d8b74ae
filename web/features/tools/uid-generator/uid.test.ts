import { describe, expect, it } from "vitest";
import { clampUidCount, generateUid, generateUids } from "./uid";

describe("UID generator", () => {
  it("makes 9 or 10 digit numbers without a leading zero", () => {
    const lengths = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const uid = generateUid();
      expect(uid).toMatch(/^[1-9]\d{8,9}$/);
      lengths.add(uid.length);
    }
    expect([...lengths].sort()).toEqual([10, 9]);
  });

  it("uses the first digit 1 to 9 when the source would give the smallest values", () => {
    // A source of zeros picks length 9, first digit 1, then zeros.
    expect(generateUid(() => 0)).toBe("100000000");
  });

  it("keeps the count slider's bounds 1 to 10", () => {
    expect(generateUids(0)).toHaveLength(1);
    expect(generateUids(3)).toHaveLength(3);
    expect(generateUids(10)).toHaveLength(10);
    expect(generateUids(11)).toHaveLength(10);
    expect(clampUidCount(Number.NaN)).toBe(5);
  });
});
