/**
 * The environment, parsed once at start with zod. A bad value stops the start with a message
 * naming the variable. Every setting of the server comes from here, and so do the two signals that
 * are not settings: SERVE_HANDOVER (`underServeSupervisor`) and npm's npm_config_<flag>
 * (`npmGaveFlag`). Outside this file, the code the server runs reads process.env only in
 * publishing/site-folder.ts and publishing/blog-articles.ts (SITE_DIR, BLOG_DIR) and
 * publishing/build-dir.ts (BUILD_DIR): the build and the scripts share those folders and have no
 * config of their own. The server hands them its parsed values, except site.config.ts, which loads
 * the identity when imported (server/main.ts reads `.env` before that). server/config-readers.test.ts
 * keeps this so.
 */
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { DbTimeouts } from "./db/client";
import { ADMIN_TOKEN_MIN_LENGTH } from "../contracts/admin";
import { ROOM_RECONNECT_MS } from "../contracts/rooms";
import { siteBlogDir } from "../publishing/site-folder";
import { emptyToUndefined, int, likesUrlTemplateSchema, optionalString, optionalUrl, timeZoneSchema, trustProxySchema } from "./config-values";

/** Where shared limits live and the chat model's daily cap (docs/decisions/024-shared-limits.md). */
const limitsEnv = {
  /** Optional: limits in Redis instead of PostgreSQL (redis:// or rediss://). */
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
  ),
  /** Calls to a paid chat model per day for the whole site; past it the assistant says so until tomorrow. */
  CHAT_MODEL_CALLS_PER_DAY: int(2000, 1, 10_000_000),
  /**
   * One visitor's share of those calls per day (unset: a twentieth of CHAT_MODEL_CALLS_PER_DAY, at
   * least 1), so no single address can spend the whole site's budget.
   */
  CHAT_MODEL_CALLS_PER_VISITOR_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000_000).optional()),
};

// ── Daily challenge (decisions 028, 036 and 056) ──
const challengeEnv = {
  /**
   * Keys the hidden deals (2048's coming tiles, Memory's cards, Simon's colours: each run's tape of
   * draws, server/modules/challenge/signing.ts); unset means one generated into the database.
   */
  CHALLENGE_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, "must be at least 16 characters").optional()),
  /** Runs one device may start per game per day (decision 061): every start is an attempt, abandoned or not. */
  CHALLENGE_ATTEMPTS_PER_DAY: int(5, 1, 1000),
  /**
   * Play a friend: how long a player's seat waits for their phone to come back before they lose by
   * forfeit. A proof may shorten it with NODE_ENV=test or development; a production start refuses a
   * value under the 60 s the players are promised (contracts/rooms.ts).
   */
  ROOM_RECONNECT_MS: int(ROOM_RECONNECT_MS, 1000, 600_000),
};

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
  GEMINI_MODEL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.-]+$/, "must be a model name such as gemini-2.5-flash")
      .default("gemini-2.5-flash"),
  ),
  /** Tests point this at a fake server; operators never need to change it. */
  GEMINI_BASE_URL: z.preprocess(emptyToUndefined, z.url().default("https://generativelanguage.googleapis.com")),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: optionalString,
  CHAT_TIMEOUT_MS: int(30_000, 100, 300_000),
  CHAT_QUOTA_MAX: int(20, 1, 100_000),
  CHAT_QUOTA_WINDOW_MS: int(600_000, 1000, 86_400_000),
  ADMIN_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(ADMIN_TOKEN_MIN_LENGTH, `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters: \`npm run admin:token\` prints a strong one`).optional(),
  ),
  ...limitsEnv,
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
  /** The operator's folder: identity, posts, public files (publishing/site-folder.ts); site/ by default. */
  SITE_DIR: z.preprocess(emptyToUndefined, z.string().default("site")),
  /** The blog's Markdown articles, synced into the database at start; SITE_DIR's blog/ by default. */
  BLOG_DIR: optionalString,
  /** Slow clients (docs/decisions/018): the whole request, its headers, an idle keep-alive connection. */
  REQUEST_TIMEOUT_MS: int(15_000, 100, 600_000),
  HEADERS_TIMEOUT_MS: int(10_000, 100, 600_000),
  KEEP_ALIVE_TIMEOUT_MS: int(5_000, 100, 600_000),
  /** Open connections at once; more are dropped by the kernel-facing socket layer until some close. */
  MAX_CONNECTIONS: int(1_000, 1, 1_000_000),
  /** Where the built client lives; tests point it elsewhere. */
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().default("build/client")),

  // ── Database bounds (docs/decisions/021) ──────────────────────────
  /** PostgreSQL: connecting, and waiting for a pooled connection. */
  DB_CONNECT_TIMEOUT_MS: int(3000, 100, 60_000),
  /** PostgreSQL: one statement (the client gives up 1 s later if the server does not answer). */
  DB_STATEMENT_TIMEOUT_MS: int(5000, 100, 300_000),
  /** PostgreSQL: a transaction left open without work is ended by the server. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(10_000, 100, 600_000),
  // ---- backups (docs/decisions/022-backups-and-durability.md) ----
  /** Folder for backups: scheduled ones, `npm run db:backup`'s default, and the copy db:restore keeps. */
  BACKUP_DIR: optionalString,
  /** With BACKUP_DIR set, the server writes a backup this often (0 turns the schedule off). */
  BACKUP_INTERVAL_HOURS: int(24, 0, 8760),
  /** Scheduled backups kept in BACKUP_DIR; older ones are deleted. */
  BACKUP_KEEP: int(7, 1, 10_000),
  /** PGlite: sync every write to disk (on), or leave commits in the OS cache (off: faster, not crash-safe). */
  PGLITE_SYNC: z.preprocess(emptyToUndefined, z.enum(["on", "off"], "must be on or off").default("on")),
  ...challengeEnv,
});

