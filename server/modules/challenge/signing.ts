/**
 * Run tokens, deals and hashes (decision 036). A token is 32 random bytes; the database keeps only
 * its SHA-256, so reading the table never gives a usable token. Each run's seed comes from
 * `crypto`: nobody, the page included, can learn another run's deal from their own.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";

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
