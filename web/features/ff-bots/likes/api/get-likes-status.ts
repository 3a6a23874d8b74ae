/** GET /api/ff-likes/status: whether the demo provider answers, and the zone the daily limit resets in. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIKES_STATUS_PATH, likesStatusSchema, type LikesStatus } from "../../../../../contracts/likes";
import { throwIfNotOk } from "../../../../lib/query-client";

export async function getLikesStatus({ signal }: { signal?: AbortSignal } = {}): Promise<LikesStatus> {
  const res = await fetch(LIKES_STATUS_PATH, { credentials: "include", signal });
  await throwIfNotOk(res);
  return likesStatusSchema.parse(await res.json());
}

export const likesStatusQueryOptions = queryOptions({ queryKey: [LIKES_STATUS_PATH], queryFn: getLikesStatus });

export function useLikesStatus() {
  return useQuery(likesStatusQueryOptions);
}
