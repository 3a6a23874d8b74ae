/** The operator's daily-challenge calls (contracts/challenge.ts "Operator"). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ADMIN_CHALLENGE_BLOCKS_PATH,
  ADMIN_CHALLENGE_OUTCOMES_PATH,
  ADMIN_CHALLENGE_PATH,
  ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH,
  ADMIN_CHALLENGE_RUNS_PATH,
  adminBlockPreviewSchema,
  adminBoardsResponseSchema,
  adminOutcomesResponseSchema,
  type AdminBlockPreview,
  type AdminBoardsResponse,
  type AdminOutcomesResponse,
} from "../../../../contracts/challenge";
import { adminFetch } from "./admin-fetch";

export const CHALLENGE_OUTCOME_DAYS = 14;

async function fetchChallengeBoards(signal?: AbortSignal): Promise<AdminBoardsResponse> {
  return adminBoardsResponseSchema.parse(await (await adminFetch(ADMIN_CHALLENGE_PATH, { signal })).json());
}

export function useChallengeBoards() {
  return useQuery({ queryKey: [ADMIN_CHALLENGE_PATH], queryFn: ({ signal }) => fetchChallengeBoards(signal) });
}

async function fetchChallengeOutcomes(signal?: AbortSignal): Promise<AdminOutcomesResponse> {
  return adminOutcomesResponseSchema.parse(await (await adminFetch(`${ADMIN_CHALLENGE_OUTCOMES_PATH}?days=${CHALLENGE_OUTCOME_DAYS}`, { signal })).json());
}

export function useChallengeOutcomes() {
  return useQuery({ queryKey: [ADMIN_CHALLENGE_OUTCOMES_PATH, CHALLENGE_OUTCOME_DAYS], queryFn: ({ signal }) => fetchChallengeOutcomes(signal) });
}

/** DELETE /runs/:id: the run leaves the boards; the player's next best run takes its place. */
async function removeRun(id: number): Promise<void> {
  await adminFetch(`${ADMIN_CHALLENGE_RUNS_PATH}/${id}`, { method: "DELETE" });
}

/** POST /runs/:id/rank: a held run joins the boards. */
async function rankRun(id: number): Promise<void> {
  await adminFetch(`${ADMIN_CHALLENGE_RUNS_PATH}/${id}/rank`, { method: "POST" });
}

/** POST /runs/:id/refuse: a held run never ranks. */
async function refuseRun(id: number): Promise<void> {
  await adminFetch(`${ADMIN_CHALLENGE_RUNS_PATH}/${id}/refuse`, { method: "POST" });
}

/** POST blocked-nicknames: the name and its look-alikes are refused from now on. */
async function blockNickname(nickname: string): Promise<void> {
  await adminFetch(ADMIN_CHALLENGE_BLOCKS_PATH, { method: "POST", body: { nickname } });
}

/** POST blocked-players: the device that played the run (its runs leave every board), and its address only when `address`. */
async function blockPlayer({ runId, address }: { runId: number; address: boolean }): Promise<void> {
  await adminFetch(ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH, { method: "POST", body: { runId, address } });
}

/** GET blocked-players/preview: how many other devices an address block would hit, shown before the operator chooses. */
export async function fetchBlockPreview(runId: number): Promise<AdminBlockPreview> {
  return adminBlockPreviewSchema.parse(await (await adminFetch(`${ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH}/preview?runId=${runId}`)).json());
}

/**
 * Every operator action changes the boards or the held list, and ranking or refusing a held run
 * moves it between the chart's columns: each refetches both.
 */
function useChallengeChange<T>(mutationFn: (input: T) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: [ADMIN_CHALLENGE_PATH] }), client.invalidateQueries({ queryKey: [ADMIN_CHALLENGE_OUTCOMES_PATH] })]),
  });
}

export const useRemoveRun = () => useChallengeChange(removeRun);
export const useRankRun = () => useChallengeChange(rankRun);
export const useRefuseRun = () => useChallengeChange(refuseRun);
export const useBlockNickname = () => useChallengeChange(blockNickname);
export const useBlockPlayer = () => useChallengeChange(blockPlayer);
