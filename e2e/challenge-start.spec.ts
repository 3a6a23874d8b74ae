/**
 * A shared `?challenge` link on a slow phone: Start works as soon as the game can take it, not
 * once today's challenge has loaded (the run needs only its own start, sent on the press), and
 * the boards write numbers as the rest of the challenge does.
 */
import type { LeaderboardResponse } from "../contracts/challenge";
import { PHONE, grouped, nextStart } from "./challenge-helpers";
import { expect, hydrated, test } from "./fixtures";

test.use({ viewport: PHONE });

test("Start is enabled, and starts a run, while today's challenge is still on its way", async ({ page }) => {
  // Today's answer is held for up to 3 s: Start must be usable before it is let through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = false;
  await page.route("**/api/challenge/today", async (route) => {
    await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    answered = true;
    await route.continue();
  });
  await page.goto("/games/snake?challenge&day=2026-01-01");
  await hydrated(page);
  const start = page.getByRole("button", { name: "Start", exact: true });
  await expect(start).toHaveAttribute("aria-disabled", "false");
  expect(answered, "Start waited for today's challenge").toBe(false);
  await expect(page.getByTestId("challenge-status")).toHaveText("Loading today's challenge…");

  const started = nextStart(page);
  await start.focus();
  await page.keyboard.press(" ");
  expect((await started).game).toBe("snake");
  expect(answered, "the run's start waited for today's challenge").toBe(false);
  await expect(page.getByTestId("snake-canvas")).toHaveAttribute("data-phase", "running");

  release();
  await expect(page.getByTestId("challenge-day")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId("challenge-status")).not.toContainText("Loading");
});

test("the boards write every score as the panel does: 3,260 in the table, 3,260 points beside it", async ({ page }) => {
  await page.route("**/api/challenge/snake/leaderboard?*", async (route) => {
    const day = new URL(route.request().url()).searchParams.get("day")!;
    const board: LeaderboardResponse = {
      day,
      game: "snake",
      entries: [
        { rank: 1, nickname: "Asha", score: 3260, runId: null, replayUrl: null },
        { rank: 2, nickname: "Ben", score: 1005, runId: null, replayUrl: null },
      ],
      you: { rank: 1, nickname: "Asha", score: 3260, runId: null, replayUrl: null },
    };
    await route.fulfill({ contentType: "application/json", body: JSON.stringify(board) });
  });
  await page.goto("/games/snake?challenge");
  const rows = page.getByTestId("challenge-top").getByRole("row");
  await expect(rows.nth(1).getByRole("cell")).toHaveText(["1", "Asha", grouped(3260), ""]);
  await expect(rows.nth(2).getByRole("cell")).toHaveText(["2", "Ben", "1,005", ""]);
  await expect(page.getByTestId("challenge-you")).toHaveText("#1 Asha: 3,260 points");
  await page.getByTestId("challenge-boards").scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("challenge-360-boards-numbers.png") });
});
