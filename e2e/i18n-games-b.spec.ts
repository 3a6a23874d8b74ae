/**
 * Simon, 2048, Whack-a-Mole, Pong, Color Match, the Typing Test and the Sliding Puzzle in Hindi
 * and Arabic (decision 048): each game's own controls and labels in the language, one message it
 * raises while playing, its board kept left to right in Arabic, the way back to the games in the
 * language, and no console error. Portuguese and Indonesian: each game's first status line.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import * as game2048 from "../games/game-2048/engine";
import { seededRandom } from "../games/shared/random";
import { expect, test } from "./fixtures";

type Texts = Record<string, string | Record<string, string>>;
const messages = (locale: string, name: string) => JSON.parse(readFileSync(`web/i18n/messages/${locale}/${name}.json`, "utf8")) as Texts;
const text = (texts: Texts, key: string) => texts[key] as string;
const fill = (template: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, String(v)), template);

const LOCALES = [
  { prefix: "hi", locale: "hi" },
  { prefix: "ar", locale: "ar" },
] as const;

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

/** The round's main button (Start / Play Again), whatever the game calls it. */
const primary = (page: Page) => page.locator("[data-game-controls] .btn-primary").last();
const status = (page: Page) => page.getByTestId("game-status");

for (const { prefix, locale } of LOCALES) {
  test.describe(`games in ${prefix}`, () => {
    test(`Simon: pads, scores and Start in ${locale}; the pattern's turn says so`, async ({ page }) => {
      const errors = watchErrors(page);
      const t = messages(locale, "games-simon");
      await open(page, `/${prefix}/games/simon`);
      await expect(status(page)).toHaveText(text(t, "idle"));
      await expect(page.locator("a[href$='/games']").first()).toHaveAttribute("href", `/${prefix}/games`);
      const pads = page.getByRole("group", { name: text(t, "pads") });
      await expect(pads).toHaveAttribute("dir", "ltr");
      await expect(pads.getByRole("button", { name: text(t, "red") })).toBeVisible();
      await expect(page.locator(".game-stats")).toContainText(text(t, "highScore"));
      await primary(page).click();
      await expect(status(page)).toHaveText(text(t, "showing"));
      expect(errors).toEqual([]);
    });

    test(`2048: board, arrows and New Game in ${locale}; a move's count in the language`, async ({ page }) => {
      const errors = watchErrors(page);
      const t = messages(locale, "games-2048");
      const seed = 5;
      await open(page, `/${prefix}/games/2048?seed=${seed}`);
      const board = page.getByRole("table", { name: text(t, "board") });
      await expect(board).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("group", { name: text(t, "movePad") })).toBeVisible();
      await expect(page.getByRole("button", { name: text(t, "newGame") })).toBeVisible();
      await expect(
        board
          .getByRole("cell")
          .filter({ hasText: text(t, "empty") })
          .first(),
      ).toBeAttached();
      const deal = game2048.createGame({}, seededRandom(seed));
      const way = (["left", "right", "up", "down"] as const).find((d) => game2048.moveBoard(deal.board, d).changed)!;
      await page.keyboard.press({ left: "ArrowLeft", right: "ArrowRight", up: "ArrowUp", down: "ArrowDown" }[way]);
      await expect(status(page)).toHaveText(fill(text(t, "moves"), { moves: 1 }));
      expect(errors).toEqual([]);
    });

    test(`Whack-a-Mole: holes and scores in ${locale}; a round's cry when it starts`, async ({ page }) => {
      const errors = watchErrors(page);
      const t = messages(locale, "games-whack");
      await open(page, `/${prefix}/games/whack?seed=3`);
      await expect(status(page)).toHaveText(text(t, "idle"));
      const holes = page.getByRole("group", { name: text(t, "holes") });
      await expect(holes).toHaveAttribute("dir", "ltr");
      await expect(holes.getByRole("button", { name: fill(text(t, "holeEmpty"), { n: 1 }) })).toBeVisible();
      await primary(page).click();
      await expect(status(page)).toHaveText(text(t, "running"));
      expect(errors).toEqual([]);
    });

    test(`Pong: scores in ${locale}; the running score line`, async ({ page }) => {
      const errors = watchErrors(page);
      const t = messages(locale, "games-pong");
      await open(page, `/${prefix}/games/pong?seed=5`);
      // First to 5: the plural form the language picks for 5 (Arabic's "few", نقاط).
      const idle = t.idle as Record<string, string>;
      await expect(status(page)).toHaveText(fill(idle[new Intl.PluralRules(locale).select(5)]!, { points: 5 }));
      await expect(page.locator(".game-stats")).toContainText(text(t, "ai"));
      await expect(page.getByTestId("pong-canvas")).toHaveAttribute("aria-label", fill(text(t, "court"), { you: 0, ai: 0, y: 120, max: 240 }));
      await primary(page).click();
      await expect(status(page)).toHaveText(fill(text(t, "score"), { you: 0, ai: 0 }));
      expect(errors).toEqual([]);
    });

    test(`Color Match: colour names, Yes and No in ${locale}; an answer's verdict`, async ({ page }) => {
      const errors = watchErrors(page);
      const t = messages(locale, "games-colormatch");
      await open(page, `/${prefix}/games/colormatch?seed=4`);
      // 30 seconds: the plural form the language picks for 30 (Arabic's "many", ثانيةً).
      const idle = t.idle as Record<string, string>;
      await expect(status(page)).toHaveText(fill(idle[new Intl.PluralRules(locale).select(30)]!, { count: 30 }));
      const answers = page.getByRole("group", { name: text(t, "answers") });
      await expect(answers).toHaveAttribute("dir", "ltr");
      await expect(answers.getByRole("button").first()).toContainText(text(t, "yes"));
      await expect(answers.getByRole("button").last()).toContainText(text(t, "no"));
      await primary(page).click();
      const colors = ["red", "blue", "green", "yellow", "orange", "purple", "pink", "gray"].map((k) => text(t, k));
      await expect(page.getByTestId("colormatch-target")).toHaveText(new RegExp(`^(${colors.join("|")})$`));
      await page.keyboard.press("ArrowLeft");
      await expect(status(page)).toHaveText(new RegExp(`^(${[text(t, "correct"), text(t, "wrong")].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`));
      expect(errors).toEqual([]);
    });

    test(`Typing Test: its labels in ${locale}, the sentence in English; typing says keep going`, async ({ page }) => {
      const errors = watchErrors(page);
      const t = messages(locale, "games-typing");
      await open(page, `/${prefix}/games/typing`);
      await expect(status(page)).toHaveText(text(t, "begin"));
      await expect(page.getByTestId("typing-target")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("button", { name: text(t, "newSentence") })).toBeVisible();
      const field = page.getByLabel(text(t, "typeAbove"));
      await expect(field).toHaveAttribute("dir", "ltr");
      await field.pressSequentially("x");
      await expect(status(page)).toHaveText(text(t, "keepGoing"));
      expect(errors).toEqual([]);
    });

    test(`Sliding Puzzle: tiles and moves in ${locale}; the solve's message counts its moves`, async ({ page }) => {
      const errors = watchErrors(page);
      const t = messages(locale, "games-sliding");
      // A saved game one move from solved: the arrow slides 8 into place, the second move.
      await page.addInitScript(() => {
        const state = { tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8], moves: 1, shuffleMoves: [8], shuffleCount: 1, rngState: 7 };
        localStorage.setItem("slidingSavedGame", JSON.stringify(state));
      });
      await open(page, `/${prefix}/games/sliding`);
      const puzzle = page.getByRole("group", { name: text(t, "puzzle") });
      await expect(puzzle).toHaveAttribute("dir", "ltr");
      await expect(puzzle.getByRole("button", { name: fill(text(t, "tile"), { n: 8 }) })).toBeVisible();
      await expect(status(page)).toHaveText(text(t, "order"));
      await page.keyboard.press("ArrowLeft");
      const solved = t.solved as Record<string, string>;
      const form = locale === "ar" ? "two" : "other";
      await expect(page.getByTestId("game-message")).toHaveText(fill(solved[form]!, { count: 2 }));
      expect(errors).toEqual([]);
    });
  });
}

test("Portuguese and Indonesian: each game's first status line", async ({ page }) => {
  const errors = watchErrors(page);
  for (const { prefix, locale } of [
    { prefix: "pt-br", locale: "pt-BR" },
    { prefix: "id", locale: "id" },
  ]) {
    const first: [string, string, string][] = [
      ["simon", "games-simon", text(messages(locale, "games-simon"), "idle")],
      ["whack", "games-whack", text(messages(locale, "games-whack"), "idle")],
      ["sliding", "games-sliding", text(messages(locale, "games-sliding"), "order")],
      ["typing", "games-typing", text(messages(locale, "games-typing"), "begin")],
    ];
    for (const [game, , expected] of first) {
      await open(page, `/${prefix}/games/${game}`);
      await expect(status(page)).toHaveText(expected);
    }
  }
  expect(errors).toEqual([]);
});
