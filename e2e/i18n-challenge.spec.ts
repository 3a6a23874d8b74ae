/**
 * The daily challenge, Breakout and Connect Four in Hindi and Arabic (decision 048): the panel,
 * the submit dialog's validation, a real run really ranked in Hindi, the server's refusal by its reason code, the boards with
 * numbers as Intl writes them in the language, the share card drawn in the language (saved as a
 * PNG to look at), and each game's end message; boards and canvases keep left to right in Arabic.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import type { LeaderboardResponse, RecordsResponse, WinnersResponse } from "../contracts/challenge";
import * as breakout from "../games/breakout/engine";
import { AI_DELAY_MS } from "../games/connect4/engine";
import { seededRandom } from "../games/shared/random";
import { END_MESSAGE_DELAY_MS } from "../web/features/games/connect4/connect4-game";
import { PHONE, nickname, today } from "./challenge-helpers";
import { expect, hydrated, test } from "./fixtures";
import { connect4Plan, openWithPausedClock } from "./game-helpers";
import { TickClock, runUntilOver } from "./realtime-helpers";

type Json = Record<string, string | Record<string, string>>;
/** A run id as the server gives one, for answers faked here. */
const FAKE_RUN_ID = "0d9c8b7a-6f5e-4d3c-8b2a-192837465564";
const messages = (locale: string, name: string) => JSON.parse(readFileSync(`web/i18n/messages/${locale}/${name}.json`, "utf8")) as Record<string, string>;
const plural = (locale: string, name: string) => JSON.parse(readFileSync(`web/i18n/messages/${locale}/${name}.json`, "utf8")) as Json;
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, String(v)), text);

/** Where the screenshots and share cards go: I18N_SHOTS (to look at them), else the test's output. */
const shot = (info: TestInfo, name: string) => path.join(process.env.I18N_SHOTS ?? info.outputDir, name);

/** Console errors and failed scripts on the page, for the end of each test. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** A number as the page's Intl writes it in its language. */
const intl = (page: Page, locale: string, n: number) => page.evaluate(([l, v]) => new Intl.NumberFormat(l as string).format(v as number), [locale, n] as const);

/** "3,260 points" in the language: the plural form the page's Intl picks, the number as it writes it. */
async function scoreText(page: Page, locale: string, n: number): Promise<string> {
  const forms = plural(locale, "games-challenge").points as Record<string, string>;
  const form = await page.evaluate(([l, v]) => new Intl.PluralRules(l as string).select(v as number), [locale, n] as const);
  return fill(forms[form] ?? forms.other!, { score: await intl(page, locale, n) });
}

/** The round's main button (Start, Pause, Play Again), whatever its words (the game screen's own, not this test's). */
const mainButton = (page: Page) => page.locator("[data-game-controls] button.btn-primary");

/** Opens Snake's challenge in a language and loses at once (into the wall): the dialog opens. */
async function loseSnakeAtOnce(page: Page, prefix: string): Promise<void> {
  await page.goto(`/${prefix}/games/snake?challenge`);
  await hydrated(page);
  await expect(page.getByTestId("challenge-day")).toBeVisible();
  const start = mainButton(page);
  await start.focus();
  await page.keyboard.press(" ");
  await expect(page.getByTestId("challenge-dialog")).toBeVisible({ timeout: 15_000 });
}

