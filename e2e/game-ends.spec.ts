/**
 * How a game ends on a phone (360x640, touch): every game is played to its end by its seeded run
 * (game-scripts.ts, on a paused clock). While the result shows and once its message has gone, the
 * result lies off the final board and is said once, and the button for the next round is in the
 * viewport's lower half, on screen without scrolling. Also: the daily challenge's submit sheet
 * leaves the final board in view, and a shared challenge link shows the friend's score beside Start.
 * SHOTS_DIR=<folder> saves each end screen there (<game>-end.png, <game>-after.png).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, settled, test } from "./fixtures";
import { openWithPausedClock } from "./game-helpers";
import { GAME_SCRIPTS } from "./game-scripts";
import { tapCentre } from "./screen-checks";
import type { Play } from "./screen-plays";
import { seededRandom } from "../games/shared/random";
import * as simon from "../games/simon/engine";
import { nextStart, think } from "./challenge-helpers";
import { GAMES } from "../web/content/games";

const VIEWPORT = { width: 360, height: 640 };
type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box): boolean =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

async function saveShot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // The shot shows the screen at rest: a message that pops in is caught at its full colour, not mid-fade.
  await settled(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** The end screen as a player sees it: the board's box, the shown result's box and words, and how often those words are on screen. */
function endScreen(page: Page): Promise<{ board: Box; result: Box; words: string; seen: number }> {
  return page.evaluate(() => {
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const screen = document.querySelector<HTMLElement>(".game-screen")!;
    // The round's message while it shows, else the status line.
    const shown = screen.querySelector<HTMLElement>("[data-testid=game-message] > *") ?? screen.querySelector<HTMLElement>("[data-testid=game-status]")!;
    const words = shown.innerText.trim();
    // innerText leaves out what is not rendered or is visibility: hidden: the words as seen.
    const seen = words ? screen.innerText.split(words).length - 1 : 0;
    return { board: rect(screen.querySelector("[data-game-board]")!), result: rect(shown), words, seen };
  });
}

async function expectFairEnd(page: Page, where: string): Promise<void> {
  const end = await endScreen(page);
  expect(end.words, `${where}: a result is shown`).not.toBe("");
  expect(overlap(end.result, end.board), `${where}: the result ${JSON.stringify(end.result)} lies off the board ${JSON.stringify(end.board)}`).toBe(false);
  expect(end.seen, `${where}: "${end.words}" is said once`).toBe(1);
}

/** The next round's button: its whole box in the viewport's lower half, on screen as the page stands. */
async function expectUnderThumb(target: Locator, where: string): Promise<void> {
  const box = (await target.boundingBox())!;
  expect(box.y, `${where}: the next action's top is in the lower half`).toBeGreaterThanOrEqual(VIEWPORT.height / 2);
  expect(box.y + box.height, `${where}: the next action is on screen`).toBeLessThanOrEqual(VIEWPORT.height);
  await expect(target).toBeInViewport({ ratio: 1 });
}

test.describe("every game's end at 360x640", () => {
  test.use({ viewport: VIEWPORT, hasTouch: true, isMobile: true });

  for (const game of GAMES) {
    test(`${game.name}: the final board stays in view, the result is said once beside it, and the next round's button is under the thumb`, async ({ page }) => {
      test.setTimeout(90_000);
      const script = GAME_SCRIPTS[game.id];
      await openWithPausedClock(page, `${game.path}?seed=${script.seed}`);
      let ended = false;
      let nextChecked = false;
      const play: Play = {
        page,
        check: async () => {},
        tap: async (selector, step) => {
          const target = page.locator(`.game-screen ${selector}`).first();
          // The first tap after the end is the next action: checked once the end's message has gone.
          if (ended && !nextChecked) {
            nextChecked = true;
            await expectFairEnd(page, `${game.name} after the result's message`);
            await saveShot(page, `${game.id}-after`);
            await expectUnderThumb(target, `${game.name}: ${step}`);
          }
          await tapCentre(page, target, `${selector} (step "${step}")`);
        },
        wait: async (ms) => page.clock.runFor(ms),
        shot: async (moment) => {
          if (moment !== "end") return;
          ended = true;
          await expectFairEnd(page, `${game.name} at its end`);
          await saveShot(page, `${game.id}-end`);
        },
      };
      await script.play(play);
      expect(nextChecked, "the run went on to its next round").toBe(true);
    });
  }
});

