/** GET /api/ff-likes/vip: is this code one the server takes now? Every answer becomes a verdict; it never throws. */
import { LIKES_VIP_CHECK_PATH, vipAuthorization, vipCheckSchema } from "../../../../../contracts/likes";
import { VIP_CODE_TEXT } from "../../../../content/ff-bots";

export type VipCheck = { ok: true } | { ok: false; message: string };

export async function checkVipCode(code: string): Promise<VipCheck> {
  let res: Response;
  try {
    res = await fetch(LIKES_VIP_CHECK_PATH, { headers: { authorization: vipAuthorization(code) }, credentials: "include" });
  } catch {
    return { ok: false, message: VIP_CODE_TEXT.connection };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok && vipCheckSchema.safeParse(body).success) return { ok: true };
  // The server says why (not valid, revoked, expired on a date, too many checks); anything else is ours to word.
  const message = body && typeof body === "object" && "message" in body && typeof body.message === "string" ? body.message : VIP_CODE_TEXT.failed;
  return { ok: false, message };
}
