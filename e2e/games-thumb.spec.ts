import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openWithPausedClock } from "./game-helpers";
import { TickClock } from "./realtime-helpers";
import { seededRandom } from "../games/shared/random";
import * as game2048 from "../games/game-2048/engine";
import * as snake from "../games/snake/engine";

/** Decision 047: a thumb can trust the game screen: swipes anywhere steer, taps reach the control under them. */
test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

/** A one-finger drag between two points of the page (Chromium touch input, which also fires pointer events). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let i = 1; i <= 6; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 6, y: from.y + ((to.y - from.y) * i) / 6 }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

const snakeCanvas = (page: Page) => page.getByTestId("snake-canvas");

test("snake: a swipe that starts outside the board, even in the page's margin, turns the snake and does not scroll the page", async ({ page }) => {
  await openWithPausedClock(page, "/games/snake?seed=1");
  const clock = new TickClock(page, snake.SNAKE_TICK_MS);
  await clock.begin();
  await page.getByRole("button", { name: "Start" }).tap();
  const board = (await snakeCanvas(page).boundingBox())!;
  // 8 px left of the board, swiping down.
  await swipe(page, { x: board.x - 8, y: board.y + 40 }, { x: board.x - 8, y: board.y + 140 });
  await clock.afterTick(1);
  await expect(snakeCanvas(page)).toHaveAttribute("aria-label", /moving down/);
  // From the page's own 16 px side margin (outside the game's screen), swiping left.
  // From below the board (the controls' row, between buttons), swiping left.
  await swipe(page, { x: 340, y: board.y + board.height + 4 }, { x: 240, y: board.y + board.height + 4 });
  await clock.afterTick(2);
  await expect(snakeCanvas(page)).toHaveAttribute("aria-label", /moving left/);
  // From the page's own 16 px side margin, outside the game's screen, swiping up.
  await swipe(page, { x: 6, y: board.y + board.height - 10 }, { x: 6, y: board.y + 10 });
  await clock.afterTick(3);
  await expect(snakeCanvas(page)).toHaveAttribute("aria-label", /moving up/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("2048: a swipe on the status line, above the board, moves the tiles", async ({ page }) => {
  const seed = 4;
  await openWithPausedClock(page, `/games/2048?seed=${seed}`);
  const start = game2048.createGame({}, seededRandom(seed));
  const direction = (["left", "right", "up", "down"] as const).find((d) => game2048.moveBoard(start.board, d).changed)!;
  const status = (await page.getByTestId("game-status").boundingBox())!;
  const y = status.y + status.height / 2;
  const [from, to] =
    direction === "left" || direction === "right"
      ? [
          { x: direction === "left" ? 280 : 80, y },
          { x: direction === "left" ? 80 : 280, y },
        ]
      : [
          { x: 180, y: direction === "up" ? y + 40 : y - 20 },
          { x: 180, y: direction === "up" ? y - 40 : y + 60 },
        ];
  await swipe(page, from, to);
  await expect(page.getByTestId("game-status")).toHaveText("Moves: 1");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("snake: with a shell toast raised during the round, a tap on each control reaches the control", async ({ page }) => {
  await openWithPausedClock(page, "/games/snake?seed=1");
  const clock = new TickClock(page, snake.SNAKE_TICK_MS);
  await clock.begin();
  await page.getByRole("button", { name: "Start" }).tap();
  // A toast now (the theme button's) waits for the round to stop instead of covering the controls.
  await page.getByTestId("theme-toggle").tap();
  const controls = page.locator("[data-game-controls] button");
  for (const control of await controls.all()) {
    const box = (await control.boundingBox())!;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("button")?.textContent ?? null, [box.x + box.width / 2, box.y + box.height / 2]);
    expect(hit, `what a tap at the centre of "${await control.textContent()}" reaches`).toBe(await control.textContent());
  }
  await page.getByRole("button", { name: "Turn down" }).tap();
  await clock.afterTick(1);
  await expect(snakeCanvas(page)).toHaveAttribute("aria-label", /moving down/);
  await page.getByRole("button", { name: "Pause" }).tap();
  await expect(snakeCanvas(page)).toHaveAttribute("data-phase", "paused");
  await expect(page.getByTestId("toast")).toBeVisible();
});
