import { describe, expect, it } from "vitest";
import { ConfigError, npmGaveFlag, parseConfig, SHUTDOWN_MARGIN_MS, underServeSupervisor } from "./config";
import { TRUST_PROXY_TRUE_MESSAGE } from "./config-values";

function errorOf(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error("expected a ConfigError");
}

describe("parseConfig", () => {
  it("gives the documented defaults for an empty environment", () => {
    const c = parseConfig({});
    expect(c.port).toBe(5000);
    expect(c.dataDir.endsWith("/data")).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.trustProxy).toBe(false);
    expect(c.likes.timeoutMs).toBe(10_000);
    expect(c.limitTimeZone).toBe("UTC");
    expect(c.chat.gemini).toBeUndefined();
    expect(c.chat.openai).toBeUndefined();
    expect(c.chat.timeoutMs).toBe(30_000);
    expect(c.chat.quota).toEqual({ max: 20, windowMs: 600_000 });
    expect(c.logLevel).toBe("info");
    expect(c.blogDir.endsWith("/site/blog")).toBe(true);
  });

  it("resolves BLOG_DIR to an absolute folder", () => {
    expect(parseConfig({ BLOG_DIR: "/srv/articles" }).blogDir).toBe("/srv/articles");
  });

  it("treats empty strings as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: " " }).port).toBe(5000);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["LIKES_TIMEOUT_MS", "-5"],
    ["LIMIT_TIME_ZONE", "Mars/Olympus"],
    ["TRUST_PROXY", "maybe"],
    ["LOG_LEVEL", "loud"],
    ["OPENAI_BASE_URL", "not a url"],
    ["ADMIN_TOKEN", "short"],
    ["LIKES_API_URL", "ftp://host/{uid}"],
    ["LIKES_API_URL", "https://host/like?region={region}"],
    ["LIKES_API_URL", "not a url {uid}"],
    ["GEMINI_MODEL", "../../evil"],
    ["GEMINI_BASE_URL", "nope"],
    ["CHAT_TIMEOUT_MS", "50"],
    ["CHAT_QUOTA_MAX", "0"],
    ["CHAT_QUOTA_WINDOW_MS", "ten minutes"],
  ])("fails on a bad %s with the variable's name", (name, value) => {
    const err = errorOf({ [name]: value });
    expect(err.message).toContain(name);
    expect(err.issues[0]?.variable).toBe(name);
  });

  it("parses TRUST_PROXY as off, a hop count, or an address list", () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1, ::1, fd00::/8" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1", "::1", "fd00::/8"]);
  });

  // `true` used to trust every hop, so a client's own X-Forwarded-For was its address.
  it.each(["true", "TRUE", "yes", "on"])("refuses TRUST_PROXY=%s with a message saying what to set instead", (value) => {
    const err = errorOf({ TRUST_PROXY: value });
    expect(err.issues).toEqual([{ variable: "TRUST_PROXY", message: TRUST_PROXY_TRUE_MESSAGE }]);
    expect(err.message).toContain("TRUST_PROXY must not be true");
  });

  it.each(["999.1.1.1", "10.0.0.0/33", "::1/129", "10.0.0.1/8/8", "1.2.3", "loopback"])("refuses TRUST_PROXY=%s (not an address or CIDR)", (value) => {
    expect(errorOf({ TRUST_PROXY: value }).issues[0]?.variable).toBe("TRUST_PROXY");
  });

  it("gives slow clients seconds, not minutes, by default, and refuses a header timeout longer than the request's", () => {
    expect(parseConfig({}).http).toEqual({ requestTimeoutMs: 15_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, maxConnections: 1_000 });
    expect(errorOf({ REQUEST_TIMEOUT_MS: "1000", HEADERS_TIMEOUT_MS: "2000" }).issues[0]?.variable).toBe("HEADERS_TIMEOUT_MS");
  });

  // The grace used to be a fixed 10 s while a chat reply may take 30 s.
  it("waits at shutdown longer than the longest upstream call, as configured", () => {
    expect(parseConfig({}).shutdownGraceMs).toBe(30_000 + SHUTDOWN_MARGIN_MS);
    expect(parseConfig({ CHAT_TIMEOUT_MS: "5000", LIKES_TIMEOUT_MS: "45000" }).shutdownGraceMs).toBe(45_000 + SHUTDOWN_MARGIN_MS);
    expect(parseConfig({ CHAT_TIMEOUT_MS: "120000" }).shutdownGraceMs).toBeGreaterThan(120_000);
  });

  it("keeps a dropped phone's seat 60 s, and refuses a shorter wait in production (only a proof shortens it)", () => {
    expect(parseConfig({}).rooms.reconnectMs).toBe(60_000);
    expect(parseConfig({ ROOM_RECONNECT_MS: "90000" }).rooms.reconnectMs).toBe(90_000);
    expect(errorOf({ ROOM_RECONNECT_MS: "8000" }).issues[0]?.variable).toBe("ROOM_RECONNECT_MS");
    expect(errorOf({ NODE_ENV: "production", ROOM_RECONNECT_MS: "59999" }).issues[0]?.variable).toBe("ROOM_RECONNECT_MS");
    expect(parseConfig({ NODE_ENV: "test", ROOM_RECONNECT_MS: "8000" }).rooms.reconnectMs).toBe(8000);
  });

  it("requires OPENAI_MODEL with OPENAI_BASE_URL", () => {
    expect(errorOf({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }).message).toContain("OPENAI_MODEL");
  });

  it("enables a chat provider only when its key or URL is set", () => {
    const c = parseConfig({ GEMINI_API_KEY: "k" });
    expect(c.chat.gemini).toEqual({ apiKey: "k", model: "gemini-2.5-flash", baseUrl: "https://generativelanguage.googleapis.com" });
    expect(c.chat.openai).toBeUndefined();
    const o = parseConfig({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", OPENAI_MODEL: "llama3.2" });
    expect(o.chat.openai).toEqual({ baseUrl: "http://127.0.0.1:11434/v1", apiKey: undefined, model: "llama3.2" });
    expect(o.chat.gemini).toBeUndefined();
  });

  it("reads the chat timeout and the per-IP chat quota", () => {
    const c = parseConfig({ CHAT_TIMEOUT_MS: "5000", CHAT_QUOTA_MAX: "5", CHAT_QUOTA_WINDOW_MS: "60000" });
    expect(c.chat.timeoutMs).toBe(5000);
    expect(c.chat.quota).toEqual({ max: 5, windowMs: 60_000 });
  });

  it("accepts a likes URL template in either documented style", () => {
    for (const url of ["https://host/api/{region}/{uid}?key={key}", "http://127.0.0.1:9000/like?uid={uid}&server_name={region}&key={key}"]) {
      expect(parseConfig({ LIKES_API_URL: url }).likes.apiUrl).toBe(url);
    }
    expect(parseConfig({}).likes.apiUrl).toBeUndefined();
  });

  it("keeps DATA_DIR=memory:// as PGlite's in-memory database instead of a path", () => {
    expect(parseConfig({ DATA_DIR: "memory://" }).dataDir).toBe("memory://");
  });

  it("reads the backup settings: off by default, a resolved BACKUP_DIR, whole hours, a keep count; PGlite syncs unless PGLITE_SYNC=off", () => {
    expect(parseConfig({}).backup).toEqual({ dir: undefined, intervalHours: 24, keep: 7 });
    expect(parseConfig({}).pgliteSync).toBe(true);
    expect(parseConfig({ BACKUP_DIR: "backups", BACKUP_INTERVAL_HOURS: "6", BACKUP_KEEP: "30", PGLITE_SYNC: "off" })).toMatchObject({
      backup: { dir: `${process.cwd()}/backups`, intervalHours: 6, keep: 30 },
      pgliteSync: false,
    });
    expect(errorOf({ BACKUP_INTERVAL_HOURS: "1.5" }).issues[0]?.variable).toBe("BACKUP_INTERVAL_HOURS");
    expect(errorOf({ BACKUP_KEEP: "0" }).issues[0]?.variable).toBe("BACKUP_KEEP");
    expect(errorOf({ PGLITE_SYNC: "maybe" }).message).toBe("Invalid environment: PGLITE_SYNC must be on or off");
  });
});

describe("the signals that are not settings", () => {
  it("knows the serve supervisor started it only from SERVE_HANDOVER=1", () => {
    expect(underServeSupervisor({ SERVE_HANDOVER: "1" })).toBe(true);
    expect(underServeSupervisor({})).toBe(false);
    expect(underServeSupervisor({ SERVE_HANDOVER: "0" })).toBe(false);
    expect(underServeSupervisor({ SERVE_HANDOVER: "true" })).toBe(false);
  });

  it("reads a flag npm kept as npm_config_<name>=true, its dashes as underscores", () => {
    expect(npmGaveFlag("force", { npm_config_force: "true" })).toBe(true);
    expect(npmGaveFlag("dry-run", { npm_config_dry_run: "true" })).toBe(true);
    expect(npmGaveFlag("dry-run", { "npm_config_dry-run": "true" })).toBe(false);
    expect(npmGaveFlag("force", { npm_config_force: "false" })).toBe(false);
    expect(npmGaveFlag("force", {})).toBe(false);
  });
});
