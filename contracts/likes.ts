/**
 * The likes tool's contract: the nine regions, the request schema
 * used by both the form and POST /api/ff-likes, the response shape, and the texts both sides show.
 */
import { z } from "./zod";

import { REGIONS, UID_MAX_DIGITS, VIP_BENEFITS, type Region } from "./ff-facts";

export { REGIONS, UID_MAX_DIGITS, type Region };
/** The VIP benefits' English list, where the likes browser test reads it. @internal */
export { VIP_BENEFITS };
export const REGION_VALUES = REGIONS.map((r) => r.value) as [Region, ...Region[]];

/** 8 to 11 digits; the input accepts at most 11 characters. */
export const UID_PATTERN = /^\d{8,11}$/;

export const LIKES_VALIDATION = {
  missing: { title: "Missing Information", description: "Please enter both UID and select a region" },
  invalidUid: { title: "Invalid UID", description: "UID must be 8-11 digits" },
} as const;

export const INVALID_REGION_MESSAGE = `Region must be one of: ${REGION_VALUES.join(", ")}`;

export const likeRequestSchema = z.object(
  {
    uid: z
      .string({ error: (issue) => (issue.input === undefined ? "UID is required" : "UID must be a string of digits") })
      .regex(UID_PATTERN, LIKES_VALIDATION.invalidUid.description),
    region: z.enum(REGION_VALUES, {
      error: (issue) => (issue.input === undefined ? "Region is required" : INVALID_REGION_MESSAGE),
    }),
  },
  { error: "The request body must be a JSON object with uid and region" },
);
export type LikeRequest = z.infer<typeof likeRequestSchema>;

/**
 * Why a likes request or a VIP check was refused, to be sent as `code` beside the English
 * `message` of any answer of POST /api/ff-likes and GET /api/ff-likes/vip (the page shows a text in
 * its own language chosen by the code, never by the message's words): the daily limit reached by
 * the address or by the UID, a request still in flight, the provider's reasons
 * (server/modules/likes/upstream-mapping.ts), and a VIP code refused. An answer without one is
 * worded by its HTTP status (the burst limit's 429, a 503 of a database down).
 */
export const LIKES_ERROR_CODES = [
  "ip_limit",
  "uid_limit",
  "in_flight",
  "no_likes",
  "uid_rejected",
  "unavailable",
  "timeout",
  "bad_answer",
  "vip_malformed",
  "vip_invalid",
  "vip_revoked",
  "vip_expired",
] as const;
export type LikesErrorCode = (typeof LIKES_ERROR_CODES)[number];

export function isLikesErrorCode(value: unknown): value is LikesErrorCode {
  return typeof value === "string" && (LIKES_ERROR_CODES as readonly string[]).includes(value);
}

/**
 * The likes answer the page reads, plus `demo`: true when the built-in demo provider answered
 * (no likes were really sent), so the page can say so without knowing any server secret.
 */
export const likeResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  player: z.string().optional(),
  uid: z.string().optional(),
  level: z.number().optional(),
  likesBefore: z.number().optional(),
  likesAdded: z.number().optional(),
  likesAfter: z.number().optional(),
  demo: z.boolean().optional(),
  /** Why likes were not sent (success false): a provider's reason, one of LIKES_ERROR_CODES. */
  code: z.enum(LIKES_ERROR_CODES).optional(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/**
 * GET /api/ff-likes/status: public facts the page shows (no secrets), and whether the asking
 * address has used today's free use, so the limit is shown when the page opens (after a reload),
 * not found out by the next submit. It only reads: the limit itself is decided when a request
 * reserves the use (POST /api/ff-likes).
 */
export const likesStatusSchema = z.object({
  demo: z.boolean(),
  timeZone: z.string(),
  freeUsesPerDay: z.number(),
  /** False once this address's free use of today is taken (or a request of it is in flight). */
  freeUseLeft: z.boolean(),
  /** Seconds until the free use comes back (the next day in timeZone); null while one is left. */
  resetSeconds: z.number().int().nullable(),
});
export type LikesStatus = z.infer<typeof likesStatusSchema>;

export const LIKES_API_PATH = "/api/ff-likes";
export const LIKES_STATUS_PATH = "/api/ff-likes/status";

export const DEMO_MESSAGE = "Demo mode: no likes were sent";

/** Toasts and panels of the three outcomes. */
export const LIKES_OUTCOME_TEXTS = {
  success: {
    title: "🎉 Success!",
    description: (likesAdded: number, player: string) => `Added ${likesAdded} likes to ${player}!`,
    panel: "Congratulations! Likes sent successfully!",
  },
  vip: {
    title: "VIP Access Available",
    defaultMessage: "You've already used your free daily like. To get unlimited likes, contact the operator on Telegram to buy VIP access.",
    panel: "VIP Access Required",
    contact: "Contact for VIP Access",
  },
  unable: {
    title: "⚠️ Unable to Process",
    defaultMessage: "UID already used elsewhere or 0 likes given",
    panelDefault: "Unable to add likes at this time",
  },
  connection: {
    title: "❌ Error",
    description: "Failed to connect to the server. Please try again later.",
    panel: "Connection error",
  },
} as const;

/** The server's 429 messages: the daily limit's VIP message, naming the operator's Telegram handle. */
export function vipLimitMessage(telegramHandle: string): string {
  return `You've already used your free daily like. To get unlimited likes, contact ${telegramHandle} on Telegram to buy VIP access.`;
}

export function uidLimitMessage(telegramHandle: string): string {
  return `This UID has already received its free likes today. To get unlimited likes, contact ${telegramHandle} on Telegram to buy VIP access.`;
}

export const IN_FLIGHT_MESSAGE = "Your previous request is still being processed. Please wait for it to finish.";

/**
 * GET /api/ff-likes/vip with the code as `Authorization: Bearer <code>`: 200 `{ valid: true }` for a
 * code that works now, else 401 `{ message }` saying why (not valid, revoked, expired on a date), 400
 * without a code, 429 past a few checks a minute per address. The page checks a code here before
 * it keeps it, so a typo is not saved and then silently treated as a free use.
 */
export const LIKES_VIP_CHECK_PATH = "/api/ff-likes/vip";
export const vipCheckSchema = z.object({ valid: z.literal(true) });
/** Checks per address per minute: a person typing a code needs a few; guessing one (2^122) gains nothing. */
export const VIP_CHECKS_PER_MINUTE = 10;

/** The header the page sends a VIP code in. */
export function vipAuthorization(code: string): string {
  return `Bearer ${code.trim()}`;
}
