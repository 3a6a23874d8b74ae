/**
 * Client IP addresses and player UIDs are never stored: only an HMAC-SHA256 of them, keyed by IP_HASH_SECRET or,
 * when that is unset, by a secret generated once and kept in app_settings ("ip_hash_secret").
 * Without the key a stored hash cannot be turned back into an address by trying all 2^32 IPv4s.
 */
import { createHmac, randomBytes } from "node:crypto";
import { isIPv6 } from "node:net";
import { getOrCreateSetting } from "../db/app-settings-repository";
import type { Db } from "../db/client";

export const IP_HASH_SECRET_KEY = "ip_hash_secret";

export type IpHasher = (ip: string) => string;

/**
 * The configured secret, or the one stored in the database. Concurrent first starts (several
 * instances on one PostgreSQL) agree: each offers a new secret, only the first insert wins, and
 * everyone reads the winner back.
 */
export async function loadIpHashSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return getOrCreateSetting(db, IP_HASH_SECRET_KEY, () => randomBytes(32).toString("base64url"));
}

/**
 * The part of an address that identifies one client: IPv4-mapped IPv6 ("::ffff:1.2.3.4") is the
 * IPv4 address, and an IPv6 address counts by its /64 network, because every device picks its
 * own addresses inside its /64 at will (privacy extensions) and could otherwise get a new daily
 * use by changing its address.
 */
export function clientKey(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(trimmed)) return trimmed;
  return `${expandIpv6(trimmed).slice(0, 4).join(":")}::/64`;
}

/** "2001:db8::1" -> ["2001","db8","0","0","0","0","0","1"] (lower case, no leading zeros). */
function expandIpv6(ip: string): string[] {
  const withoutZone = ip.split("%")[0] ?? ip;
  const [head = "", tail] = withoutZone.split("::");
  const groups = (s: string) => (s ? s.split(":") : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail ("::1.2.3.4") takes two groups.
  const last = right.length ? right : left;
  const v4 = last.length && last[last.length - 1]!.includes(".") ? last.pop()! : undefined;
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - left.length - right.length;
  const all = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right];
  return all.map((g) => Number.parseInt(g, 16).toString(16));
}

export function createIpHasher(secret: string): IpHasher {
  return (ip) => createHmac("sha256", secret).update(clientKey(ip)).digest("hex");
}

/** A Free Fire player UID as the limits and records store it (the privacy page promises a keyed hash). */
export type UidHasher = (uid: string) => string;

/** A keyed hash of a UID: the same key as addresses, under its own label, so a UID and an address never share a hash. */
export function createUidHasher(secret: string): UidHasher {
  return (uid) => createHmac("sha256", secret).update(`uid:${uid}`).digest("hex");
}

/** A stored UID value that is already a hash (64 hex digits); a player UID is 8 to 11 digits. */
export const STORED_UID_HASH_LENGTH = 64;
