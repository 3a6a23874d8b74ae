/**
 * The daily challenge on a phone (360x640): from the hub's link to a ranked run, its share card
 * (a 1200x630 WebP of at most 150 KB, downloaded where files cannot be shared) and the board; a run needs the server
 * (nothing is queued on the device); and every answer of the server shown in its own words.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  CHALLENGE_BODY_LIMIT_BYTES,
  DAILY_LIMIT_MESSAGE,
  HELD_MESSAGE,
  NEEDS_CONNECTION_MESSAGE,
  NICKNAME_MESSAGE,
  NICKNAME_TAKEN_MESSAGE,
  SCORE_MISMATCH_MESSAGE,
} from "../contracts/challenge";
import { seededRandom } from "../games/shared/random";
import * as simon from "../games/simon/engine";
import { axeViolations } from "./axe";
import { PHONE, expectOnBoard, expectRanked, expectSentOnce, nextStart, nickname, submitInDialog, think, today } from "./challenge-helpers";
import { expect, hydrated, test } from "./fixtures";

test.use({ viewport: PHONE });

/** An image's size as the browser decodes it. */
function decodedSize(page: Page, bytes: Buffer, type: string): Promise<{ width: number; height: number }> {
  return page.evaluate(
    async ([base64, type]) => {
      const image = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type }));
      return { width: image.width, height: image.height };
    },
    [bytes.toString("base64"), type] as const,
  );
}

const padName = (color: simon.Color) => color.replace(/^./, (c) => c.toUpperCase());

test("at 360x640: the hub links today's challenge; a run is ranked, shared as a light 1200x630 card and on the board", async ({ page, request }, info) => {
  test.setTimeout(60_000);
  // No Web Share with files here, as on a desktop browser: the card is downloaded.
  await page.addInitScript(() => Object.defineProperty(navigator, "canShare", { value: undefined }));
  await page.goto("/games");
  await hydrated(page);
  const hub = page.getByTestId("hub-challenge");
  await expect(hub.getByRole("heading", { name: "Today's challenge" })).toBeVisible();
  await expect(hub.getByRole("link")).toHaveCount(9);
  await hub.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath("challenge-360-hub.png") });
  // A free game kept for resuming is left alone by a challenge run.
  await page.evaluate(() => localStorage.setItem("2048SavedGame", "free game"));
  const started2048 = nextStart(page);
  await hub.getByRole("link", { name: /^2048\b/ }).click();
  await expect(page).toHaveURL(/\/games\/2048\?challenge$/);
  const t = await today(request);
  await expect(page.getByTestId("challenge-day")).toHaveText(t.day);
  await expect(page.getByTestId("challenge-connection")).toHaveText(NEEDS_CONNECTION_MESSAGE);
  await started2048;
  expect(await page.evaluate(() => localStorage.getItem("2048SavedGame"))).toBe("free game");

  await page.goto("/games/simon?challenge");
  await expect(page.getByTestId("challenge-day")).toHaveText(t.day);
  await expect(page.getByTestId("challenge-connection")).toHaveText(NEEDS_CONNECTION_MESSAGE);
  await page.getByTestId("challenge-panel").scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath("challenge-360-before-start.png") });
  await page.evaluate(() => window.scrollTo(0, 0));
  const started = nextStart(page);
  await page.getByRole("button", { name: "Start", exact: true }).click();
  const [first] = ((await started).view as simon.GameState).pattern;
  const random = seededRandom(7);
  await expect(page.getByTestId("game-status")).toHaveText("Your turn: 0 of 1", { timeout: 10_000 });
  await think(random, 450, 250);
  await page.getByRole("button", { name: padName(first!), exact: true }).click();
  await expect(page.getByTestId("game-status")).toHaveText("Your turn: 0 of 2", { timeout: 10_000 });
  await think(random, 450, 250);
  // A wrong pad ends the game: one round repeated, score 1.
  await page.getByRole("button", { name: padName(simon.COLORS.find((c) => c !== first)!), exact: true }).click();

  const dialog = page.getByTestId("challenge-dialog");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("challenge-run-score")).toHaveText("Simon Says: 1 point");
  await page.screenshot({ path: info.outputPath("challenge-360-dialog.png") });
  expect(await axeViolations(page)).toEqual([]);

  const name = nickname("phone");
  const sent = await submitInDialog(page, name);
  expect(sent.postDataJSON().deviceKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(sent.postDataJSON().deviceKey).toBe(await page.evaluate(() => localStorage.getItem("challenge-device-key")));
  await expectRanked(sent);
  await expectOnBoard(page, name, 1, "point");
  await page.screenshot({ path: info.outputPath("challenge-360-verified.png") });
  // The server takes a run once: the page's own request sent again, even under another name, is a 409.
  await expectSentOnce(request, sent.postDataJSON());
  await expectSentOnce(request, { ...sent.postDataJSON(), nickname: nickname("again") });

  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Share" }).click()]);
  expect(download.suggestedFilename()).toBe(`simon-challenge-${t.day}.webp`);
  const file = info.outputPath("card.webp");
  await download.saveAs(file);
  const card = readFileSync(file);
  expect(card.byteLength).toBeLessThanOrEqual(150 * 1024);
  expect([card.subarray(0, 4).toString("latin1"), card.subarray(8, 12).toString("latin1")]).toEqual(["RIFF", "WEBP"]);
  expect(await decodedSize(page, card, "image/webp")).toEqual({ width: 1200, height: 630 });
  await expect(dialog.getByText("The card was downloaded.")).toBeVisible();

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  // A run sent is sent: no second Submit for it.
  await expect(page.getByRole("button", { name: "Submit your run" })).toHaveCount(0);
  await page.getByTestId("challenge-panel").evaluate((panel) => panel.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: info.outputPath("challenge-360-panel-after-run.png") });
  await page.getByTestId("challenge-boards").scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath("challenge-360-board.png") });
  expect(await axeViolations(page)).toEqual([]);
});

