/** GET /api/ff-likes/vip: is this code one the server takes now? Every answer becomes a verdict; it never throws. */
import { LIKES_VIP_CHECK_PATH, vipAuthorization, vipCheckSchema } from "../../../../../contracts/likes";
import { likesMessages } from "../../../../content/ff-bots-likes";
import { locale } from "../../../../i18n/i18n";
import { answerCode } from "../likes-outcome";

export type VipCheck = { ok: true } | { ok: false; message: string };

/** A refusal in the page's language, chosen by the answer's code or status (an English page keeps the server's words). */
function refusal(status: number, body: unknown): string {
  const t = likesMessages.get();
  const serverMessage = body && typeof body === "object" && "message" in body && typeof body.message === "string" ? body.message : undefined;
  if (locale.get() === "en") return serverMessage ?? t.vipFailed;
  switch (answerCode(body)) {
    case "vip_invalid":
      return t.vipInvalid;
    case "vip_revoked":
      return t.vipRevoked;
    case "vip_expired":
      return t.vipExpired;
    case "vip_malformed":
      return t.vipRefused;
    default:
      if (status === 429) return t.tooManyChecks;
      if (status === 400 || status === 401) return t.vipRefused;
      return t.vipFailed;
  }
}

export async function checkVipCode(code: string): Promise<VipCheck> {
  let res: Response;
  try {
    res = await fetch(LIKES_VIP_CHECK_PATH, { headers: { authorization: vipAuthorization(code) }, credentials: "include" });
  } catch {
    return { ok: false, message: likesMessages.get().vipConnection };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok && vipCheckSchema.safeParse(body).success) return { ok: true };
  // The server says why (not valid, revoked, expired on a date, too many checks); anything else is ours to word.
  return { ok: false, message: refusal(res.status, body) };
}