/** The part of the site's daily model calls one visitor may use when the operator does not say. */
export const DEFAULT_VISITOR_SHARE_DIVISOR = 20;
const defaultVisitorShare = (callsPerDay: number) => Math.max(1, Math.floor(callsPerDay / DEFAULT_VISITOR_SHARE_DIVISOR));

/** After the longest upstream call ends, time to write its answer and close the database. */
export const SHUTDOWN_MARGIN_MS = 5_000;

export type Env = z.infer<typeof envSchema>;

export type AppConfig = {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  trustProxy: false | number | string[];
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
    /** Paid model calls per calendar day (LIMIT_TIME_ZONE), all clients and instances together. */
    modelCallsPerDay: number;
    /** Paid model calls per calendar day for one client (server/lib/client-key.ts). */
    modelCallsPerVisitorPerDay: number;
  };
  redisUrl: string | undefined;
  adminToken: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number; maxConnections: number };
  /**
   * How long SIGTERM waits for requests in flight: the longest upstream call (chat or likes) plus
   * a margin, so a reply the server has started is finished, never cut (a fixed 10 s grace used to cut a
   * 30 s chat reply; docs/decisions/019).
   */
  shutdownGraceMs: number;
  blogDir: string;
  clientDir: string;
  database: { timeouts: DbTimeouts };
  backup: { dir: string | undefined; intervalHours: number; keep: number };
  pgliteSync: boolean;
  challengeSecret: string | undefined;
  challengeAttemptsPerDay: number;
  rooms: { reconnectMs: number };
};

export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(`Invalid environment: ${issues.map((i) => `${i.variable} ${i.message}`).join("; ")}`);
    this.name = "ConfigError";
  }
}

/**
 * CLIENT_DIR with every symlink resolved, once, at start: `build` is a symlink that
 * `npm run build` switches to a new folder (scripts/build-folders.ts). The server keeps the build
 * it started with, its pages and their CSP hashes (pages.json beside client/) and every file, until
 * it restarts; it never mixes a new page with old hashes. A folder that does not exist stays as given.
 */
