/**
 * Visitors' IP addresses are never stored: only an HMAC-SHA256 of the address under a server
 * secret, which is enough to tell "the same visitor today" apart and cannot be reversed by
 * trying all addresses without the secret. The secret is IP_HASH_SECRET, or else one generated
 * on first start and kept in app_settings, so hashes stay stable across restarts and instances.
 */
import { createHmac, randomBytes } from "node:crypto";
import { getOrCreateSetting } from "../db/app-settings-repository";
import type { Db } from "../db/client";

export const IP_HASH_SECRET_SETTING = "ip_hash_secret";

export type IpHasher = (ip: string) => string;

export function createIpHasher(secret: string): IpHasher {
  if (secret.length < 16) throw new Error("the IP hash secret must be at least 16 characters");
  return (ip) => createHmac("sha256", secret).update(ip.trim().toLowerCase()).digest("hex");
}

/** The configured secret, or the one stored in the database (generated there on first use). */
export async function resolveIpHashSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return getOrCreateSetting(db, IP_HASH_SECRET_SETTING, () => randomBytes(32).toString("base64url"));
}
