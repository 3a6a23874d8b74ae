/**
 * Admin sign-in without a sessions table: the cookie holds `<expiry>.<nonce>.<signature>`, an
 * HMAC-SHA-256 over expiry and nonce with a key derived from ADMIN_TOKEN. Any instance behind a
 * load balancer can check it with no shared state; changing ADMIN_TOKEN signs everyone out.
 * (docs/decisions/011-admin-dashboard.md says why, and what that costs.)
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { ADMIN_SESSION_HOURS } from "../../../contracts/admin";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

export type AdminSessions = {
  /** Constant time in the candidate's content: both sides are hashed to 32 bytes first. */
  tokenMatches(candidate: string): boolean;
  issue(): { value: string; expiresAt: Date };
  isValid(value: string | undefined): boolean;
};

export function createAdminSessions(adminToken: string, now: () => Date = () => new Date()): AdminSessions {
  const expected = sha256(adminToken);
  const key = sha256(`admin-session\0${adminToken}`);
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

  return {
    tokenMatches: (candidate) => timingSafeEqual(sha256(candidate), expected),

    issue() {
      const expiresAt = new Date(now().getTime() + ADMIN_SESSION_HOURS * 3600 * 1000);
      const payload = `${expiresAt.getTime()}.${randomBytes(16).toString("base64url")}`;
      return { value: `${payload}.${sign(payload)}`, expiresAt };
    },

    isValid(value) {
      if (!value || value.length > 200) return false;
      const match = /^(\d{1,15})\.([\w-]{1,64})\.([\w-]{43})$/.exec(value);
      if (!match) return false;
      const [, expiry, nonce, signature] = match as unknown as [string, string, string, string];
      const good = Buffer.from(sign(`${expiry}.${nonce}`));
      const given = Buffer.from(signature);
      return given.length === good.length && timingSafeEqual(given, good) && Number(expiry) > now().getTime();
    },
  };
}

/** The value of one cookie from a Cookie header (no dependency: the admin cookie is all we read). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function sessionCookie(name: string, value: string, opts: { expiresAt: Date; secure: boolean }): string {
  const maxAge = Math.max(0, Math.round((opts.expiresAt.getTime() - Date.now()) / 1000));
  return [
    `${name}=${value}`,
    "Path=/api/admin",
    `Expires=${opts.expiresAt.toUTCString()}`,
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(opts.secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearedCookie(name: string, secure: boolean): string {
  return sessionCookie(name, "", { expiresAt: new Date(0), secure });
}

/** Browsers drop Secure cookies over plain http; only a local address may go without. */
export function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]" || hostname === "::1";
}
