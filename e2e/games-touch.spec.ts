import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openWithPausedClock } from "./game-helpers";
import { TickClock } from "./realtime-helpers";
import { seededRandom } from "../games/shared/random";
import * as breakout from "../games/breakout/engine";
import * as pong from "../games/pong/engine";
import * as snake from "../games/snake/engine";
import * as whack from "../games/whack/engine";

test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

/** A real one-finger drag (Chromium touch input, which also fires pointer events), in fractions of the element's box. */
async function touchDrag(page: Page, target: Locator, from: [number, number], to: [number, number], steps = 6): Promise<void> {
  const box = (await target.boundingBox())!;
  const at = ([fx, fy]: [number, number]) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at(from)] });
  for (let i = 1; i <= steps; i++) {
    const p: [number, number] = [from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at(p)] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

const canvas = (page: Page, game: string) => page.getByTestId(`${game}-canvas`);

test.describe("real-time games on a phone", () => {
  test("the canvases keep their logical size, are backed at the screen's pixel ratio and fit the screen", async ({ page }) => {
    for (const [game, width, height] of [
      ["snake", snake.SNAKE_CANVAS_SIZE, snake.SNAKE_CANVAS_SIZE],
      ["flappy", 400, 600],
      ["pong", pong.PONG_WIDTH, pong.PONG_HEIGHT],
      ["breakout", breakout.BREAKOUT_WIDTH, breakout.BREAKOUT_HEIGHT],
    ] as const) {
      await openWithPausedClock(page, `/games/${game}`);
      const size = await canvas(page, game).evaluate((c: HTMLCanvasElement) => ({
        backing: [c.width, c.height],
        shown: [c.getBoundingClientRect().width, c.getBoundingClientRect().height],
      }));
      expect(size.backing, game).toEqual([width * 2, height * 2]);
      expect(size.shown[0], game).toBeLessThan(390);
      expect(size.shown[0]! / size.shown[1]!, game).toBeCloseTo(width / height, 2);
    }
  });

  test("snake: the on-screen Turn down button and a swipe left steer", async ({ page }) => {
    await openWithPausedClock(page, "/games/snake?seed=1");
    const clock = new TickClock(page, snake.SNAKE_TICK_MS);
    await clock.begin();
    await page.getByRole("button", { name: "Start" }).tap();
    await page.getByRole("button", { name: "Turn down" }).tap();
    await clock.afterTick(1);
    await expect(canvas(page, "snake")).toHaveAttribute("aria-label", /head at column 11, row 12, moving down/);
    await touchDrag(page, canvas(page, "snake"), [0.7, 0.5], [0.3, 0.5]);
    await clock.afterTick(2);
    await expect(canvas(page, "snake")).toHaveAttribute("aria-label", /head at column 10, row 12, moving left/);
  });

  test("flappy: a tap on the sky flaps and starts the flight", async ({ page }) => {
    await openWithPausedClock(page, "/games/flappy?seed=4");
    await canvas(page, "flappy").tap();
    await expect(canvas(page, "flappy")).toHaveAttribute("data-phase", "playing");
    await page.clock.runFor(200);
    await expect(page.getByTestId("game-status")).toHaveText("Flap through the gaps!");
  });

  test("pong and breakout: dragging a finger on the court moves the paddle", async ({ page }) => {
    await openWithPausedClock(page, "/games/pong?seed=5");
    await page.getByRole("button", { name: "Start" }).tap();
    await touchDrag(page, canvas(page, "pong"), [0.1, 0.5], [0.1, 0.9]);
    // The paddle centres on the finger: 0.9 of 300 is 270, so its top stops at the floor (240).
    await expect(canvas(page, "pong")).toHaveAttribute("aria-label", /Your paddle top at y 240 /);

    await openWithPausedClock(page, "/games/breakout?seed=2");
    await page.getByRole("button", { name: "Start" }).tap();
    await touchDrag(page, canvas(page, "breakout"), [0.5, 0.9], [0.25, 0.9]);
    await expect(canvas(page, "breakout")).toHaveAttribute("aria-label", /Paddle left edge at x 60\./);
  });

  test("whack-a-mole: a tap on the mole scores", async ({ page }) => {
    const seed = 6;
    const first = whack.step(whack.createGame({}, seededRandom(seed)), { type: "start" }).mole!.hole;
    await openWithPausedClock(page, `/games/whack?seed=${seed}`);
    await page.getByRole("button", { name: "Start" }).tap();
    await page.getByRole("button", { name: `Hole ${first + 1}: mole!` }).tap();
    await expect(page.getByTestId("whack-score")).toHaveText("1");
  });
});