/** The run is answered as ranked (faked: big numbers on the card), then shared: the card downloaded is saved as a PNG. */
async function shareCardAsPng(page: Page, locale: string, file: string): Promise<void> {
  await page.route("**/api/challenge/runs", async (route) => {
    const body = route.request().postDataJSON() as { game: string };
    const { day } = (await (await page.request.get("/api/challenge/today")).json()) as { day: string };
    return route.fulfill({
      status: 201,
      contentType: "application/json",
      body: JSON.stringify({
        day,
        game: body.game,
        score: 3260,
        rank: 1204,
        status: "ranked",
        runId: FAKE_RUN_ID,
        replayUrl: `/games/replay?run=${FAKE_RUN_ID}`,
        reason: null,
        heldFor: null,
      }),
    });
  });
  const t = messages(locale, "games-challenge");
  const dialog = page.getByTestId("challenge-dialog");
  await dialog.getByLabel(t.nicknameLabel!).fill(nickname("card"));
  await dialog.getByRole("button", { name: t.submit }).click();
  await expect(dialog.getByRole("status")).toHaveText(fill(t.verified!, { score: await scoreText(page, locale, 3260), rank: `#${await intl(page, locale, 1204)}` }));
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: t.share }).click()]);
  await expect(dialog.getByText(t.cardDownloaded!)).toBeVisible();
  const bytes = readFileSync((await download.path())!);
  // The card drawn again as an image in the page, screenshot as a PNG to look at.
  const card = await page.evaluate(async (base64) => {
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: "image/webp" });
    const bitmap = await createImageBitmap(blob);
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
    return canvas.toDataURL("image/png");
  }, bytes.toString("base64"));
  writeFileSync(file, Buffer.from(card.split(",")[1]!, "base64"));
}

