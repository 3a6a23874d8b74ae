import { render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { replayUrl, type LeaderboardResponse, type RecordsResponse, type WinnersResponse } from "../../../../contracts/challenge";
import { Leaderboards } from "./leaderboards";

const DAY = "2026-11-26";
const RUN_ID = "3f0c2d1e-8b7a-4c6d-9e5f-112233445566";
const board: LeaderboardResponse = {
  day: DAY,
  game: "snake",
  entries: [
    { rank: 1, nickname: "Asha", score: 3260, runId: RUN_ID, replayUrl: replayUrl(RUN_ID) },
    // A run stored before runs could be watched.
    { rank: 2, nickname: "Ben", score: 980, runId: null, replayUrl: null },
  ],
  you: { rank: 1, nickname: "Asha", score: 3260, runId: null, replayUrl: null },
};
const winners: WinnersResponse = { day: "2026-11-25", winners: [{ game: "snake", nickname: "Cleo", score: 12040 }] };
const records: RecordsResponse = { records: [{ game: "snake", day: "2026-11-20", nickname: "Dev", score: 45100 }] };

vi.mock("./api", () => ({
  fetchLeaderboard: vi.fn(async () => board),
  fetchWinners: vi.fn(async () => winners),
  fetchRecords: vi.fn(async () => records),
}));

describe("the challenge boards", () => {
  beforeEach(() => vi.clearAllMocks());

  it("write every score as the rest of the challenge does: 3,260 on the board and in 3,260 points", async () => {
    render(
      <MemoryRouter>
        <Leaderboards game="snake" day={DAY} nickname="Asha" version={0} />
      </MemoryRouter>,
    );
    const table = await screen.findByTestId("challenge-top");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["1", "Asha", "3,260", "Watch"],
      ["2", "Ben", "980", ""],
    ]);
    // The row's run, played back on the watch page.
    expect(within(rows[0]!).getByRole("link", { name: "Watch the run of Asha" }).getAttribute("href")).toBe(`/games/replay?run=${RUN_ID}`);
    expect(within(rows[1]!).queryByRole("link")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("challenge-you").textContent).toBe("#1 Asha: 3,260 points"));
    expect(screen.getByTestId("challenge-yesterday").textContent).toBe("Cleo: 12,040 points");
    expect(screen.getByTestId("challenge-record").textContent).toBe("Dev: 45,100 points (2026-11-20)");
  });
});
