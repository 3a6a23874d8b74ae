/**
 * The daily challenge on a phone (360x640): from the hub's link to a verified run, its share card
 * (a 1200x630 PNG, downloaded where files cannot be shared) and the board; and a run submitted
 * offline, queued on the device and sent when the connection returns.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { CHALLENGE_BODY_LIMIT_BYTES, DAILY_LIMIT_MESSAGE, NICKNAME_MESSAGE, SCORE_MISMATCH_MESSAGE } from "../contracts/challenge";
import { playSimon } from "../games/challenge/play-bots";
import { axeViolations } from "./axe";
import { expectOnBoard, nickname, seedOf, submitInDialog, today } from "./challenge-helpers";
import { expect, hydrated, test } from "./fixtures";
import { game2048Plan, playChallenge2048 } from "./game-helpers";
import { expectToast } from "./toasts";

test.use({ viewport: { width: 360, height: 640 } });

/** A PNG's size, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("at 360x640: the hub links today's challenge; a run is verified, shared as a 1200x630 card and ranked", async ({ page, request }, info) => {
  // No Web Share with files here, as on a desktop browser: the card is downloaded.
  await page.addInitScript(() => Object.defineProperty(navigator, "canShare", { value: undefined }));
  await page.goto("/games");
  await hydrated(page);
  const hub = page.getByTestId("hub-challenge");
  await expect(hub.getByRole("heading", { name: "Today's challenge" })).toBeVisible();
  await expect(hub.getByRole("link")).toHaveCount(9);
  await hub.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath("challenge-360-hub.png") });
  await hub.getByRole("link", { name: /^2048\b/ }).click();
  await expect(page).toHaveURL(/\/games\/2048\?challenge$/);
  // A free game kept for resuming is left alone by a challenge run.
  await page.evaluate(() => localStorage.setItem("2048SavedGame", "free game"));

  const t = await today(request);
  await expect(page.getByTestId("challenge-day")).toHaveText(t.day);
  const plan = game2048Plan(seedOf(t, "2048"));
  await page.screenshot({ path: info.outputPath("challenge-360-start.png") });
  await playChallenge2048(page, seedOf(t, "2048"), plan.keys);
  const dialog = page.getByTestId("challenge-dialog");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("challenge-run-score")).toHaveText(`2048: ${plan.score.toLocaleString("en-US")} points`);
  await page.screenshot({ path: info.outputPath("challenge-360-dialog.png") });
  expect(await axeViolations(page)).toEqual([]);

  const name = nickname("phone");
  await submitInDialog(page, name);
  await expectOnBoard(page, name, plan.score, "points");
  await page.screenshot({ path: info.outputPath("challenge-360-verified.png") });

  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Share" }).click()]);
  expect(download.suggestedFilename()).toBe(`2048-challenge-${t.day}.png`);
  const file = info.outputPath("card.png");
  await download.saveAs(file);
  expect(pngSize(readFileSync(file))).toEqual({ width: 1200, height: 630 });
  await expect(dialog.getByText("The card was downloaded.")).toBeVisible();

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId("challenge-boards").scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath("challenge-360-board.png") });
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("2048SavedGame"))).toBe("free game");
});

test("a run submitted offline is queued on the device and sent when the connection returns", async ({ page, context, request }) => {
  await page.goto("/games/simon?challenge");
  const t = await today(request);
  await expect(page.getByTestId("challenge-day")).toHaveText(t.day);
  const { log } = playSimon(seedOf(t, "simon"), 0);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByTestId("game-status")).toHaveText("Your turn: 0 of 1", { timeout: 10_000 });
  await page.getByRole("button", { name: log.presses[0]!.replace(/^./, (c) => c.toUpperCase()), exact: true }).click();

  const name = nickname("offline");
  const dialog = page.getByTestId("challenge-dialog");
  await expect(dialog).toBeVisible();
  // The server's own nickname rule, checked before anything is sent.
  await dialog.getByLabel("Nickname").fill(" x ");
  await dialog.getByRole("button", { name: "Submit score" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(NICKNAME_MESSAGE);
  await expect(dialog.getByLabel("Nickname")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Nickname").fill(name);
  await context.setOffline(true);
  await dialog.getByRole("button", { name: "Submit score" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "You are offline: your run is saved on this device and will be sent when the connection returns (today only).",
  );
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("challenge-queue") ?? "[]").length)).toBe(1);
  await dialog.getByRole("button", { name: "Close" }).click();

  await context.setOffline(false);
  await expect(page.getByTestId("challenge-status")).toHaveText("Your run played offline was sent.");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("challenge-queue") ?? "[]").length)).toBe(0);
  await expect(page.getByTestId("challenge-top").getByRole("row").filter({ hasText: name }).getByRole("cell").nth(2)).toHaveText("0");
});

test("a run queued offline is sent from the next page the visitor opens, with a toast, even if it is not a challenge page", async ({ page, context, request }) => {
  await loseSimonAtOnce(page, request);
  const name = nickname("later");
  const dialog = page.getByTestId("challenge-dialog");
  await dialog.getByLabel("Nickname").fill(name);
  await context.setOffline(true);
  await dialog.getByRole("button", { name: "Submit score" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/^You are offline: your run is saved on this device/);
  expect(await queued(page)).toBe(1);

  // The visitor leaves while offline and, back online, opens the blog.
  await page.goto("about:blank");
  await context.setOffline(false);
  await page.goto("/blog");
  await expectToast(page, "Daily challenge", "Your run played offline was sent.");
  expect(await queued(page)).toBe(0);
  const board = await (await request.get(`/api/challenge/simon/leaderboard?nickname=${encodeURIComponent(name)}`)).json();
  expect(board.you).toMatchObject({ nickname: name, score: 0 });
});

/** Opens Simon's challenge and loses at once (a wrong first pad): a finished run, score 0. */
async function loseSimonAtOnce(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto("/games/simon?challenge");
  const t = await today(request);
  await expect(page.getByTestId("challenge-day")).toHaveText(t.day);
  const { log } = playSimon(seedOf(t, "simon"), 0);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByTestId("game-status")).toHaveText("Your turn: 0 of 1", { timeout: 10_000 });
  await page.getByRole("button", { name: log.presses[0]!.replace(/^./, (c) => c.toUpperCase()), exact: true }).click();
}

