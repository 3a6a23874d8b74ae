/**
 * The password generator: length 8 to 32 (default 12), letters always, numbers and symbols on by
 * default, the symbols exactly !@#$%^&*()_+-=[]{}|;:,.<>?. Every character comes from
 * crypto.getRandomValues through unbiased rejection sampling, and each enabled class appears at
 * least once.
 */
import { randomChar, secureShuffle, type Uint32Source } from "../../../lib/secure-random";

export const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const NUMBERS = "0123456789";
export const SYMBOLS = "!@#$%^&*()_+-=[]{}|;:,.<>?";

export const PASSWORD_LENGTH = { min: 8, max: 32, default: 12 } as const;

export type PasswordOptions = { length: number; numbers: boolean; symbols: boolean };
export const DEFAULT_PASSWORD_OPTIONS: PasswordOptions = { length: PASSWORD_LENGTH.default, numbers: true, symbols: true };

export function clampPasswordLength(length: number): number {
  if (!Number.isFinite(length)) return PASSWORD_LENGTH.default;
  return Math.min(PASSWORD_LENGTH.max, Math.max(PASSWORD_LENGTH.min, Math.round(length)));
}

/** The enabled character classes; letters are the base set and always on. */
export function characterClasses(options: Pick<PasswordOptions, "numbers" | "symbols">): string[] {
  return [LETTERS, ...(options.numbers ? [NUMBERS] : []), ...(options.symbols ? [SYMBOLS] : [])];
}

export function generatePassword(options: PasswordOptions, source?: Uint32Source): string {
  const length = clampPasswordLength(options.length);
  const classes = characterClasses(options);
  const pool = classes.join("");
  // One from each class first, the rest from the whole pool, then shuffle so the guaranteed
  // characters are not always at the front.
  const chars = classes.map((set) => randomChar(set, source));
  while (chars.length < length) chars.push(randomChar(pool, source));
  return secureShuffle(chars, source).join("");
}

/** Entropy of a uniformly random password over the enabled pool: length x log2(pool size). */
export function passwordEntropyBits(options: PasswordOptions): number {
  const poolSize = characterClasses(options).join("").length;
  return clampPasswordLength(options.length) * Math.log2(poolSize);
}

export type StrengthLevel = { label: "Weak" | "Fair" | "Strong" | "Very strong"; score: 1 | 2 | 3 | 4 };

/** Bands in bits: under 50 is within reach of offline cracking rigs; 100 and more is out of reach. */
export function passwordStrength(bits: number): StrengthLevel {
  if (bits < 50) return { label: "Weak", score: 1 };
  if (bits < 70) return { label: "Fair", score: 2 };
  if (bits < 100) return { label: "Strong", score: 3 };
  return { label: "Very strong", score: 4 };
}