/** Opens a real-time game's challenge and loses at once: Snake runs into the wall, Flappy falls. Score 0. */
async function loseAtOnce(page: Page, game: "snake" | "flappy"): Promise<void> {
  await page.goto(`/games/${game}?challenge`);
  await expect(page.getByTestId("challenge-day")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole("button", { name: "Start", exact: true }).focus();
  await page.keyboard.press(" ");
  await expect(page.getByTestId("challenge-dialog")).toBeVisible({ timeout: 15_000 });
}

test("offline, a run cannot start, and a finished run is not kept to resend: it is sent once the connection is back", async ({ page, context }) => {
  await page.goto("/games/flappy?challenge");
  await expect(page.getByTestId("challenge-day")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  // The game's own chunk must be running before the key: a press that reaches the prerendered
  // button before its handler is attached starts nothing (the clean-clone run failed so once).
  await hydrated(page);
  await expect(page.getByTestId("flappy-canvas")).toHaveAttribute("data-phase", "idle");
  await context.setOffline(true);
  const startButton = page.getByRole("button", { name: "Start", exact: true });
  await startButton.focus();
  await page.keyboard.press(" ");
  await expect(page.getByTestId("challenge-status")).toHaveText("Your run could not start. You are offline: a challenge run needs a connection.");
  await expect(page.getByTestId("flappy-canvas")).toHaveAttribute("data-phase", "idle");
  await context.setOffline(false);
  // Pressed again once Start is ready again, as a player would: the failure's message can be on
  // screen a render before the button leaves its busy state, and a press in between is ignored.
  await expect(startButton).not.toHaveAttribute("aria-disabled", "true");
  await expect(startButton).toBeFocused();
  await page.keyboard.press(" ");
  const dialog = page.getByTestId("challenge-dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });

  // The server's own nickname rule, checked before anything is sent.
  await dialog.getByLabel("Nickname").fill(" x ");
  await dialog.getByRole("button", { name: "Submit score" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(NICKNAME_MESSAGE);
  await expect(dialog.getByLabel("Nickname")).toHaveAttribute("aria-invalid", "true");
  const name = nickname("offline");
  await dialog.getByLabel("Nickname").fill(name);
  await context.setOffline(true);
  await dialog.getByRole("button", { name: "Submit score" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("You are offline: your run was not sent. Try again when the connection is back.");
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes("queue")))).toEqual([]);
  await context.setOffline(false);
  const sent = await submitInDialog(page, name);
  await expectRanked(sent);
  await expectOnBoard(page, name, 0, "points");
});

test("the attempts left are shown; the recovery code shown once takes the name back on a phone that forgot its key", async ({ page }) => {
  test.setTimeout(60_000);
  // A phone of its own address: every spec plays from 127.0.0.1, where one game's board takes at
  // most two names a day, and the offline test and the real-time spec put theirs on Flappy's.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.251" });
  await loseAtOnce(page, "flappy");
  await expect(page.getByTestId("challenge-attempts")).toHaveText("4 attempts left today at this game.");
  const name = nickname("recover");
  await expectRanked(await submitInDialog(page, name));
  const dialog = page.getByTestId("challenge-dialog");
  const shown = dialog.getByTestId("challenge-recovery-code");
  await expect(shown).toContainText("Your recovery code for today");
  const code = (await shown.locator("p.font-mono").textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(await axeViolations(page)).toEqual([]);

  // Cleared data: a new device key, the same name.
  await page.evaluate(() => localStorage.removeItem("challenge-device-key"));
  await loseAtOnce(page, "flappy");
  await expect(page.getByTestId("challenge-attempts")).toHaveText("4 attempts left today at this game.");
  const refused = await submitInDialog(page, name);
  expect((await refused.response())?.status()).toBe(400);
  await expect(dialog.getByRole("alert")).toHaveText(NICKNAME_TAKEN_MESSAGE);
  await dialog.getByLabel("Recovery code").fill(code.toLowerCase());
  const [again] = await Promise.all([page.waitForRequest("**/api/challenge/runs"), dialog.getByRole("button", { name: "Submit score" }).click()]);
  expect(again.postDataJSON().recoveryCode).toBe(code.toLowerCase());
  await expectRanked(again);
  await expect(dialog.getByTestId("challenge-recovery-code")).toHaveCount(0);
  await expectOnBoard(page, name, 0, "points");
});

test("a run the server refuses shows the server's own message, and cannot be sent again", async ({ page }) => {
  // The page's request is changed on its way: its claimed score raised by one.
  await page.route("**/api/challenge/runs", (route) => {
    const body = route.request().postDataJSON() as { claimedScore: number };
    return route.continue({ postData: JSON.stringify({ ...body, claimedScore: body.claimedScore + 1 }) });
  });
  await loseAtOnce(page, "snake");
  const sent = await submitInDialog(page, nickname("refused"));
  expect((await sent.response())?.status()).toBe(422);
  const dialog = page.getByTestId("challenge-dialog");
  await expect(dialog.getByRole("alert")).toHaveText(SCORE_MISMATCH_MESSAGE);
  await expect(dialog.getByRole("button", { name: "Submit score" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("button", { name: "Submit your run" })).toHaveCount(0);
});

test("a run held for review says so, with no rank", async ({ page }) => {
  await page.route("**/api/challenge/runs", async (route) => {
    const body = route.request().postDataJSON() as { game: string; claimedScore: number };
    const { day } = (await (await page.request.get("/api/challenge/today")).json()) as { day: string };
    return route.fulfill({
      status: 201,
      contentType: "application/json",
      body: JSON.stringify({
        day,
        game: body.game,
        score: body.claimedScore,
        rank: null,
        status: "held",
        runId: "0d9c8b7a-6f5e-4d3c-8b2a-192837465565",
        replayUrl: null,
        reason: "Beyond what people reach.",
        heldFor: "beyond_envelope",
      }),
    });
  });
  await loseAtOnce(page, "flappy");
  await submitInDialog(page, nickname("held"));
  const dialog = page.getByTestId("challenge-dialog");
  // Waiting for review, and why, in the page's words for the server's heldFor.
  await expect(dialog.getByRole("status")).toHaveText(`${HELD_MESSAGE} Its score is beyond what people usually reach in this game, so a person looks at it first.`);
  await expect(dialog.getByRole("button", { name: "Share" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Submit score" })).toHaveCount(0);
});

test("a run too large for the server (413) is refused in its words", async ({ page }) => {
  // The real server's body limit: the page's run padded past it on its way.
  await page.route("**/api/challenge/runs", (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, padding: "x".repeat(CHALLENGE_BODY_LIMIT_BYTES) }) });
  });
  await loseAtOnce(page, "flappy");
  const sent = await submitInDialog(page, nickname("big"));
  expect((await sent.response())?.status()).toBe(413);
  await expect(page.getByTestId("challenge-dialog").getByRole("alert")).toHaveText("The request body is too large.");
});

test("the day's limit (429) is shown in the server's words, and the nickname form stays", async ({ page }) => {
  // Ten real runs from this test's address would use up a game for every other spec today, so the
  // answer is the server's (server/modules/challenge/concurrency.test.ts proves the limit itself).
  await page.route("**/api/challenge/runs", (route) =>
    route.fulfill({ status: 429, headers: { "retry-after": "3600" }, contentType: "application/json", body: JSON.stringify({ message: DAILY_LIMIT_MESSAGE, requestId: "e2e" }) }),
  );
  await loseAtOnce(page, "flappy");
  await submitInDialog(page, nickname("limit"));
  await expect(page.getByTestId("challenge-dialog").getByRole("alert")).toHaveText(DAILY_LIMIT_MESSAGE);
  await expect(page.getByTestId("challenge-dialog").getByLabel("Nickname")).toHaveValue(/^e2e limit/);
});
