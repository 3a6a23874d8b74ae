import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openWithPausedClock } from "./game-helpers";
import { CHAT_TEXT } from "../web/content/chat";
import { GAMES, type GameId } from "../web/content/games";

/**
 * Decision 026, "One viewport per game": at each viewport, once a game starts (Start or the first move),
 * its board (`data-game-board`) and every box of on-screen controls (`data-game-controls`) lie inside
 * the viewport, below the sticky header, without this test scrolling: every press is a tap or click
 * at a point that is already on screen (a locator's click would scroll for us). While the game
 * runs the chat button stays on screen and never covers the board.
 */
const VIEWPORTS = [
  { width: 360, height: 640, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 412, height: 915, phone: true },
  { width: 844, height: 390, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;

type Box = { x: number; y: number; width: number; height: number };

/** The first on-screen press that puts each game in play, as a selector inside the game screen. */
const FIRST_MOVE: Readonly<Record<GameId, string>> = {
  tictactoe: '[data-game-board] button[data-cell="4"]',
  snake: 'button:has-text("Start")',
  memory: '[data-game-board] button[data-cell="0"]',
  flappy: 'button:has-text("Start")',
  rps: '[data-game-controls] button:has-text("Rock")',
  simon: 'button:has-text("Start")',
  "2048": "", // moves by the on-screen arrows until the board changes (see below)
  whack: 'button:has-text("Start")',
  pong: 'button:has-text("Start")',
  colormatch: 'button:has-text("Start")',
  typing: "[data-game-board] input",
  sliding: '[data-game-board] button[aria-disabled="false"]',
  breakout: 'button:has-text("Start")',
  connect4: '[data-game-board] button[data-cell="3"]',
};

function inside(box: Box, viewport: { width: number; height: number }, top: number): boolean {
  const slack = 1;
  return box.x >= -slack && box.y >= top - slack && box.x + box.width <= viewport.width + slack && box.y + box.height <= viewport.height + slack;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Presses what `selector` finds at its centre, after checking it is already fully on screen. */
async function pressOnScreen(page: Page, selector: string, viewport: { width: number; height: number }, phone: boolean): Promise<void> {
  const target = page.locator(`.game-screen ${selector}`).first();
  const box = (await target.boundingBox())!;
  expect(inside(box, viewport, 0), `${selector} is on screen before it is pressed: ${JSON.stringify(box)}`).toBe(true);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (phone) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: viewport.phone, isMobile: viewport.phone });

    for (const game of GAMES) {
      test(`${game.name}: after the first move the board and controls fit the screen, clear of the chat button`, async ({ page }) => {
        await openWithPausedClock(page, `${game.path}?seed=3`);
        const running = page.locator("body[data-game-running]");
        if (game.id === "2048") {
          for (const direction of ["left", "right", "up", "down"]) {
            await pressOnScreen(page, `button[aria-label="Move ${direction}"]`, viewport, viewport.phone);
            if ((await running.count()) > 0) break;
          }
        } else {
          await pressOnScreen(page, FIRST_MOVE[game.id], viewport, viewport.phone);
          if (game.id === "typing") await page.keyboard.type("T");
        }
        await expect(running).toHaveCount(1);

        const header = (await page.getByRole("banner").first().boundingBox())!;
        const top = header.y + header.height;
        const board = page.locator("[data-game-board]");
        await expect(board).toHaveCount(1);
        const boardBox = (await board.boundingBox())!;
        expect(inside(boardBox, viewport, top), `board ${JSON.stringify(boardBox)}`).toBe(true);
        // A board shrunk to a stamp would "fit" too: a board sized from the space left keeps a playable
        // size (a "content" board, a card of text and buttons, is as tall as its content).
        if ((await page.locator('.game-screen[data-stage="fill"]').count()) > 0) {
          expect(Math.min(boardBox.width, boardBox.height)).toBeGreaterThanOrEqual(viewport.height < 500 ? 150 : 220);
        }

        const controls = await page.locator("[data-game-controls]").all();
        expect(controls.length).toBeGreaterThan(0);
        for (const control of controls) {
          const box = (await control.boundingBox())!;
          expect(inside(box, viewport, top), `controls ${JSON.stringify(box)}`).toBe(true);
        }

        const chat = page.getByRole("button", { name: CHAT_TEXT.openLabel });
        const chatBox = (await chat.boundingBox())!;
        expect(inside(chatBox, viewport, 0), "the chat stays reachable").toBe(true);
        expect(intersects(chatBox, boardBox), `chat ${JSON.stringify(chatBox)} over board ${JSON.stringify(boardBox)}`).toBe(false);
        for (const control of controls) expect(intersects(chatBox, (await control.boundingBox())!)).toBe(false);
      });
    }
  });
}
