import { describe, expect, it } from "vitest";
import { clampPasswordLength, DEFAULT_PASSWORD_OPTIONS, generatePassword, LETTERS, NUMBERS, passwordEntropyBits, passwordStrength, SYMBOLS } from "./password";

const has = (pw: string, set: string) => [...pw].some((c) => set.includes(c));

describe("password generator", () => {
  it("draws from exactly these sets: letters a-z and A-Z, digits, and !@#$%^&*()_+-=[]{}|;:,.<>?", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) for (const c of generatePassword({ length: 32, numbers: true, symbols: true })) seen.add(c);
    const expected = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*()_+-=[]{}|;:,.<>?";
    expect([...seen].sort()).toEqual([...expected].sort());
  });

  it("defaults to length 12 with numbers and symbols on, and keeps the slider's bounds 8 to 32", () => {
    for (let i = 0; i < 200; i++) {
      const pw = generatePassword(DEFAULT_PASSWORD_OPTIONS);
      expect(pw).toHaveLength(12);
      expect(has(pw, NUMBERS) && has(pw, SYMBOLS), pw).toBe(true);
    }
    expect(clampPasswordLength(Number.NaN)).toBe(12);
    expect(clampPasswordLength(7)).toBe(8);
    expect(clampPasswordLength(33)).toBe(32);
    expect(generatePassword({ ...DEFAULT_PASSWORD_OPTIONS, length: 4 })).toHaveLength(8);
    expect(generatePassword({ ...DEFAULT_PASSWORD_OPTIONS, length: 99 })).toHaveLength(32);
  });

  it("always holds at least one character of every enabled class, even at the shortest length", () => {
    for (let i = 0; i < 2000; i++) {
      const pw = generatePassword({ length: 8, numbers: true, symbols: true });
      expect(pw).toHaveLength(8);
      expect(has(pw, LETTERS) && has(pw, NUMBERS) && has(pw, SYMBOLS), pw).toBe(true);
    }
  });

  it("uses only the enabled classes", () => {
    for (let i = 0; i < 500; i++) {
      const lettersOnly = generatePassword({ length: 16, numbers: false, symbols: false });
      expect(lettersOnly).toMatch(/^[a-zA-Z]{16}$/);
      const noSymbols = generatePassword({ length: 16, numbers: true, symbols: false });
      expect(noSymbols).toMatch(/^[a-zA-Z0-9]{16}$/);
      expect(has(noSymbols, NUMBERS)).toBe(true);
      const noNumbers = generatePassword({ length: 16, numbers: false, symbols: true });
      expect(has(noNumbers, NUMBERS)).toBe(false);
      expect(has(noNumbers, SYMBOLS)).toBe(true);
    }
  });

  it("rates strength from the entropy in bits", () => {
    expect(passwordEntropyBits({ length: 8, numbers: false, symbols: false })).toBeCloseTo(8 * Math.log2(52));
    expect(passwordEntropyBits(DEFAULT_PASSWORD_OPTIONS)).toBeCloseTo(12 * Math.log2(88));
    expect(passwordStrength(passwordEntropyBits({ length: 8, numbers: false, symbols: false })).label).toBe("Weak");
    expect(passwordStrength(passwordEntropyBits({ length: 8, numbers: true, symbols: true })).label).toBe("Fair");
    expect(passwordStrength(passwordEntropyBits(DEFAULT_PASSWORD_OPTIONS)).label).toBe("Strong");
    expect(passwordStrength(passwordEntropyBits({ length: 32, numbers: true, symbols: true })).label).toBe("Very strong");
  });
});