const queued = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("challenge-queue") ?? "[]").length as number);

test("a run the server refuses shows the server's own message in the dialog", async ({ page, request }) => {
  // The page's request is changed on its way: its claimed score raised by one.
  await page.route("**/api/challenge/runs", (route) => {
    const body = route.request().postDataJSON() as { claimedScore: number };
    return route.continue({ postData: JSON.stringify({ ...body, claimedScore: body.claimedScore + 1 }) });
  });
  await loseSimonAtOnce(page, request);
  await submitInDialog(page, nickname("refused"));
  await expect(page.getByTestId("challenge-dialog").getByRole("alert")).toHaveText(SCORE_MISMATCH_MESSAGE);
  expect(await queued(page)).toBe(0);
});

test("a run too large for the server (413) is refused in its words and not kept to resend", async ({ page, request }) => {
  // The real server's body limit: the page's run padded past it on its way.
  await page.route("**/api/challenge/runs", (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, padding: "x".repeat(CHALLENGE_BODY_LIMIT_BYTES) }) });
  });
  await loseSimonAtOnce(page, request);
  const sent = await submitInDialog(page, nickname("big"));
  expect((await sent.response())?.status()).toBe(413);
  await expect(page.getByTestId("challenge-dialog").getByRole("alert")).toHaveText("The request body is too large.");
  expect(await queued(page)).toBe(0);
});

test("the day's limit (429) is shown in the server's words and the run is not kept to resend", async ({ page, request }) => {
  // Ten real runs from this test's address would use up Simon for every other spec today, so the
  // answer is the server's (server/modules/challenge/concurrency.test.ts proves the limit itself).
  await page.route("**/api/challenge/runs", (route) =>
    route.fulfill({ status: 429, headers: { "retry-after": "3600" }, contentType: "application/json", body: JSON.stringify({ message: DAILY_LIMIT_MESSAGE, requestId: "e2e" }) }),
  );
  await loseSimonAtOnce(page, request);
  await submitInDialog(page, nickname("limit"));
  await expect(page.getByTestId("challenge-dialog").getByRole("alert")).toHaveText(DAILY_LIMIT_MESSAGE);
  expect(await queued(page)).toBe(0);
  // The nickname form stays, so nothing the visitor typed is lost.
  await expect(page.getByTestId("challenge-dialog").getByLabel("Nickname")).toHaveValue(/^e2e limit/);
});