test.describe("the daily challenge on a phone", () => {
  test.use({ viewport: VIEWPORT, hasTouch: true, isMobile: true });

  test("the submit sheet opens at the bottom, its buttons in the lower half, and leaves the whole final board in view above it", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/games/simon?challenge");
    await hydrated(page);
    const started = nextStart(page);
    await page.getByRole("button", { name: "Start", exact: true }).click();
    const [first] = ((await started).view as simon.GameState).pattern;
    await expect(page.getByTestId("game-status")).toHaveText("Your turn: 0 of 1", { timeout: 10_000 });
    await think(seededRandom(3), 450, 250);
    // A wrong pad ends the run.
    const wrong = simon.COLORS.find((c) => c !== first)!;
    await page.getByRole("button", { name: wrong.replace(/^./, (c) => c.toUpperCase()), exact: true }).click();
    const sheet = page.getByTestId("challenge-dialog");
    await expect(sheet).toBeVisible();
    // Measured where it comes to rest: once any opening motion of the sheet has ended.
    await settled(page);
    await saveShot(page, "challenge-submit");
    const box = (await sheet.boundingBox())!;
    const board = (await page.locator(".game-screen [data-game-board]").boundingBox())!;
    // The whole board in view above the sheet (a centred modal covered its middle).
    expect(box.y, `the sheet ${JSON.stringify(box)} starts below the board ${JSON.stringify(board)}`).toBeGreaterThanOrEqual(board.y + board.height);
    expect(board.y, "the board is not under the header").toBeGreaterThanOrEqual(64);
    await expectUnderThumb(sheet.getByRole("button", { name: "Submit score" }), "Submit score");
  });

  test("a shared link shows the friend's score and Start in the first screen", async ({ page }) => {
    await page.goto("/games/simon?challenge&day=2026-01-01&score=7");
    await hydrated(page);
    const friend = page.getByTestId("challenge-friend-score");
    await expect(friend).toHaveText("Your friend's score in today's challenge: 7. Can you beat it?");
    await expect(friend).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Start", exact: true })).toBeInViewport({ ratio: 1 });
    await saveShot(page, "challenge-shared-link");
    // Once the friend's run is being played against, the status line is the game's again.
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await expect(page.getByTestId("game-status")).toHaveText("Your turn: 0 of 1", { timeout: 10_000 });
    await expect(friend).toHaveCount(0);

    await page.goto("/games/sliding?challenge&day=2026-01-01&score=31");
    await hydrated(page);
    await expect(page.getByTestId("challenge-friend-score")).toHaveText("Your friend's moves in today's challenge: 31. Can you do it in fewer?");
    await expect(page.getByTestId("challenge-friend-score")).toBeInViewport({ ratio: 1 });
  });
});

test.describe("breakout on a phone on its side (640x360)", () => {
  test.use({ viewport: { width: 640, height: 360 }, hasTouch: true, isMobile: true });

  test("the paddle row keeps a margin above the bottom edge, and clears the safe area's bottom inset", async ({ page }) => {
    await page.goto("/games/breakout");
    await hydrated(page);
    const court = page.getByTestId("breakout-canvas");
    const gap = async () => {
      const box = (await court.boundingBox())!;
      return 360 - (box.y + box.height);
    };
    expect(await gap()).toBeGreaterThanOrEqual(12);
    await saveShot(page, "breakout-landscape");
    // A phone whose gesture bar takes the bottom 28 px of the screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setSafeAreaInsetsOverride", { insets: { top: 0, left: 0, right: 0, bottom: 28 } });
    await expect.poll(gap).toBeGreaterThanOrEqual(28);
    await saveShot(page, "breakout-landscape-inset");
  });
});
