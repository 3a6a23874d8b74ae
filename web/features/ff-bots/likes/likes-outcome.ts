/**
 * What the page makes of the likes form and of the server's answer (spec 1 sections 4, 5, 8):
 * pure functions, so every text and branch is unit-tested without a browser.
 */
import { DEMO_MESSAGE, LIKES_OUTCOME_TEXTS as T, LIKES_VALIDATION, likeRequestSchema, likeResponseSchema, type LikeRequest } from "../../../../contracts/likes";
import type { ToastInput } from "../../../lib/toast-store";

export type SentLikes = { player: string; uid: string; level: number; likesBefore: number; likesAdded: number; likesAfter: number };

export type LikesOutcome =
  { kind: "success"; likes: SentLikes; demo: boolean } | { kind: "vip"; message: string } | { kind: "unable"; message: string | undefined } | { kind: "connection" };

export type FormCheck = { ok: true; request: LikeRequest } | { ok: false; toast: ToastInput };

/** Spec 1 section 5, checked in order: both fields present, then the shared schema. */
export function checkLikesForm(uid: string, region: string): FormCheck {
  if (!uid.trim() || !region) return { ok: false, toast: { ...LIKES_VALIDATION.missing, variant: "destructive" } };
  const parsed = likeRequestSchema.safeParse({ uid: uid.trim(), region });
  if (!parsed.success) return { ok: false, toast: { ...LIKES_VALIDATION.invalidUid, variant: "destructive" } };
  return { ok: true, request: parsed.data };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Spec 1 section 8: 429 is the VIP case; a readable answer is success or "unable"; anything else is a connection error. */
export function interpretLikesAnswer(status: number, bodyText: string): LikesOutcome {
  const json = parseJson(bodyText);
  if (status === 429) {
    const message = (json as { message?: unknown } | undefined)?.message;
    return { kind: "vip", message: typeof message === "string" && message ? message : T.vip.defaultMessage };
  }
  const parsed = likeResponseSchema.safeParse(json);
  if (!parsed.success) return { kind: "connection" };
  const r = parsed.data;
  if (r.success) {
    const { player, uid, level, likesBefore, likesAdded, likesAfter } = r;
    if (player === undefined || uid === undefined || level === undefined || likesBefore === undefined || likesAdded === undefined || likesAfter === undefined) {
      return { kind: "unable", message: undefined };
    }
    return { kind: "success", likes: { player, uid, level, likesBefore, likesAdded, likesAfter }, demo: r.demo === true };
  }
  return { kind: "unable", message: r.message || undefined };
}

export function outcomeToast(outcome: LikesOutcome): ToastInput {
  switch (outcome.kind) {
    case "success": {
      const description = T.success.description(outcome.likes.likesAdded, outcome.likes.player);
      // The demo provider sends nothing: the toast must not claim otherwise.
      return { title: T.success.title, description: outcome.demo ? `${description} ${DEMO_MESSAGE}.` : description };
    }
    case "vip":
      return { title: T.vip.title, description: outcome.message, variant: "destructive" };
    case "unable":
      return { title: T.unable.title, description: outcome.message ?? T.unable.defaultMessage, variant: "destructive" };
    case "connection":
      return { title: T.connection.title, description: T.connection.description, variant: "destructive" };
  }
}
