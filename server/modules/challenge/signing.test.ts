import { describe, expect, it } from "vitest";
import { hashDeviceKey, hashLog, hashToken, newRunSeed, newRunToken } from "./signing";

describe("run tokens, deals and hashes", () => {
  it("every run gets its own id, a 43-character token and the token's hash, never the token itself twice", () => {
    const runs = Array.from({ length: 200 }, () => newRunToken());
    expect(new Set(runs.map((r) => r.token)).size).toBe(200);
    expect(new Set(runs.map((r) => r.runId)).size).toBe(200);
    for (const run of runs.slice(0, 5)) {
      expect(run.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(run.tokenHash).toBe(hashToken(run.token));
      expect(run.tokenHash).not.toContain(run.token);
    }
  });

  it("a token's hash changes with any character of it, and a device key hashes apart from a token", () => {
    const { token } = newRunToken();
    expect(hashToken(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).not.toBe(hashToken(token));
    expect(hashDeviceKey(token)).not.toBe(hashToken(token));
  });

  it("seeds are 32-bit and differ from run to run", () => {
    const seeds = Array.from({ length: 100 }, () => newRunSeed());
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(95);
  });

  it("a log's hash follows its content", () => {
    expect(hashLog({ moves: [1, 2], at: [5, 9] })).toBe(hashLog({ moves: [1, 2], at: [5, 9] }));
    expect(hashLog({ moves: [1, 2], at: [5, 9] })).not.toBe(hashLog({ moves: [2, 1], at: [5, 9] }));
  });
});
