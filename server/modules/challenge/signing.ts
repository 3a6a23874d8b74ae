/**
 * Run tokens, deals and hashes (decisions 036 and 056). A token is 32 random bytes; the database
 * keeps only its SHA-256, so reading the table never gives a usable token. A seeded run's seed
 * comes from `crypto`: nobody, the page included, can learn another run's deal from their own. A
 * hidden-deal run's deal is a tape of keyed draws (below): what play shows of some draws says
 * nothing of the others.
 */
import { createHash, createHmac, randomBytes, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import type { Draw } from "../../../games/challenge/deal";

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

export type RunToken = { runId: string; token: string; tokenHash: string };

export function newRunToken(): RunToken {
  const token = randomBytes(32).toString("base64url");
  return { runId: randomUUID(), token, tokenHash: hashToken(token) };
}

export const hashToken = (token: string): string => sha256(`token|${token}`);

/** A device key is random and long (contracts/challenge.ts), so a plain SHA-256 reveals nothing. */
export const hashDeviceKey = (deviceKey: string): string => sha256(`device|${deviceKey}`);

/** A seeded run's deal (Sliding, the real-time games): 32 random bits. */
export const newRunSeed = (): number => randomBytes(4).readUInt32BE(0);

/** A hidden-deal run's key: HMAC-SHA256 of the server's deal secret and the run's id. */
export const runDealKey = (secret: string, runId: string): Buffer => createHmac("sha256", secret).update(`deal|${runId}`).digest();

/** One HMAC-SHA256 output gives eight 32-bit draws. */
const DRAWS_PER_BLOCK = 8;

/**
 * The run's tape: draw i is 32 bits of HMAC-SHA256(run key, "draw|" + floor(i / 8)), the (i mod 8)-th
 * word. Without the key no draw can be told from chance, and all of them together say nothing of
 * the next: no state to recover, unlike a seed. Computed on demand, a block at a time.
 */
export function runDraws(key: Buffer): Draw {
  let cachedBlock = -1;
  let block = Buffer.alloc(0);
  return (i) => {
    if (!Number.isSafeInteger(i) || i < 0) throw new RangeError(`draw ${i} is not a tape position`);
    const at = Math.floor(i / DRAWS_PER_BLOCK);
    if (at !== cachedBlock) {
      block = createHmac("sha256", key).update(`draw|${at}`).digest();
      cachedBlock = at;
    }
    return block.readUInt32BE((i % DRAWS_PER_BLOCK) * 4);
  };
}

/** The tape's first `length` draws, as the replay and a run's public record take them. */
export function runTape(key: Buffer, length: number): number[] {
  const draw = runDraws(key);
  return Array.from({ length }, (_, i) => draw(i));
}

/** What the finish seal remembers of a log: the submitted log must hash the same. */
/** One link of a real-time run's checkpoint chain: SHA-256 in hex of linkText (games/challenge/checkpoints.ts), as the page's SubtleCrypto makes it. */
export const chainHash = (text: string): string => createHash("sha256").update(text).digest("hex");

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
