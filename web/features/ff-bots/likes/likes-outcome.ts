/**
 * What the page makes of the likes form and of the server's answer:
 * pure functions, so every text and branch is unit-tested without a browser.
 *
 * The server words its answers in English. An English page shows its words as they are; a page in
 * another language shows its own text, chosen by the answer's `code` (contracts/likes.ts) or, in an
 * answer without one (the burst limit, a database down), by its HTTP status, never by what the
 * English message says.
 */
import { siteConfig } from "../../../../site.config";
import {
  LIKES_OUTCOME_TEXTS as T,
  vipLimitMessage,
  isLikesErrorCode,
  likeRequestSchema,
  likeResponseSchema,
  type LikeRequest,
  type LikesErrorCode,
} from "../../../../contracts/likes";
import { likesMessages } from "../../../content/ff-bots-likes";
import { locale } from "../../../i18n/i18n";
import type { ToastInput } from "../../../lib/toast-store";

export type SentLikes = { player: string; uid: string; level: number; likesBefore: number; likesAdded: number; likesAfter: number };

/** What the request itself tells beside the body: its status, the 429's Retry-After, whether it was a free use. */
export type AnswerContext = { status?: number; resetSeconds?: number; freeUse?: boolean };

export type LikesOutcome =
  | { kind: "success"; likes: SentLikes; demo: boolean }
  | ({ kind: "vip"; message: string; code?: LikesErrorCode } & AnswerContext)
  | ({ kind: "unable"; message: string | undefined; code?: LikesErrorCode } & AnswerContext)
  | { kind: "connection" };

export type FormCheck = { ok: true; request: LikeRequest } | { ok: false; toast: ToastInput };

/** The form's checks, in order: both fields present, then the shared schema. */
export function checkLikesForm(uid: string, region: string): FormCheck {
  const t = likesMessages.get();
  if (!uid.trim() || !region) return { ok: false, toast: { title: t.missingTitle, description: t.missingDescription, variant: "destructive" } };
  const parsed = likeRequestSchema.safeParse({ uid: uid.trim(), region });
  if (!parsed.success) return { ok: false, toast: { title: t.invalidUidTitle, description: t.invalidUidDescription, variant: "destructive" } };
  return { ok: true, request: parsed.data };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The answer's error code, when it carries a known one. */
export function answerCode(json: unknown): LikesErrorCode | undefined {
  const code = (json as { code?: unknown } | null | undefined)?.code;
  return isLikesErrorCode(code) ? code : undefined;
}

/** 429 is the VIP case; a readable answer is success or "unable"; anything else is a connection error. */
export function interpretLikesAnswer(status: number, bodyText: string): LikesOutcome {
  const json = parseJson(bodyText);
  const code = answerCode(json);
  if (status === 429) {
    const message = (json as { message?: unknown } | undefined)?.message;
    return { kind: "vip", message: typeof message === "string" && message ? message : T.vip.defaultMessage, ...(code && { code }) };
  }
  const parsed = likeResponseSchema.safeParse(json);
  if (!parsed.success) return { kind: "connection" };
  const r = parsed.data;
  if (r.success) {
    const { player, uid, level, likesBefore, likesAdded, likesAfter } = r;
    if (player === undefined || uid === undefined || level === undefined || likesBefore === undefined || likesAdded === undefined || likesAfter === undefined) {
      return { kind: "unable", message: undefined };
    }
    // A "success" that added no likes is "0 likes given", never "sent successfully" beside +0.
    if (likesAdded <= 0) return { kind: "unable", message: T.unable.defaultMessage, code: "no_likes" };
    return { kind: "success", likes: { player, uid, level, likesBefore, likesAdded, likesAfter }, demo: r.demo === true };
  }
  return { kind: "unable", message: r.message || undefined, ...(code && { code }) };
}

/** Retry-After in seconds (the server sends whole seconds), or undefined. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

type LikesTexts = ReturnType<typeof likesMessages.get>;

/** The text of a refusal's code in the page's language. */
function codeText(t: LikesTexts, code: LikesErrorCode): string {
  const texts: Record<LikesErrorCode, string> = {
    ip_limit: t.limitIp,
    uid_limit: t.limitUid,
    in_flight: t.inFlight,
    no_likes: t.noLikes,
    uid_rejected: t.uidRejected,
    unavailable: t.unavailable,
    timeout: t.timeout,
    bad_answer: t.badAnswer,
    vip_malformed: t.vipRefused,
    vip_invalid: t.vipInvalid,
    vip_revoked: t.vipRevoked,
    vip_expired: t.vipExpired,
  };
  return texts[code];
}

const PROVIDER_CODES: ReadonlySet<LikesErrorCode> = new Set(["no_likes", "uid_rejected", "unavailable", "timeout", "bad_answer"]);

/** The refusal's explanation: the server's words on an English page, the page's own text elsewhere. */
export function refusalMessage(outcome: Extract<LikesOutcome, { kind: "vip" | "unable" }>): string | undefined {
  if (locale.get() === "en") return outcome.message;
  const t = likesMessages.get();
  // Every daily-limit refusal carries its code; a 429 without one is the burst limit's.
  if (outcome.kind === "vip") return outcome.code ? codeText(t, outcome.code) : t.tooManyChecks;
  if (outcome.message === undefined && outcome.code === undefined) return undefined;
  let text: string;
  if (outcome.code) text = codeText(t, outcome.code);
  else if (outcome.status === 401) text = t.vipRefused;
  else if (outcome.status !== undefined && outcome.status >= 500) text = t.unavailable;
  else text = t.unableDefault;
  // A free use the provider did not spend is given back, and the server says so.
  const providerReason = outcome.code ? PROVIDER_CODES.has(outcome.code) : outcome.status !== 401;
  return outcome.freeUse && providerReason ? `${text} ${t.freeUseKept}` : text;
}

/** The limit as the status says it when the page opens: the same panel the refused submit shows. */
export function limitFromStatus(status: { freeUseLeft: boolean; resetSeconds: number | null } | undefined, hasVipCode: boolean): LikesOutcome | null {
  if (!status || status.freeUseLeft || hasVipCode) return null;
  return { kind: "vip", message: vipLimitMessage(siteConfig.telegramHandle), code: "ip_limit", ...(status.resetSeconds !== null && { resetSeconds: status.resetSeconds }) };
}

/** Seconds until a used free use comes back, when the refusal is the daily limit (not a request in flight). */
export function secondsUntilReset(outcome: LikesOutcome | null): number | undefined {
  if (outcome?.kind !== "vip" || outcome.code === "in_flight" || outcome.resetSeconds === undefined) return undefined;
  // A wait of a minute or less is the in-flight request's, not the day's.
  return outcome.resetSeconds > 60 ? outcome.resetSeconds : undefined;
}

export function outcomeToast(outcome: LikesOutcome): ToastInput {
  const t = likesMessages.get();
  switch (outcome.kind) {
    case "success": {
      const description = t.successDescription({ likes: new Intl.NumberFormat(locale.get()).format(outcome.likes.likesAdded), player: outcome.likes.player })(
        outcome.likes.likesAdded,
      );
      // The demo provider sends nothing: the toast must not claim otherwise.
      return { title: t.successTitle, description: outcome.demo ? `${description} ${t.demoSent}.` : description };
    }
    case "vip":
      return { title: t.vipTitle, description: refusalMessage(outcome), variant: "destructive" };
    case "unable":
      return { title: t.unableTitle, description: refusalMessage(outcome) ?? t.unableDefault, variant: "destructive" };
    case "connection":
      return { title: t.connectionTitle, description: t.connectionDescription, variant: "destructive" };
  }
}