export function servedClientDir(clientDir: string): string {
  const resolved = path.resolve(clientDir);
  try {
    return realpathSync(resolved);
  } catch {
    return resolved;
  }
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? "environment"), message: i.message })));
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError([{ variable: "HEADERS_TIMEOUT_MS", message: "must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)" }]);
  }
  if (e.NODE_ENV === "production" && e.ROOM_RECONNECT_MS < ROOM_RECONNECT_MS) {
    throw new ConfigError([{ variable: "ROOM_RECONNECT_MS", message: `must be at least ${ROOM_RECONNECT_MS} in production (a dropped phone keeps its seat that long)` }]);
  }
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
      openai: e.OPENAI_BASE_URL && e.OPENAI_MODEL ? { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL } : undefined,
      timeoutMs: e.CHAT_TIMEOUT_MS,
      quota: { max: e.CHAT_QUOTA_MAX, windowMs: e.CHAT_QUOTA_WINDOW_MS },
      modelCallsPerDay: e.CHAT_MODEL_CALLS_PER_DAY,
      modelCallsPerVisitorPerDay: e.CHAT_MODEL_CALLS_PER_VISITOR_PER_DAY ?? defaultVisitorShare(e.CHAT_MODEL_CALLS_PER_DAY),
    },
    redisUrl: e.REDIS_URL,
    adminToken: e.ADMIN_TOKEN,
    logLevel: e.LOG_LEVEL,
    http: { requestTimeoutMs: e.REQUEST_TIMEOUT_MS, headersTimeoutMs: e.HEADERS_TIMEOUT_MS, keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS, maxConnections: e.MAX_CONNECTIONS },
    shutdownGraceMs: Math.max(e.CHAT_TIMEOUT_MS, e.LIKES_TIMEOUT_MS) + SHUTDOWN_MARGIN_MS,
    blogDir: e.BLOG_DIR ? path.resolve(e.BLOG_DIR) : siteBlogDir({ SITE_DIR: e.SITE_DIR }),
    clientDir: servedClientDir(e.CLIENT_DIR),
    database: {
      timeouts: {
        connectMs: e.DB_CONNECT_TIMEOUT_MS,
        statementMs: e.DB_STATEMENT_TIMEOUT_MS,
        idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
    },
    backup: { dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined, intervalHours: e.BACKUP_INTERVAL_HOURS, keep: e.BACKUP_KEEP },
    pgliteSync: e.PGLITE_SYNC === "on",
    challengeSecret: e.CHALLENGE_SECRET,
    challengeAttemptsPerDay: e.CHALLENGE_ATTEMPTS_PER_DAY,
    rooms: { reconnectMs: e.ROOM_RECONNECT_MS },
  };
}

/**
 * `.env` in the working folder, when present, fills the variables the environment leaves unset:
 * the environment always wins (Node's own process.loadEnvFile, which never overwrites a set
 * variable). Returns the file read, if any.
 */
export function loadDotEnv(file: string = path.resolve(".env")): string | undefined {
  if (!existsSync(file)) return undefined;
  try {
    process.loadEnvFile(file);
  } catch (err) {
    throw new ConfigError([{ variable: file, message: `could not be read (${err instanceof Error ? err.message : String(err)})` }]);
  }
  return file;
}

/**
 * Whether this process was started by the `npm run serve` supervisor (scripts/serve.ts sets
 * SERVE_HANDOVER=1), which holds the port and hands connections over: a signal, not a setting.
 */
export function underServeSupervisor(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SERVE_HANDOVER === "1";
}

/**
 * Whether npm was given `--<name>` before a script's `--`: npm keeps an option it knows itself,
 * such as --force, and hands it to the script only as npm_config_<name>=true (measured with npm 10).
 */
export function npmGaveFlag(name: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return env[`npm_config_${name.replace(/-/g, "_")}`] === "true";
}

/** Reads `.env` (if present) and the process environment into the server's settings. */
export function loadConfig(): AppConfig {
  loadDotEnv();
  return parseConfig(process.env);
}
