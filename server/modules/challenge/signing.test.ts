import { describe, expect, it } from "vitest";
import { daySeed, signToken, verifyToken } from "./signing";

const SECRET = "unit-test-secret-0123456789";

describe("challenge seeds and tokens", () => {
  it("a day's seed is the same for everyone, differs per game and per day, and depends on the secret", () => {
    expect(daySeed(SECRET, "2026-11-24", "2048")).toBe(daySeed(SECRET, "2026-11-24", "2048"));
    expect(daySeed(SECRET, "2026-11-24", "2048")).not.toBe(daySeed(SECRET, "2026-11-24", "snake"));
    expect(daySeed(SECRET, "2026-11-24", "2048")).not.toBe(daySeed(SECRET, "2026-11-25", "2048"));
    expect(daySeed(SECRET, "2026-11-24", "2048")).not.toBe(daySeed(`${SECRET}x`, "2026-11-24", "2048"));
    expect(Number.isInteger(daySeed(SECRET, "2026-11-24", "2048"))).toBe(true);
  });

  it("a token carries its day and issue time and verifies only unchanged and under the same secret", () => {
    const token = signToken(SECRET, { day: "2026-11-24", issuedAt: 1_795_000_000_000 });
    expect(verifyToken(SECRET, token)).toEqual({ day: "2026-11-24", issuedAt: 1_795_000_000_000 });
    expect(verifyToken(`${SECRET}x`, token)).toBeNull();
    expect(verifyToken(SECRET, token.replace("2026-11-24", "2026-11-25"))).toBeNull();
    expect(verifyToken(SECRET, token.replace(".1795000000000.", ".1795000000001."))).toBeNull();
    expect(verifyToken(SECRET, "nonsense")).toBeNull();
  });

  it("refuses every other spelling of the signature's last character", () => {
    const token = signToken(SECRET, { day: "2026-11-24", issuedAt: 1 });
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const c of alphabet) {
      const variant = token.slice(0, -1) + c;
      if (variant !== token) expect(verifyToken(SECRET, variant)).toBeNull();
    }
  });
});
