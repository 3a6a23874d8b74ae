/**
 * Watching a ranked run, on a phone's screen: a Sliding run played at a person's pace and ranked
 * is linked from the dialog and its board row; the watch page plays it back with the site's own
 * engine to the score it was ranked with, at 4x, and takes one report per device. In Arabic, the
 * page (right to left) plays a run's real record back in the page's words.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { ChallengeRunRecord } from "../contracts/challenge";
import { playSliding } from "../games/challenge/play-bots";
import { seededRandom } from "../games/shared/random";
import * as sliding from "../games/sliding/engine";
import { PHONE, expectRanked, grouped, nickname, openChallenge, submitInDialog, think } from "./challenge-helpers";
import { personSlidingSolution } from "./challenge-plans";
import { expect, hydrated, test } from "./fixtures";

test.use({ viewport: PHONE });

const SOLVED = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const tileCells = (page: Page) => page.getByTestId("replay").getByRole("img").first().locator("div");

test("a ranked run is watched from the dialog and the board, ends on its ranked score, and is reported once per device", async ({ page }, info) => {
  test.setTimeout(150_000);
  const { started } = await openChallenge(page, "sliding");
  const run = await started;
  let state = sliding.createGame({}, seededRandom(run.seed!));
  const random = seededRandom(run.seed! + 1);
  // A person's solve: the fewest moves alone is a search's, which the server holds (decision 058).
  const solution = personSlidingSolution(run.seed!);
  for (const index of solution) {
    await think(random, 260, 120);
    await page.getByRole("button", { name: `Tile ${state.tiles[index]}`, exact: true }).click();
    state = sliding.step(state, { type: "move", index });
  }
  const name = nickname("watch");
  const answer = await expectRanked(await submitInDialog(page, name));
  expect(answer.replayUrl).toBe(`/games/replay?run=${answer.runId}`);

  // The board's row links to the same run.
  const row = page.getByTestId("challenge-top").getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("link", { name: `Watch the run of ${name}` })).toHaveAttribute("href", answer.replayUrl!);

  await page.getByTestId("challenge-dialog").getByRole("link", { name: "Watch your run" }).click();
  await expect(page).toHaveURL(new RegExp(`/games/replay\\?run=${answer.runId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sliding Puzzle: a daily challenge run");
  await expect(page.getByTestId("replay-nickname")).toHaveText(name);
  const moves = `${grouped(solution.length)} ${solution.length === 1 ? "move" : "moves"}`;
  await expect(page.getByTestId("replay-score")).toHaveText(moves);
  // Paused on the deal: the board is the run's first layout until Play.
  const dealt = sliding.createGame({}, seededRandom(run.seed!)).tiles;
  await expect.poll(async () => (await tileCells(page).allTextContents()).map((t) => Number(t || 0))).toEqual(dealt);

  await page.getByRole("group", { name: "Speed" }).getByRole("button", { name: "4×" }).click();
  await expect(page.getByRole("group", { name: "Speed" }).getByRole("button", { name: "4×" })).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("replay-toggle").click();
  await expect(page.getByTestId("replay-ended")).toHaveText(`The run ends on ${moves}: the score it was ranked with.`, { timeout: 30_000 });
  await expect.poll(async () => (await tileCells(page).allTextContents()).map((t) => Number(t || 0))).toEqual(SOLVED);
  await page.screenshot({ path: info.outputPath("watch-360x640.png"), fullPage: true });

  const report = page.getByTestId("replay-report");
  await report.click();
  await expect(page.getByText("Thank you: the operator will review this run.")).toBeVisible();
  await expect(report).toBeDisabled();
  // The same device again, after a reload: the server says it already has this device's report.
  await page.reload();
  await hydrated(page);
  await page.getByTestId("replay-report").click();
  await expect(page.getByText("This device has already reported this run.")).toBeVisible();
});

test("a run that is not on a board cannot be watched, and the bare page sends the visitor to the games", async ({ page }) => {
  await page.goto("/games/replay?run=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("alert")).toHaveText("This run cannot be watched: it is not on a board (it may be waiting for review, or it was removed).");
  await page.goto("/games/replay");
  await hydrated(page);
  await expect(page.getByText("Choose a run on a game's daily challenge board to watch it.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the games" })).toHaveAttribute("href", "/games");
});

test("in Arabic the page runs right to left and plays a run's record back in its words", async ({ page }, info) => {
  const ar = JSON.parse(readFileSync(path.resolve("web/i18n/messages/ar/games-replay.json"), "utf8")) as Record<string, string>;
  const seed = 4242;
  const played = playSliding(seed);
  const record: ChallengeRunRecord = {
    runId: "5b1f6a2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
    game: "sliding",
    day: "2026-12-01",
    nickname: "أحمد",
    score: played.score,
    seed,
    tape: null,
    log: played.log,
  };
  await page.route(`**/api/challenge/runs/${record.runId}`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(record) }));
  await page.goto(`/ar/games/replay?run=${record.runId}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("replay-nickname")).toHaveText("أحمد");
  await page.getByRole("group", { name: ar.speed }).getByRole("button").last().click();
  await page.getByTestId("replay-toggle").click();
  await expect(page.getByTestId("replay-ended")).toContainText(ar.ended!.split("{score}")[0]!.trim(), { timeout: 30_000 });
  await expect.poll(async () => (await tileCells(page).allTextContents()).map((t) => t)).toEqual(SOLVED.map((n) => (n === 0 ? "" : new Intl.NumberFormat("ar").format(n))));
  // The controls and the report read right to left with the page.
  expect(await page.getByTestId("replay-toggle").evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  await page.screenshot({ path: info.outputPath("watch-ar-360x640.png"), fullPage: true });
});
