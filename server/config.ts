/**
 * The environment, parsed once at start with zod (STYLE.md habit 7). A bad value stops the start
 * with a message naming the variable. Nothing else in the server reads process.env.
 */
import path from "node:path";
import { z } from "zod";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const int = (def: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(def));

/** TRUST_PROXY: off by default (the socket address is the client); a hop count, true, or CIDR/IP list. */
const trustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default("false")
    .transform((v, ctx): boolean | number | string[] => {
      const s = v.trim().toLowerCase();
      if (s === "false" || s === "0" || s === "off" || s === "no") return false;
      if (s === "true") return true;
      if (/^\d+$/.test(s)) return Number(s);
      const parts = v.split(",").map((p) => p.trim()).filter(Boolean);
      const ipLike = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;
      if (parts.length > 0 && parts.every((p) => ipLike.test(p))) return parts;
      ctx.addIssue({ code: "custom", message: "must be false, true, a hop count, or a comma-separated list of IPs/CIDRs" });
      return z.NEVER;
    }),
);

const timeZoneSchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default("UTC")
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone such as UTC or Asia/Kolkata"),
);

/** LIKES_API_URL: an http(s) URL template with {uid} (and usually {region} and {key}). */
const likesUrlTemplateSchema = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const url = new URL(v.replace(/\{(uid|region|key)\}/g, "x"));
      return (url.protocol === "http:" || url.protocol === "https:") && v.includes("{uid}");
    } catch {
      return false;
    }
  }, "must be an http(s) URL template containing {uid}, e.g. https://host/api/{region}/{uid}?key={key}");

export const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(["development", "production", "test"]).default("production")),
  PORT: int(5000, 0, 65535),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  TRUST_PROXY: trustProxySchema,
  LIKES_API_URL: z.preprocess(emptyToUndefined, likesUrlTemplateSchema.optional()),
  LIKES_API_KEY: optionalString,
  LIKES_TIMEOUT_MS: int(10_000, 100, 120_000),
  LIMIT_TIME_ZONE: timeZoneSchema,
  IP_HASH_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, "must be at least 16 characters").optional()),
  GEMINI_API_KEY: optionalString,
  GEMINI_MODEL: z.preprocess(emptyToUndefined, z.string().regex(/^[\w.-]+$/, "must be a model name such as gemini-2.5-flash").default("gemini-2.5-flash")),
  /** Tests point this at a fake server; operators never need to change it. */
  GEMINI_BASE_URL: z.preprocess(emptyToUndefined, z.url().default("https://generativelanguage.googleapis.com")),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: optionalString,
  CHAT_TIMEOUT_MS: int(30_000, 100, 300_000),
  CHAT_QUOTA_MAX: int(20, 1, 100_000),
  CHAT_QUOTA_WINDOW_MS: int(600_000, 1000, 86_400_000),
  ADMIN_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, "must be at least 16 characters").optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  /** The blog's Markdown articles, synced into the database at start. */
  BLOG_DIR: z.preprocess(emptyToUndefined, z.string().default("content/blog")),
  /** Where the built client lives; tests point it elsewhere. */
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().default("build/client")),
});

export type Env = z.infer<typeof envSchema>;

export type AppConfig = {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  trustProxy: boolean | number | string[];
  likes: { apiUrl: string | undefined; apiKey: string | undefined; timeoutMs: number };
  limitTimeZone: string;
  ipHashSecret: string | undefined;
  chat: {
    gemini: { apiKey: string; model: string; baseUrl: string } | undefined;
    openai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
    /** The whole upstream call, first byte to last. */
    timeoutMs: number;
    /** Per client IP: at most `max` messages in any `windowMs`. */
    quota: { max: number; windowMs: number };
  };
  adminToken: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  blogDir: string;
  clientDir: string;
};

export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(`Invalid environment: ${issues.map((i) => `${i.variable} ${i.message}`).join("; ")}`);
    this.name = "ConfigError";
  }
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? "environment"), message: i.message })),
    );
  }
  const e = parsed.data;
  if (e.OPENAI_BASE_URL && !e.OPENAI_MODEL) {
    throw new ConfigError([{ variable: "OPENAI_MODEL", message: "is required when OPENAI_BASE_URL is set" }]);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // "memory://" is PGlite's throwaway in-memory database, not a path.
    dataDir: e.DATA_DIR.startsWith("memory://") ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY,
    likes: { apiUrl: e.LIKES_API_URL, apiKey: e.LIKES_API_KEY, timeoutMs: e.LIKES_TIMEOUT_MS },
    limitTimeZone: e.LIMIT_TIME_ZONE,
    ipHashSecret: e.IP_HASH_SECRET,
    chat: {
      gemini: e.GEMINI_API_KEY ? { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL, baseUrl: e.GEMINI_BASE_URL } : undefined,
      openai:
        e.OPENAI_BASE_URL && e.OPENAI_MODEL
          ? { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL }
          : undefined,
      timeoutMs: e.CHAT_TIMEOUT_MS,
      quota: { max: e.CHAT_QUOTA_MAX, windowMs: e.CHAT_QUOTA_WINDOW_MS },
    },
    adminToken: e.ADMIN_TOKEN,
    logLevel: e.LOG_LEVEL,
    blogDir: path.resolve(e.BLOG_DIR),
    clientDir: path.resolve(e.CLIENT_DIR),
  };
}

/** Reads the process environment: the only place in the server that does. */
export function loadConfig(): AppConfig {
  return parseConfig(process.env);
}

/** For entry points (server, CLIs): a bad environment prints its message and exits with status 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
