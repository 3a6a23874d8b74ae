import { describe, expect, it } from "vitest";
import { cryptoUint32Source, randomChar, randomIndex, secureShuffle, type Uint32Source } from "./secure-random";

/** Replays fixed words, to pin down exactly which draws are kept. */
function replay(words: number[]): Uint32Source {
  let i = 0;
  return () => {
    const w = words[i++];
    if (w === undefined) throw new Error("source exhausted");
    return w;
  };
}

describe("randomIndex", () => {
  it("rejects words at or above the largest multiple of n and draws again", () => {
    // For n = 91 the largest multiple of 91 not above 2^32 is 2^32 - (2^32 mod 91) = 4294967222.
    expect(2 ** 32 - (2 ** 32 % 91)).toBe(4294967222);
    expect(randomIndex(91, replay([4294967222, 4294967295, 95]))).toBe(4);
    expect(randomIndex(91, replay([4294967221]))).toBe(4294967221 % 91);
  });

  it("never rejects when n divides 2^32", () => {
    expect(randomIndex(256, replay([2 ** 32 - 1]))).toBe(255);
  });

  it("refuses a range that is empty or not an integer", () => {
    expect(() => randomIndex(0)).toThrow(RangeError);
    expect(() => randomIndex(2.5)).toThrow(RangeError);
  });

  it("is unbiased: a chi-square test over 910,000 draws for n = 91 stays far below the failure line", () => {
    // n = 91 does not divide 2^32, so a plain `% n` would favour low values (unmeasurably little at
    // 32 bits, which is why the rejection rule is also pinned down exactly above). Here we check the
    // real crypto source end to end: 10,000 expected per bucket, 90 degrees of freedom, so the
    // statistic averages 90 with a standard deviation of about 13.4. The line at 200 is more than
    // 8 standard deviations out (p < 1e-9): a fair generator essentially never crosses it, while a
    // broken one (off by one, a stuck bit, a skipped bucket) lands in the thousands.
    const n = 91;
    const draws = n * 10_000;
    const counts = new Array<number>(n).fill(0);
    const source = cryptoUint32Source();
    for (let i = 0; i < draws; i++) counts[randomIndex(n, source)]!++;
    const expected = draws / n;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(counts.every((c) => c > 0)).toBe(true);
    expect(chiSquare).toBeLessThan(200);
  });

  it("the same test catches a biased generator (so the threshold has teeth)", () => {
    // Plain modulo over bytes: 256 % 91 = 74, so values 0..73 come up 3 times in 256, others 2.
    const n = 91;
    const draws = n * 10_000;
    const counts = new Array<number>(n).fill(0);
    const bytes = new Uint8Array(4096);
    for (let i = 0; i < draws; i++) {
      if (i % bytes.length === 0) crypto.getRandomValues(bytes);
      counts[bytes[i % bytes.length]! % n]!++;
    }
    const expected = draws / n;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeGreaterThan(200);
  });
});

describe("secureShuffle and randomChar", () => {
  it("shuffles into a new array with the same items", () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const out = secureShuffle(items);
    expect(out).not.toBe(items);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
  });

  it("picks whole code points, never half of a surrogate pair", () => {
    for (let i = 0; i < 50; i++) expect(["😀", "a", "𝐀"]).toContain(randomChar("😀a𝐀"));
  });
});
