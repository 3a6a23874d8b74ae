/**
 * The day's seeds and the challenge tokens, both HMAC-SHA256 under one server secret:
 * CHALLENGE_SECRET when set, otherwise a secret generated once into app_settings
 * ("challenge_secret"), like the IP-hash key (decision 028). Nobody can know a day's deal before
 * the server hands it out, and nobody can mint a token with another issue time.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { ChallengeGame } from "../../../contracts/challenge";
import { getOrCreateSetting } from "../../db/app-settings-repository";
import type { Db } from "../../db/client";

export const CHALLENGE_SECRET_KEY = "challenge_secret";

export async function loadChallengeSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return getOrCreateSetting(db, CHALLENGE_SECRET_KEY, () => randomBytes(32).toString("base64url"));
}

const mac = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest();

/** The seed every visitor gets for `game` on `day`: the first 32 bits of an HMAC of both. */
export function daySeed(secret: string, day: string, game: ChallengeGame): number {
  return mac(secret, `seed|${day}|${game}`).readUInt32BE(0);
}

export type ChallengeToken = { day: string; issuedAt: number };

/** "v1.<day>.<issued ms>.<mac>": readable by the page, forgeable by nobody without the secret. */
export function signToken(secret: string, token: ChallengeToken): string {
  const body = `v1.${token.day}.${token.issuedAt}`;
  return `${body}.${mac(secret, `token|${body}`).toString("base64url")}`;
}

/** The token's day and issue time when its signature holds, else null. */
export function verifyToken(secret: string, value: string): ChallengeToken | null {
  const match = /^v1\.(\d{4}-\d{2}-\d{2})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const [, day, issued, signature] = match;
  // Compared as text: base64url decoding ignores the last character's low bits, so comparing
  // decoded bytes would accept more than one spelling of the same signature.
  const expected = Buffer.from(mac(secret, `token|v1.${day}.${issued}`).toString("base64url"));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { day: day!, issuedAt: Number(issued) };
}
