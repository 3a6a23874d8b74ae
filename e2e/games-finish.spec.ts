import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { connect4Plan, openWithPausedClock } from "./game-helpers";
import { runUntilOver, TickClock } from "./realtime-helpers";
import { seededRandom } from "../games/shared/random";
import * as breakout from "../games/breakout/engine";
import { AI_DELAY_MS } from "../games/connect4/engine";
import { END_MESSAGE_DELAY_MS } from "../web/features/games/connect4/connect4-game";

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
const message = (page: Page) => page.getByTestId("game-message");

/** The element's box lies between the sticky header's bottom and `bottom` (the visible page's bottom edge). */
async function expectOnScreen(page: Page, target: Locator, bottom: number): Promise<void> {
  const header = (await page.locator("header").first().boundingBox())!;
  await expect
    .poll(async () => {
      const box = (await target.boundingBox())!;
      return { belowHeader: box.y >= header.y + header.height - 0.5, aboveKeyboard: box.y + box.height <= bottom + 0.5 };
    })
    .toEqual({ belowHeader: true, aboveKeyboard: true });
}

test.describe("typing on a phone with its keyboard up", () => {
  test.use(PHONE);

  test("a keyboard that resizes the page (360x640 to 360x330) keeps the sentence and the field in view", async ({ page }) => {
    await page.goto("/games/typing");
    await hydrated(page);
    const field = page.getByLabel("Type the sentence above");
    await field.focus();
    await page.setViewportSize({ width: 360, height: 330 });
    await expectOnScreen(page, page.getByTestId("typing-target"), 330);
    await expectOnScreen(page, field, 330);
  });

  test("a keyboard that overlays the page (only the visual viewport shrinks) keeps the sentence and the field in view", async ({ page }) => {
    // Headless Chromium has no on-screen keyboard: a stand-in visual viewport whose height the test sets.
    await page.addInitScript(() => {
      const real = window.visualViewport!;
      const fake = new EventTarget();
      let covered = 0;
      const props = ["width", "offsetLeft", "offsetTop", "pageLeft", "pageTop", "scale"] as const;
      for (const prop of props) Object.defineProperty(fake, prop, { get: () => real[prop] });
      Object.defineProperty(fake, "height", { get: () => real.height - covered });
      real.addEventListener("scroll", () => fake.dispatchEvent(new Event("scroll")));
      Object.defineProperty(window, "visualViewport", { configurable: true, get: () => fake });
      (window as unknown as { keyboard: (px: number) => void }).keyboard = (px) => {
        covered = px;
        fake.dispatchEvent(new Event("resize"));
      };
    });
    await page.goto("/games/typing");
    await hydrated(page);
    const field = page.getByLabel("Type the sentence above");
    const sentence = page.getByTestId("typing-target");
    await field.focus();
    await page.evaluate(() => (window as unknown as { keyboard: (px: number) => void }).keyboard(310));
    await expectOnScreen(page, sentence, 330);
    await expectOnScreen(page, field, 330);

    // The first letter starts the round (the game screen scrolls into view): still both in view.
    await page.keyboard.type("x");
    await expect(page.getByTestId("game-status")).toHaveText("Keep going...");
    await expectOnScreen(page, sentence, 330);
    await expectOnScreen(page, field, 330);

    // The keyboard goes away: the room made for it goes too.
    await page.evaluate(() => (window as unknown as { keyboard: (px: number) => void }).keyboard(0));
    await field.blur();
    await expect.poll(() => page.getByTestId("typing-keyboard-room").evaluate((e) => e.getBoundingClientRect().height)).toBe(0);
  });
});

test.describe("breakout after a lost life", () => {
  test("the ball rests on the paddle until the 'Life lost!' message is gone, then is served", async ({ page }) => {
    const seed = 2;
    const run = runUntilOver(breakout.step(breakout.createGame({}, seededRandom(seed)), { type: "start" }), (s) => breakout.step(s, { type: "tick" }), breakout.isOver);
    const lost = run.events.find((e) => e.event.type === "lifeLost")!.tick;
    await openWithPausedClock(page, `/games/breakout?seed=${seed}`);
    const court = page.getByTestId("breakout-canvas");
    const clock = new TickClock(page, breakout.BREAKOUT_TICK_MS);
    await clock.begin();
    await page.getByRole("button", { name: "Start" }).click();
    await expect(court).not.toHaveAttribute("aria-label", /Ball on the paddle/);

    await clock.afterTick(lost);
    await expect(message(page)).toHaveText("Life lost! 2 remaining!");
    await expect(court).toHaveAttribute("aria-label", /Ball on the paddle/);
    await clock.afterTick(lost + breakout.BREAKOUT_SERVE_DELAY_TICKS - 1);
    await expect(message(page)).toHaveText("");
    await expect(court).toHaveAttribute("aria-label", /Ball on the paddle/);
    await clock.afterTick(lost + breakout.BREAKOUT_SERVE_DELAY_TICKS + 1);
    await expect(court).not.toHaveAttribute("aria-label", /Ball on the paddle/);
    await expect(court).toHaveAttribute("data-phase", "running");
  });
});

test.describe("connect four's end", () => {
  test("the winning four is marked and in view, then the result shows beside the board", async ({ page }) => {
    const seed = 5;
    const plan = connect4Plan(seed, "player");
    await openWithPausedClock(page, `/games/connect4?seed=${seed}`);
    for (const [i, column] of plan.columns.entries()) {
      await page.getByRole("button", { name: new RegExp(`^Column ${column + 1}:`) }).click();
      if (i < plan.columns.length - 1) await page.clock.runFor(AI_DELAY_MS);
    }
    // The status line says it at once; the board stays uncovered, the four ringed, before and after the message.
    await expect(page.getByTestId("game-status")).toHaveText("You win!");
    const four = page.locator("[data-winning]");
    await expect(four).toHaveCount(plan.final.winningCells!.length);
    for (const index of plan.final.winningCells!) await expect(page.getByTestId(`connect4-cell-${index}`)).toHaveAttribute("data-winning", "true");
    await expect(page.getByRole("button", { name: /of the winning line$/ }).first()).toBeVisible();
    await expect(message(page)).toHaveText("");
    await page.clock.runFor(END_MESSAGE_DELAY_MS - 1);
    await expect(message(page)).toHaveText("");
    await page.clock.runFor(1);
    await expect(message(page)).toHaveText("You win!");
  });
});

/** The key printed on Simon's red pad and on Whack-a-Mole's first hole. */
const keyHints = (page: Page) => [page.getByRole("button", { name: "Red", exact: true }).getByText("1"), page.getByRole("button", { name: /^Hole 1:/ }).getByText("1")];

test.describe("key hints on a touch screen", () => {
  test.use(PHONE);

  test("Simon's pads and the mole holes show no key numbers", async ({ page }) => {
    for (const path of ["/games/simon", "/games/whack"]) {
      await page.goto(path);
      await hydrated(page);
      const [simon, whack] = keyHints(page);
      await expect(path.endsWith("simon") ? simon! : whack!).toBeHidden();
    }
  });
});

test.describe("key hints with a keyboard and mouse", () => {
  test("Simon's pads and the mole holes show their keys", async ({ page }) => {
    for (const path of ["/games/simon", "/games/whack"]) {
      await page.goto(path);
      await hydrated(page);
      const [simon, whack] = keyHints(page);
      await expect(path.endsWith("simon") ? simon! : whack!).toBeVisible();
    }
  });
});
