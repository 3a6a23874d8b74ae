/**
 * The games hub, the shared game screen, Tic Tac Toe, Snake, Memory Match, Flappy and Rock Paper
 * Scissors in Hindi and Arabic (decision 048): the hub's texts and links in the language, each
 * game's buttons and labels translated, a round played to its end with the end message in the
 * language, the board and controls kept left to right in Arabic (a left arrow still turns the snake
 * left), and no console error. Portuguese and Indonesian: the hub's title and a game's Start.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import * as memory from "../games/memory/engine";
import { seededRandom } from "../games/shared/random";
import { expect, test } from "./fixtures";

// Each test opens one or two prerendered pages and plays a short round; a busy machine takes a while to hydrate them.
test.describe.configure({ timeout: 60_000 });

type Texts = Record<string, string>;
const messages = (locale: string, name: string) => JSON.parse(readFileSync(`web/i18n/messages/${locale}/${name}.json`, "utf8")) as Texts;
const fill = (template: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, String(v)), template);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A whole text made from a template, its other placeholders standing for any text. */
const pattern = (template: string, values: Record<string, string>) => new RegExp(`^${escape(template).replace(/\\\{(\w+)\\\}/g, (_, key: string) => values[key] ?? ".+")}$`);

/** Console errors and uncaught exceptions on the page, checked at the end of each test. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // A busy machine's first page may take a while to hydrate.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

const primary = (page: Page) => page.locator("[data-game-controls] .btn-primary").first();
const status = (page: Page) => page.getByTestId("game-status");
const message = (page: Page) => page.getByTestId("game-message");

for (const prefix of ["hi", "ar"] as const) {
  const locale = prefix;
  const controls = messages(locale, "games-play-controls");
  const common = messages(locale, "games-common");
  const layout = messages(locale, "games-layout");

  test.describe(`games in ${prefix}`, () => {
    test(`the hub in ${locale}: texts, cards and links stay in the language`, async ({ page }) => {
      const errors = watchErrors(page);
      const hub = messages(locale, "games-hub");
      const list = messages(locale, "games-list");
      await open(page, `/${prefix}/games`);
      await expect(page.locator("html")).toHaveAttribute("dir", prefix === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hub.title!);
      await expect(page.getByText(hub.intro!)).toBeVisible();
      const card = page.getByTestId("game-card-snake");
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(list.snakeName!);
      await expect(card).toContainText(messages(locale, "games-about-snake").description!);
      const play = card.getByRole("link", { name: `${hub.playLabel}: ${list.snakeName}` });
      await expect(play).toHaveAttribute("href", `/${prefix}/games/snake`);
      await expect(page.getByTestId("hub-challenge").getByRole("link").first()).toHaveAttribute("href", new RegExp(`^/${prefix}/games/\\w+\\?challenge$`));
      await expect(page.getByRole("heading", { level: 2, name: messages(locale, "games-hub-challenge").hubTitle })).toBeVisible();
      await play.click();
      await expect(page).toHaveURL(new RegExp(`/${prefix}/games/snake$`));
      // The game's texts load on the way (a client-side navigation): allow for a slow machine.
      await expect(primary(page)).toHaveText(controls.start!, { timeout: 15_000 });
      await expect(page.getByRole("link", { name: layout.backLabel })).toHaveAttribute("href", `/${prefix}/games`);
      await page.locator(`.game-screen summary[aria-label="${layout.howToPlay}"]`).click();
      await expect(page.getByText(messages(locale, "games-about-snake").howToPlay!)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`Tic Tac Toe in ${locale}: cells, turns and the win`, async ({ page }) => {
      const errors = watchErrors(page);
      const t = messages(locale, "games-tictactoe");
      await open(page, `/${prefix}/games/tictactoe`);
      await expect(status(page)).toHaveText(fill(t.turn!, { mark: "X" }));
      await expect(page.getByRole("button", { name: controls.reset })).toBeVisible();
      const cell = (i: number) => page.getByRole("group", { name: t.board }).locator(`[data-cell="${i}"]`);
      await expect(cell(0)).toHaveAttribute("aria-label", fill(t.cell!, { row: 1, column: 1, cell: t.empty! }));
      for (const i of [0, 3, 1, 4, 2]) await cell(i).click();
      await expect(status(page)).toHaveText(fill(t.wins!, { mark: "X" }));
      expect(errors).toEqual([]);
    });

    test(`Snake in ${locale}: Start, a left turn that goes left, and the game-over message`, async ({ page }) => {
      const errors = watchErrors(page);
      const t = messages(locale, "games-snake");
      const pad = messages(locale, "games-direction-pad");
      await open(page, `/${prefix}/games/snake?seed=1`);
      await expect(status(page)).toHaveText(t.idle!);
      await expect(page.locator(".game-stats")).toContainText(common.score!);
      // The board and its controls keep left to right: the pad's left arrow is on the left.
      await expect(page.locator(".game-stage")).toHaveAttribute("dir", "ltr");
      const left = page.getByRole("button", { name: fill(pad.button!, { verb: t.turn!, direction: pad.left! }) });
      const right = page.getByRole("button", { name: fill(pad.button!, { verb: t.turn!, direction: pad.right! }) });
      expect((await left.boundingBox())!.x).toBeLessThan((await right.boundingBox())!.x);
      await primary(page).click();
      await expect(primary(page)).toHaveText(controls.pause!);
      await expect(status(page)).toHaveText(t.running!);
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowLeft");
      const canvas = page.getByTestId("snake-canvas");
      await expect(canvas).toHaveAttribute("aria-label", new RegExp(`${t.left}`));
      // Heading left from the middle of the board, the snake meets the left wall.
      await expect(message(page)).toHaveText(t.wall!, { timeout: 8_000 });
      await expect(primary(page)).toHaveText(controls.playAgain!);
      expect(errors).toEqual([]);
    });

    test(`Memory in ${locale}: cards, stats and the finish`, async ({ page }) => {
      const errors = watchErrors(page);
      const t = messages(locale, "games-memory");
      const seed = 3;
      const cards = memory.createGame({}, seededRandom(seed)).cards;
      await open(page, `/${prefix}/games/memory?seed=${seed}`);
      await expect(status(page)).toHaveText(t.find!);
      await expect(page.getByRole("button", { name: common.newGame })).toBeVisible();
      await expect(page.locator(".game-stats")).toContainText(t.matches!);
      const board = page.getByRole("group", { name: t.board });
      await expect(board.locator('[data-cell="0"]')).toHaveAttribute("aria-label", fill(t.down!, { n: 1 }));
      const done = new Set<number>();
      for (let i = 0; i < cards.length; i++) {
        if (done.has(i)) continue;
        const j = cards.findIndex((c, k) => k !== i && c.symbol === cards[i]!.symbol);
        done.add(i).add(j);
        await board.locator(`[data-cell="${i}"]`).click();
        await board.locator(`[data-cell="${j}"]`).click();
        await expect(board.locator(`[data-cell="${j}"]`)).toHaveAttribute("data-state", "matched");
      }
      // Numbers in the page's language's digits.
      const eight = await page.evaluate((n) => new Intl.NumberFormat(document.documentElement.lang).format(n), memory.PAIRS);
      // The plural form the language picks for the moves (Arabic's "few" for 8: حركات).
      const complete = (t.complete as unknown as Record<string, string>)[new Intl.PluralRules(locale).select(memory.PAIRS)]!;
      await expect(message(page)).toHaveText(pattern(complete, { pairs: eight, moves: eight, seconds: ".+" }));
      await expect(page.getByTestId("memory-moves")).toHaveText(eight);
      expect(errors).toEqual([]);
    });

    test(`Flappy in ${locale}: the hint, a crash and its message`, async ({ page }) => {
      const errors = watchErrors(page);
      const t = messages(locale, "games-flappy");
      await open(page, `/${prefix}/games/flappy?seed=2`);
      await expect(status(page)).toContainText(t.hintKeys!);
      await expect(page.locator(".game-stats")).toContainText(common.best!);
      await page.getByTestId("flappy-canvas").click();
      await expect(status(page)).toHaveText(t.playing!);
      // Left alone the bird falls: the first try's message, in the language.
      await expect(message(page)).toHaveText(t.firstTry!, { timeout: 8_000 });
      await expect(primary(page)).toHaveText(controls.playAgain!);
      expect(errors).toEqual([]);
    });

    test(`Rock Paper Scissors in ${locale}: choices, thinking and the result`, async ({ page }) => {
      const errors = watchErrors(page);
      const t = messages(locale, "games-rps");
      await open(page, `/${prefix}/games/rps?seed=4`);
      await expect(status(page)).toHaveText(t.choose!);
      await page.getByRole("group", { name: t.yourChoice }).getByRole("button", { name: t.rock }).click();
      await expect(status(page)).toHaveText(t.thinking!);
      await expect(page.getByTestId("rps-computer-choice")).toHaveText(t.handThinking!);
      const outcome = `(${[t.win!, t.lose!, t.draw!].map(escape).join("|")})`;
      const computer = `(${[t.rock!, t.paper!, t.scissors!].map(escape).join("|")})`;
      await expect(status(page)).toHaveText(pattern(t.result!, { you: escape(t.rock!), computer, outcome }), { timeout: 5_000 });
      expect(errors).toEqual([]);
    });
  });
}

for (const prefix of ["pt-br", "id"] as const) {
  const locale = prefix === "pt-br" ? "pt-BR" : "id";
  test(`the hub and Snake's Start in ${locale}`, async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, `/${prefix}/games`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages(locale, "games-hub").title!);
    await open(page, `/${prefix}/games/snake`);
    await expect(primary(page)).toHaveText(messages(locale, "games-play-controls").start!);
    await expect(status(page)).toHaveText(messages(locale, "games-snake").idle!);
    expect(errors).toEqual([]);
  });
}
