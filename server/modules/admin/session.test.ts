import { describe, expect, it } from "vitest";
import { clearedCookie, createAdminSessions, createFailureLimiter, isLocalHost, readCookie } from "./session";

const TOKEN = "a-long-enough-admin-token";

describe("admin sessions", () => {
  it("matches only the exact token, whatever the candidate's length", () => {
    const sessions = createAdminSessions(TOKEN);
    expect(sessions.tokenMatches(TOKEN)).toBe(true);
    for (const wrong of ["", "a", `${TOKEN} `, TOKEN.toUpperCase(), "x".repeat(500)]) expect(sessions.tokenMatches(wrong)).toBe(false);
  });

  it("accepts its own cookie until it expires after 12 hours, and never one signed with another token", () => {
    let now = new Date("2026-01-01T00:00:00Z");
    const sessions = createAdminSessions(TOKEN, () => now);
    const { value, expiresAt } = sessions.issue();
    expect(expiresAt.toISOString()).toBe("2026-01-01T12:00:00.000Z");
    expect(sessions.isValid(value)).toBe(true);
    expect(createAdminSessions("another-admin-token-123", () => now).isValid(value)).toBe(false);
    now = new Date("2026-01-01T11:59:59Z");
    expect(sessions.isValid(value)).toBe(true);
    now = new Date("2026-01-01T12:00:00Z");
    expect(sessions.isValid(value)).toBe(false);
  });

  it("gives a different cookie on every sign-in and refuses malformed ones", () => {
    const sessions = createAdminSessions(TOKEN);
    expect(sessions.issue().value).not.toBe(sessions.issue().value);
    for (const bad of [undefined, "", "abc", "1.2.3", `${"9".repeat(15)}.n.${"x".repeat(43)}`, "x".repeat(300)]) expect(sessions.isValid(bad)).toBe(false);
  });
});

describe("wrong-token limiter", () => {
  it("locks an IP after the maximum, says how long to wait, and forgets it when the window ends", () => {
    let now = 0;
    const limiter = createFailureLimiter({ max: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterSeconds("1.1.1.1")).toBe(0);
      limiter.fail("1.1.1.1");
    }
    expect(limiter.retryAfterSeconds("1.1.1.1")).toBe(60);
    expect(limiter.retryAfterSeconds("2.2.2.2")).toBe(0);
    now = 59_001;
    expect(limiter.retryAfterSeconds("1.1.1.1")).toBe(1);
    now = 60_000;
    expect(limiter.retryAfterSeconds("1.1.1.1")).toBe(0);
  });

  it("a right token clears the IP's earlier failures", () => {
    const limiter = createFailureLimiter({ max: 2, windowMs: 60_000 });
    limiter.fail("1.1.1.1");
    limiter.succeed("1.1.1.1");
    limiter.fail("1.1.1.1");
    expect(limiter.retryAfterSeconds("1.1.1.1")).toBe(0);
  });
});

describe("cookie helpers", () => {
  it("reads one cookie among others", () => {
    expect(readCookie("a=1; admin_session=abc.def; b=2", "admin_session")).toBe("abc.def");
    expect(readCookie("xadmin_session=1", "admin_session")).toBeUndefined();
    expect(readCookie(undefined, "admin_session")).toBeUndefined();
  });

  it("expires the cookie at the epoch to sign out, Secure outside localhost", () => {
    expect(clearedCookie("s", true)).toBe("s=; Path=/api/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Strict; Secure");
    expect(["localhost", "127.0.0.1", "::1"].every(isLocalHost)).toBe(true);
    expect(isLocalHost("creator.example")).toBe(false);
  });
});