test.describe("the daily challenge", () => {
  test.use({ viewport: PHONE });
  // The card's download is the test's: no Web Share with files, as on a desktop browser.
  test.beforeEach(async ({ page }) => page.addInitScript(() => Object.defineProperty(navigator, "canShare", { value: undefined })));
  // Each test plays as a visitor of its own (the test server trusts X-Forwarded-For from 127.0.0.1,
  // playwright.config.ts): a connection may send 2 names a day for one game's challenge, and other
  // specs send Snake runs from 127.0.0.1 the same day.
  test.beforeEach(async ({ page }, info) => {
    const n = [...info.title].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 250, 7) + 1;
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${n}` });
  });

  test("in Hindi: the panel, the nickname rule, the verified run and its share card", async ({ page, request }, info) => {
    test.setTimeout(45_000);
    const errors = watchErrors(page);
    const t = messages("hi", "games-challenge");
    await loseSnakeAtOnce(page, "hi");
    const panel = page.getByTestId("challenge-panel");
    await expect(panel.locator("#challenge-title")).toContainText(t.title!);
    await expect(page.getByTestId("challenge-connection")).toHaveText(t.needsConnection!);
    const { day } = await today(request);
    const written = await page.evaluate((d) => new Intl.DateTimeFormat("hi", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${d}T00:00:00Z`)), day);
    await expect(page.getByTestId("challenge-day")).toHaveText(written);
    await expect(panel.getByRole("heading", { name: t.top })).toBeVisible();

    const dialog = page.getByTestId("challenge-dialog");
    await expect(dialog.getByRole("heading")).toHaveText(t.submitTitle!);
    await expect(page.getByTestId("challenge-run-score")).toHaveText(`${messages("hi", "games-list").snakeName}: ${await scoreText(page, "hi", 0)}`);
    await dialog.getByLabel(t.nicknameLabel!).fill(" x ");
    await dialog.getByRole("button", { name: t.submit }).click();
    await expect(dialog.getByRole("alert")).toHaveText(t.nicknameInvalid!);
    await page.screenshot({ path: shot(info, "hi-dialog-360.png") });

    await shareCardAsPng(page, "hi", shot(info, "card-hi.png"));
    await page.screenshot({ path: shot(info, "hi-verified-360.png") });
    expect(errors).toEqual([]);
  });

  test("in Hindi: a real run is really submitted and ranked, and the dialog says so in Hindi", async ({ page }, info) => {
    test.setTimeout(45_000);
    const errors = watchErrors(page);
    const t = messages("hi", "games-challenge");
    // A Snake run lost into the wall at once: a person's run, played and checked like any other.
    await loseSnakeAtOnce(page, "hi");
    const dialog = page.getByTestId("challenge-dialog");
    const name = nickname("hi");
    await dialog.getByLabel(t.nicknameLabel!).fill(name);
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/challenge/runs") && r.request().method() === "POST"),
      dialog.getByRole("button", { name: t.submit }).click(),
    ]);
    expect(sent.status()).toBe(201);
    const answer = (await sent.json()) as { status: string; score: number; rank: number };
    expect(answer).toMatchObject({ status: "ranked", score: 0 });
    await expect(dialog.getByRole("status")).toHaveText(fill(t.verified!, { score: await scoreText(page, "hi", 0), rank: `#${await intl(page, "hi", answer.rank)}` }));
    await page.screenshot({ path: shot(info, "hi-ranked-360.png") });
    expect(errors).toEqual([]);
  });

  test("in Arabic: the boards with Arabic numbers, a refusal by its reason, and the share card", async ({ page }, info) => {
    test.setTimeout(45_000);
    const errors = watchErrors(page);
    const t = messages("ar", "games-challenge");
    const board: LeaderboardResponse = {
      day: "2026-11-26",
      game: "snake",
      entries: [
        { rank: 1, nickname: "أحمد", score: 3260, runId: null, replayUrl: null },
        { rank: 2, nickname: "Ben", score: 980, runId: null, replayUrl: null },
        { rank: 12, nickname: "Cleo", score: 12, runId: null, replayUrl: null },
      ],
      you: { rank: 12, nickname: "Cleo", score: 12, runId: null, replayUrl: null },
    };
    const winners: WinnersResponse = { day: "2026-11-25", winners: [{ game: "snake", nickname: "Dev", score: 12040 }] };
    const records: RecordsResponse = { records: [{ game: "snake", day: "2026-11-20", nickname: "Esha", score: 45100 }] };
    await page.route("**/api/challenge/snake/leaderboard?*", (route) => route.fulfill({ json: board }));
    await page.route("**/api/challenge/winners", (route) => route.fulfill({ json: winners }));
    await page.route("**/api/challenge/records", (route) => route.fulfill({ json: records }));
    // The page's run is changed on its way, its claimed score raised by one: the server refuses it (422, score_mismatch).
    await page.route("**/api/challenge/runs", (route) => {
      const body = route.request().postDataJSON() as { claimedScore: number };
      return route.continue({ postData: JSON.stringify({ ...body, claimedScore: body.claimedScore + 1 }) });
    });
    await loseSnakeAtOnce(page, "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    const dialog = page.getByTestId("challenge-dialog");
    await dialog.getByLabel(t.nicknameLabel!).fill(nickname("refuse"));
    const [sent] = await Promise.all([page.waitForResponse("**/api/challenge/runs"), dialog.getByRole("button", { name: t.submit }).click()]);
    expect(sent.status(), await sent.text()).toBe(422);
    expect(((await sent.json()) as { reason: string }).reason).toBe("score_mismatch");
    await expect(dialog.getByRole("alert")).toHaveText(messages("ar", "games-challenge-errors").score_mismatch!);
    await expect(dialog.getByRole("heading")).toHaveText(t.sentTitle!);
    await dialog.getByRole("button", { name: t.close }).click();

    // The boards: headings in Arabic, every number as Intl writes it for "ar" (CLDR's default digits for the language).
    const top = page.getByTestId("challenge-top");
    await expect(top.getByRole("columnheader")).toHaveText([t.rankHeading!, t.nicknameHeading!, t.scoreHeading!, t.watchHeading!]);
    const rows = top.getByRole("row");
    await expect(rows.nth(1).getByRole("cell")).toHaveText([await intl(page, "ar", 1), "أحمد", await intl(page, "ar", 3260), ""]);
    await expect(rows.nth(3).getByRole("cell")).toHaveText([await intl(page, "ar", 12), "Cleo", await intl(page, "ar", 12), ""]);
    await expect(page.getByTestId("challenge-you")).toHaveText(`#${await intl(page, "ar", 12)} Cleo: ${await scoreText(page, "ar", 12)}`);
    await expect(page.getByTestId("challenge-yesterday")).toContainText(await intl(page, "ar", 12040));
    await expect(page.getByText(t.yesterday!)).toBeVisible();
    await page.getByTestId("challenge-boards").scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(info, "ar-boards-360.png") });

    // A new run, answered as ranked, for the Arabic card.
    await page.unroute("**/api/challenge/runs");
    await loseSnakeAtOnce(page, "ar");
    await shareCardAsPng(page, "ar", shot(info, "card-ar.png"));
    await page.screenshot({ path: shot(info, "ar-verified-360.png") });
    // The browser logs the refused run's 422 itself; nothing else may be logged.
    expect(errors.filter((e) => !/status of 422\b/.test(e))).toEqual([]);
  });

  test("a game without a challenge says so in Portuguese and links to free play in Portuguese", async ({ page }) => {
    const t = messages("pt-BR", "games-challenge");
    await page.goto("/pt-br/games/connect4?challenge");
    await hydrated(page);
    const panel = page.getByTestId("challenge-panel");
    await expect(panel).toContainText(t.notAChallenge!);
    await expect(panel.getByRole("link", { name: t.freePlay })).toHaveAttribute("href", "/pt-br/games/connect4");
  });
});

