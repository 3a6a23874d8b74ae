import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_CHALLENGE_PATH } from "../../../../contracts/challenge";
import { createQueryClient } from "../../../lib/query-client";
import { CHALLENGE_OUTCOME_DAYS, useBlockPlayer, useChallengeBoards, useChallengeOutcomes, useRankRun } from "./admin-challenge";

let gets: string[];
let boards: unknown;

beforeEach(() => {
  gets = [];
  boards = { day: "2026-11-25", boards: [], held: [], reported: [] };
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? "GET") !== "GET") return Response.json({}, { status: url.endsWith("/rank") ? 200 : 201 });
    gets.push(url);
    if (url === ADMIN_CHALLENGE_PATH) return Response.json(boards);
    return Response.json({ days: [{ day: "2026-11-25", verified: 1, refused: 0, held: 2 }] });
  });
});
afterEach(() => vi.unstubAllGlobals());

let client = createQueryClient();
beforeEach(() => {
  client = createQueryClient();
});
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("admin challenge API", () => {
  it("reads the outcomes of the last 14 days, held runs included", async () => {
    const { result } = renderHook(() => useChallengeOutcomes(), { wrapper });
    await waitFor(() => expect(result.current.data?.days[0]?.held).toBe(2));
    expect(gets).toEqual([`/api/admin/challenge/outcomes?days=${CHALLENGE_OUTCOME_DAYS}`]);
  });

  it("refuses a boards answer without the held list, as the contract requires it", async () => {
    boards = { day: "2026-11-25", boards: [] };
    const { result } = renderHook(() => useChallengeBoards(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
  });

  it("refetches the boards and the outcomes after ranking a run or blocking a player", async () => {
    const { result } = renderHook(() => ({ boards: useChallengeBoards(), outcomes: useChallengeOutcomes(), rank: useRankRun(), block: useBlockPlayer() }), { wrapper });
    await waitFor(() => expect(result.current.boards.data && result.current.outcomes.data).toBeTruthy());
    expect(gets).toHaveLength(2);
    await result.current.rank.mutateAsync(7);
    expect(gets).toHaveLength(4);
    await result.current.block.mutateAsync({ runId: 7, address: false });
    expect(gets).toHaveLength(6);
    expect(new Set(gets)).toEqual(new Set([ADMIN_CHALLENGE_PATH, `/api/admin/challenge/outcomes?days=${CHALLENGE_OUTCOME_DAYS}`]));
  });
});
