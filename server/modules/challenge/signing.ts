/**
 * Run tokens, deals and hashes (decision 036). A token is 32 random bytes; the database keeps only
 * its SHA-256, so reading the table never gives a usable token. Each run's seed comes from
 * `crypto`: nobody, the page included, can learn another run's deal from their own.
 */
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

export type RunToken = { runId: string; token: string; tokenHash: string };

export function newRunToken(): RunToken {
  const token = randomBytes(32).toString("base64url");
  return { runId: randomUUID(), token, tokenHash: hashToken(token) };
}

export const hashToken = (token: string): string => sha256(`token|${token}`);

/** A device key is random and long (contracts/challenge.ts), so a plain SHA-256 reveals nothing. */
export const hashDeviceKey = (deviceKey: string): string => sha256(`device|${deviceKey}`);

/** The run's own deal: 32 random bits, kept on the server for the hidden-deal games. */
export const newRunSeed = (): number => randomBytes(4).readUInt32BE(0);

/** What the finish seal remembers of a log: the submitted log must hash the same. */
export const hashLog = (log: unknown): string => sha256(`log|${JSON.stringify(log) ?? "undefined"}`);

// ── Recovery codes (decision 060) ──────────────────────────────────────────────────────────────
/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not misread. */
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const RECOVERY_CODE_LENGTH = 8;

/** A name's recovery code: 8 characters (40 random bits), written XXXX-XXXX. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_CODE_LENGTH);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b & 31]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

/**
 * A code as typed, in the form it was issued: case, spaces and the dash do not matter, and the
 * letters Crockford's alphabet leaves out read as the digits they look like. null: not a code.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (plain.length !== RECOVERY_CODE_LENGTH || [...plain].some((c) => !CODE_ALPHABET.includes(c))) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4)}`;
}

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;
/** scrypt's cost: about 30 ms a hash (in libuv's pool, off the request thread), so a copy of the table is slow to search. */
const SCRYPT = { N: 2 ** 14, r: 8, p: 1 };

/** What is stored of a recovery code: `scrypt$<salt>$<hash>`, never the code. */
export async function hashRecoveryCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(code, salt, 32, SCRYPT);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function recoveryCodeMatches(code: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scryptAsync(code, Buffer.from(salt, "base64url"), expected.length, SCRYPT);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