for (const [prefix, locale] of [
  ["hi", "hi"],
  ["ar", "ar"],
] as const) {
  test(`Breakout in ${locale}: the life lost and game over messages, the court left to right`, async ({ page }, info) => {
    const errors = watchErrors(page);
    const t = messages(locale, "games-breakout");
    const seed = 2;
    const run = runUntilOver(breakout.step(breakout.createGame({}, seededRandom(seed)), { type: "start" }), (s) => breakout.step(s, { type: "tick" }), breakout.isOver);
    const lost = run.events.filter((e) => e.event.type === "lifeLost").map((e) => e.tick);
    await openWithPausedClock(page, `/${prefix}/games/breakout?seed=${seed}`);
    await expect(page.getByTestId("game-status")).toHaveText(t.idle!);
    await expect(page.getByTestId("breakout-canvas")).toHaveAttribute("dir", "ltr");
    const clock = new TickClock(page, breakout.BREAKOUT_TICK_MS);
    await clock.begin();
    await mainButton(page).click();
    await clock.afterTick(lost[0]!);
    await expect(page.getByTestId("game-message")).toHaveText(fill(t.lifeLost!, { remaining: await intl(page, locale, 2) }));
    await clock.afterTick(run.ticks);
    await expect(page.getByTestId("game-message")).toHaveText(fill(t.gameOver!, { score: await intl(page, locale, run.final.score) }));
    await page.screenshot({ path: shot(info, `${locale}-breakout-over.png`) });
    expect(errors).toEqual([]);
  });

  test(`Connect Four in ${locale}: the turn line, the win message, column 1 on the left`, async ({ page }, info) => {
    const errors = watchErrors(page);
    const t = messages(locale, "games-connect4");
    const seed = 5;
    const plan = connect4Plan(seed, "player");
    await openWithPausedClock(page, `/${prefix}/games/connect4?seed=${seed}`);
    await expect(page.getByTestId("game-status")).toHaveText(t.yourTurn!);
    const first = (await page.locator('[data-cell="0"]').boundingBox())!;
    const second = (await page.locator('[data-cell="1"]').boundingBox())!;
    expect(first.x).toBeLessThan(second.x);
    // Six free cells: the plural form the language picks for 6 (Arabic's "few": خانات).
    const columnFree = (t.columnFree as unknown as Record<string, string>)[new Intl.PluralRules(locale).select(6)]!;
    await expect(page.locator('[data-cell="0"]')).toHaveAttribute("aria-label", fill(columnFree, { column: await intl(page, locale, 1), free: await intl(page, locale, 6) }));
    for (const column of plan.columns) {
      await page.locator(`[data-cell="${column}"]`).click();
      await page.clock.runFor(AI_DELAY_MS);
      await expect(page.getByTestId("game-status")).not.toHaveText(t.thinking!);
    }
    await expect(page.getByTestId("game-status")).toHaveText(t.win!);
    await page.clock.runFor(END_MESSAGE_DELAY_MS);
    await expect(page.getByTestId("game-message")).toHaveText(t.win!);
    await expect(page.getByRole("button", { name: t.newRound })).toBeVisible();
    await page.screenshot({ path: shot(info, `${locale}-connect4-win.png`) });
    expect(errors).toEqual([]);
  });
}
