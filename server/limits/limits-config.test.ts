/** The settings of the limits in server/config.ts: REDIS_URL, the model cap and the admin token's length. */
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../config";

const errorOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error("expected a ConfigError");
};

describe("limit settings", () => {
  it("defaults to no Redis and 2,000 paid model calls a day", () => {
    const c = parseConfig({});
    expect(c.redisUrl).toBeUndefined();
    expect(c.chat.modelCallsPerDay).toBe(2000);
    expect(parseConfig({ REDIS_URL: "redis://10.0.0.5:6379/2", CHAT_MODEL_CALLS_PER_DAY: "50" })).toMatchObject({
      redisUrl: "redis://10.0.0.5:6379/2",
      chat: { modelCallsPerDay: 50 },
    });
  });

  it("gives one visitor a twentieth of the site's model calls a day (at least 1) unless the operator sets the share", () => {
    expect(parseConfig({}).chat.modelCallsPerVisitorPerDay).toBe(100);
    expect(parseConfig({ CHAT_MODEL_CALLS_PER_DAY: "10" }).chat.modelCallsPerVisitorPerDay).toBe(1);
    expect(parseConfig({ CHAT_MODEL_CALLS_PER_DAY: "10", CHAT_MODEL_CALLS_PER_VISITOR_PER_DAY: "4" }).chat.modelCallsPerVisitorPerDay).toBe(4);
  });

  it.each([
    ["REDIS_URL", "http://10.0.0.5:6379", "must be a redis:// or rediss:// URL"],
    ["CHAT_MODEL_CALLS_PER_DAY", "0", "Too small"],
    ["CHAT_MODEL_CALLS_PER_DAY", "lots", "expected number"],
    ["CHAT_MODEL_CALLS_PER_VISITOR_PER_DAY", "0", "Too small"],
  ])("refuses %s=%s", (variable, value, message) => {
    const err = errorOf({ [variable]: value });
    expect(err.issues[0]?.variable).toBe(variable);
    expect(err.issues[0]?.message).toContain(message);
  });

  it("refuses an ADMIN_TOKEN under 32 characters and says how to make a strong one", () => {
    const err = errorOf({ ADMIN_TOKEN: "a".repeat(31) });
    expect(err.message).toBe("Invalid environment: ADMIN_TOKEN must be at least 32 characters: `npm run admin:token` prints a strong one");
    expect(parseConfig({ ADMIN_TOKEN: "a".repeat(32) }).adminToken).toHaveLength(32);
  });
});
