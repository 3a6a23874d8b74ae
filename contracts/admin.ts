/**
 * The operator dashboard's contract (docs/decisions/011): paths, the session cookie and CSRF header, the
 * usage metrics counted per day, the texts both sides show, and the zod schemas of every
 * /api/admin/* request and answer. The page at /admin is not linked from the site and is noindex.
 */
import { z } from "./zod";
import { TOOL_IDS } from "./tools";

export const ADMIN_PATH = "/admin";
export const ADMIN_API = "/api/admin";
export const ADMIN_SESSION_PATH = `${ADMIN_API}/session`;
export const ADMIN_STATS_PATH = `${ADMIN_API}/stats`;
export const ADMIN_CONFIG_PATH = `${ADMIN_API}/config`;
export const ADMIN_VIP_PATH = `${ADMIN_API}/vip`;
export const adminVipRevokePath = (id: number) => `${ADMIN_VIP_PATH}/${id}/revoke`;

export const ADMIN_COOKIE = "admin_session";
/** Sent by the dashboard on every state-changing call; a cross-site form or image cannot send it. */
export const ADMIN_CSRF_HEADER = "x-admin-csrf";
export const ADMIN_SESSION_HOURS = 12;
/** Wrong tokens per IP before sign-in is refused for the rest of the window. */
export const ADMIN_MAX_FAILURES = 5;
export const ADMIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Wrong tokens from all clients together per window; past it wrong tokens are answered 429 and no
 * longer logged one by one. The right token is compared first and still signs in: a crowd of
 * addresses must not be able to lock the operator out.
 */
export const ADMIN_GLOBAL_MAX_FAILURES = 100;
/** A random token this long cannot be guessed within any failure budget (`npm run admin:token` prints one). */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

export const ADMIN_MESSAGES = {
  disabled: `The dashboard is off. To turn it on, set ADMIN_TOKEN to a secret of at least ${ADMIN_TOKEN_MIN_LENGTH} characters and restart the server.`,
  wrongToken: "That token is not right.",
  tooManyFailures: "Too many wrong tokens. Wait a while before trying again.",
  signInPaused: "That token is not right, and many wrong tokens reached this site lately, so wrong tokens are refused for a while. The right token still signs you in.",
  signInUnavailable: "Sign-in is not available for a moment. Please try again shortly.",
  signedOut: "Sign in to see the dashboard.",
  csrf: `State-changing admin calls must send the ${ADMIN_CSRF_HEADER} header.`,
  vipNotFound: "No VIP code with that id.",
} as const;

/**
 * The `reason` of the 403 an admin call gets over plain HTTP away from localhost: the page then
 * shows the server's message (sign-in needs HTTPS, and how) instead of a form that cannot work.
 */
export const ADMIN_HTTPS_REQUIRED_REASON = "https_required";

/** Daily aggregate counters kept by the likes and chat services (no personal data). */
export const USAGE_METRICS = ["likes_success", "likes_refused", "likes_failed", "chat_message", "chat_refused"] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];

export const STATS_RANGES = [7, 30, 90] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
export const DEFAULT_STATS_RANGE: StatsRange = 30;

export const adminSignInSchema = z.object({
  token: z.string({ error: "Enter the admin token." }).min(1, "Enter the admin token.").max(512, "That token is too long."),
});
export type AdminSignIn = z.infer<typeof adminSignInSchema>;

export const statsQuerySchema = z.object({
  days: z
    .enum(STATS_RANGES.map(String) as [string, ...string[]], { error: `days must be one of ${STATS_RANGES.join(", ")}.` })
    .default(String(DEFAULT_STATS_RANGE))
    .transform((v) => Number(v) as StatsRange),
});

const series = z.array(z.number().int());
export const adminStatsSchema = z.object({
  range: z.number().int(),
  /** Oldest first, YYYY-MM-DD in LIMIT_TIME_ZONE; every series has one number per day. */
  days: z.array(z.string()),
  likes: z.object({ success: series, refused: series, failed: series }),
  tools: z.array(z.object({ tool: z.enum(TOOL_IDS), counts: series })),
  chat: z.object({ messages: series, refused: series }),
  blog: z.array(z.object({ slug: z.string(), title: z.string(), counts: series })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const VIP_STATUSES = ["active", "expired", "revoked"] as const;
export const adminVipCodeSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  uses: z.number().int(),
  status: z.enum(VIP_STATUSES),
});
export type AdminVipCode = z.infer<typeof adminVipCodeSchema>;
export const adminVipListSchema = z.object({ codes: z.array(adminVipCodeSchema) });

export const vipIssueSchema = z.object({
  days: z.coerce
    .number({ error: "Days must be a whole number from 1 to 3650." })
    .int("Days must be a whole number from 1 to 3650.")
    .min(1, "Days must be a whole number from 1 to 3650.")
    .max(3650, "Days must be a whole number from 1 to 3650."),
  note: z.string().trim().max(200, "The note must be at most 200 characters.").default(""),
});
export type VipIssue = z.infer<typeof vipIssueSchema>;
export const vipIssuedSchema = z.object({ id: z.number().int(), code: z.string(), expiresAt: z.string() });
export type VipIssued = z.infer<typeof vipIssuedSchema>;

export const adminConfigSchema = z.object({
  likesProvider: z.object({ kind: z.enum(["demo", "upstream"]), host: z.string().nullable() }),
  chatProvider: z.object({ name: z.enum(["gemini", "openai-compatible", "built-in"]), model: z.string().nullable() }),
  database: z.enum(["pglite", "postgres"]),
  adsConfigured: z.boolean(),
  analyticsConfigured: z.boolean(),
  version: z.string(),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;

/** POST ADMIN_SESSION_PATH: signed in until `expiresAt` (ISO 8601); the session is a cookie. */
export const adminSessionSchema = z.object({ signedIn: z.literal(true), expiresAt: z.string() });
/** GET ADMIN_SESSION_PATH: the cookie is a valid session (401 otherwise). */
export const adminSignedInSchema = z.object({ signedIn: z.literal(true) });
/** POST ADMIN_VIP_PATH/:id/revoke: an unknown or malformed id is the same 404. */
export const vipIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,9}$/) });
/** What revoking answers: `alreadyRevoked` when the code was revoked before. */
export const vipRevokedSchema = z.object({ id: z.number().int(), alreadyRevoked: z.boolean() });
