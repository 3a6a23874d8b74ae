import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { openWithPausedClock } from "./game-helpers";
import { seededRandom } from "../games/shared/random";
import * as memory from "../games/memory/engine";
import * as sliding from "../games/sliding/engine";

/**
 * Board games that a mouse or finger plays by tapping cells, played here with the keyboard alone:
 * Tab reaches the board, arrow keys walk it, Enter and Space press. (Tic tac toe, connect four,
 * whack-a-mole, colour match, 2048 and the canvas games have their keys tested in their own specs.)
 */
async function tabUntil(page: Page, isThere: () => Promise<boolean>, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await isThere()) return;
  }
  throw new Error(`Tab did not reach the target in ${limit} presses`);
}

const focusedAttr = (page: Page, name: string) => page.evaluate((n) => document.activeElement?.getAttribute(n) ?? null, name);

test("memory match: Tab reaches the cards, arrow keys walk them, Enter and Space flip a matching pair", async ({ page }) => {
  const seed = 21;
  const { cards } = memory.createGame({}, seededRandom(seed));
  const [first, second] = cards.flatMap((c, i) => (c.symbol === memory.SYMBOLS[0] ? [i] : []));
  // "It's a match!" shows only until the pair resolves (0.5 s): the fake clock holds it.
  await openWithPausedClock(page, `/games/memory?seed=${seed}`);

  await tabUntil(page, async () => (await focusedAttr(page, "data-cell")) === "0");
  const walkTo = async (from: number, to: number) => {
    const [dr, dc] = [Math.floor(to / 4) - Math.floor(from / 4), (to % 4) - (from % 4)];
    for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? "ArrowDown" : "ArrowUp");
    for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? "ArrowRight" : "ArrowLeft");
    expect(await focusedAttr(page, "data-cell")).toBe(String(to));
  };
  await walkTo(0, first!);
  await page.keyboard.press("Enter");
  await walkTo(first!, second!);
  await page.keyboard.press("Space");
  await expect(page.getByTestId("game-status")).toHaveText("It's a match!");
  await page.clock.runFor(memory.MATCH_DELAY_MS);
  await expect(page.locator(`[data-cell="${first}"]`)).toHaveAttribute("data-state", "matched");
  await expect(page.locator(`[data-cell="${second}"]`)).toHaveAttribute("data-state", "matched");
});

test("sliding puzzle: Tab reaches a tile beside the gap and Enter slides it", async ({ page }) => {
  const seed = 11;
  const deal = sliding.createGame({}, seededRandom(seed));
  const tile = deal.shuffleMoves.at(-1)!;
  await page.goto(`/games/sliding?seed=${seed}`);
  await hydrated(page);

  await tabUntil(page, async () => (await focusedAttr(page, "aria-label")) === `Tile ${tile}`);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("sliding-moves")).toHaveText("1");
});
