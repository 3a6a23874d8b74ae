/** POST /api/ff-likes: fetcher and mutation hook. Every answer becomes a LikesOutcome; it never throws. */
import { useMutation } from "@tanstack/react-query";
import { LIKES_API_PATH, vipAuthorization, type LikeRequest } from "../../../../../contracts/likes";
import { interpretLikesAnswer, retryAfterSeconds, type LikesOutcome } from "../likes-outcome";

export type PostFfLikesInput = { request: LikeRequest; vipCode: string | null };

export async function postFfLikes({ request, vipCode }: PostFfLikesInput): Promise<LikesOutcome> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (vipCode) headers.authorization = vipAuthorization(vipCode);
  try {
    const res = await fetch(LIKES_API_PATH, { method: "POST", headers, body: JSON.stringify(request), credentials: "include" });
    const outcome = interpretLikesAnswer(res.status, await res.text());
    if (outcome.kind !== "vip" && outcome.kind !== "unable") return outcome;
    // What a translated page words its text by when the answer has no code, and when the free use comes back.
    const resetSeconds = retryAfterSeconds(res.headers.get("retry-after"));
    return { ...outcome, status: res.status, freeUse: !vipCode, ...(resetSeconds !== undefined && { resetSeconds }) };
  } catch {
    return { kind: "connection" };
  }
}

export function usePostFfLikes() {
  return useMutation({ mutationFn: postFfLikes });
}
