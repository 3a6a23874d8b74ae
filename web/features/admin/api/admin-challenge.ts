/** The operator's daily-challenge calls (contracts/challenge.ts "Operator"). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ADMIN_CHALLENGE_BLOCKS_PATH,
  ADMIN_CHALLENGE_OUTCOMES_PATH,
  ADMIN_CHALLENGE_PATH,
  ADMIN_CHALLENGE_RUNS_PATH,
  adminBoardsResponseSchema,
  adminOutcomesResponseSchema,
  type AdminBoardsResponse,
  type AdminOutcomesResponse,
} from "../../../../contracts/challenge";
import { adminFetch } from "./admin-fetch";

export const CHALLENGE_OUTCOME_DAYS = 14;

export function useChallengeBoards() {
  return useQuery({
    queryKey: [ADMIN_CHALLENGE_PATH],
    queryFn: async ({ signal }): Promise<AdminBoardsResponse> => adminBoardsResponseSchema.parse(await (await adminFetch(ADMIN_CHALLENGE_PATH, { signal })).json()),
  });
}

export function useChallengeOutcomes() {
  return useQuery({
    queryKey: [ADMIN_CHALLENGE_OUTCOMES_PATH, CHALLENGE_OUTCOME_DAYS],
    queryFn: async ({ signal }): Promise<AdminOutcomesResponse> =>
      adminOutcomesResponseSchema.parse(await (await adminFetch(`${ADMIN_CHALLENGE_OUTCOMES_PATH}?days=${CHALLENGE_OUTCOME_DAYS}`, { signal })).json()),
  });
}

/** Removing a run or blocking a name changes the boards: both refetch them. */
function useBoardsChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_CHALLENGE_PATH] }) });
}

export function useRemoveRun() {
  return useBoardsChange((id: number) => adminFetch(`${ADMIN_CHALLENGE_RUNS_PATH}/${id}`, { method: "DELETE" }));
}

export function useBlockNickname() {
  return useBoardsChange((nickname: string) => adminFetch(ADMIN_CHALLENGE_BLOCKS_PATH, { method: "POST", body: { nickname } }));
}
