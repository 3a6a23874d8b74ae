import { describe, expect, it } from "vitest";
import { clearedCookie, createAdminSessions, isLocalHost, readCookie } from "./session";

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
