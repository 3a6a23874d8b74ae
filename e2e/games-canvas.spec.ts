import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openWithPausedClock } from "./game-helpers";
import { TickClock, flappyPlan, runUntilOver, snakeSelfBitePlan } from "./realtime-helpers";
import { seededRandom } from "../games/shared/random";
import * as breakout from "../games/breakout/engine";
import { breakoutGameOverMessage } from "../web/features/games/breakout/breakout-game";
import * as flappy from "../games/flappy/engine";
import * as pong from "../games/pong/engine";
import * as snake from "../games/snake/engine";

const status = (page: Page) => page.getByTestId("game-status");
const message = (page: Page) => page.getByTestId("game-message");
const canvas = (page: Page, game: string) => page.getByTestId(`${game}-canvas`);

test.describe("snake", () => {
  test("with no input the snake started at (10,10) dies on the right wall on the 10th tick of 150 ms", async ({ page }) => {
    await openWithPausedClock(page, "/games/snake?seed=1");
    await expect(status(page)).toHaveText("Press Start to play");
    // Snake's 150 ms tick as a number: a faster or slower snake would not be where these ticks expect it.
    const clock = new TickClock(page, 150);
    await clock.begin();
    await page.getByRole("button", { name: "Start" }).click();
    await clock.afterTick(9);
    await expect(canvas(page, "snake")).toHaveAttribute("aria-label", /head at column 20, row 11, moving right/);
    await expect(canvas(page, "snake")).toHaveAttribute("data-phase", "running");
    await clock.afterTick(10);
    await expect(message(page)).toHaveText("Game Over! Better luck next time!");
    await expect(status(page)).toHaveText("Game Over! Better luck next time!");
    await expect(canvas(page, "snake")).toHaveAttribute("data-phase", "over");
    await expect(page.getByRole("button", { name: "Play Again" })).toBeVisible();
  });

  test("eats four seeded foods (+10 each), queues two keys pressed within one tick, and bites itself", async ({ page }) => {
    const seed = 2;
    const plan = snakeSelfBitePlan(seed, 4);
    await openWithPausedClock(page, `/games/snake?seed=${seed}`);
    const clock = new TickClock(page, snake.SNAKE_TICK_MS);
    await clock.begin();
    await page.getByRole("button", { name: "Start" }).click();
    for (const { afterTick, key } of plan.keys) {
      await clock.afterTick(afterTick);
      await page.keyboard.press(key);
    }
    // The last three keys: two in one tick (a right angle, then back), then the one that bites.
    expect(plan.keys.at(-3)!.afterTick).toBe(plan.keys.at(-2)!.afterTick);
    await clock.afterTick(plan.ticks);
    await expect(message(page)).toHaveText("Oops! You hit yourself! Try again!");
    await expect(page.getByTestId("snake-score")).toHaveText("40");
    await expect(page.getByTestId("snake-length")).toHaveText("5");
    expect(plan.final.score).toBe(40);

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByTestId("snake-score")).toHaveText("0");
    await expect(canvas(page, "snake")).toHaveAttribute("aria-label", /length 1, head at column 11, row 11.*Food at column 16, row 16/);
  });

  test("Space pauses and resumes exactly once even with the button focused; a reversal is ignored", async ({ page }) => {
    await openWithPausedClock(page, "/games/snake?seed=3");
    const clock = new TickClock(page, snake.SNAKE_TICK_MS);
    await clock.begin();
    await page.getByRole("button", { name: "Start" }).click();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("ArrowLeft"); // straight back: ignored
    await clock.afterTick(1);
    await expect(canvas(page, "snake")).toHaveAttribute("aria-label", /head at column 12, row 11, moving right/);
    await page.keyboard.press(" ");
    await expect(status(page)).toHaveText("Paused");
    await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
    await page.clock.runFor(3000);
    await expect(canvas(page, "snake")).toHaveAttribute("aria-label", /head at column 12, row 11/);
    await page.keyboard.press(" ");
    await expect(status(page)).toHaveText("Go! Eat the food to grow");
    // Arrow keys and Space steer and pause; they never scroll the page.
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolled);
  });
});

test.describe("flappy", () => {
  test("one flap and no more: the bird falls to the floor on tick 57 with the practice message", async ({ page }) => {
    await openWithPausedClock(page, "/games/flappy?seed=4");
    const clock = new TickClock(page, flappy.FLAPPY_TICK_MS);
    await clock.begin();
    await page.keyboard.press(" ");
    await clock.afterTick(56);
    await expect(canvas(page, "flappy")).toHaveAttribute("data-phase", "playing");
    await clock.afterTick(57);
    await expect(message(page)).toHaveText("Oops! Try again — practice makes perfect!");
    await expect(page.getByTestId("flappy-score")).toHaveText("0");
  });

  test("flaps by Space, click and Up arrow through two seeded pipes, then falls: 'Game Over! Final Score: 2'; the best stays for the session", async ({ page }) => {
    const seed = 4;
    const plan = flappyPlan(seed, 2);
    await openWithPausedClock(page, `/games/flappy?seed=${seed}`);
    const clock = new TickClock(page, flappy.FLAPPY_TICK_MS);
    await clock.begin();
    await canvas(page, "flappy").click();
    const inputs = [() => page.keyboard.press(" "), () => page.keyboard.press("ArrowUp"), () => canvas(page, "flappy").click()];
    for (const [i, tick] of plan.flapsAfterTick.entries()) {
      await clock.afterTick(tick);
      await inputs[i % inputs.length]!();
    }
    await clock.afterTick(plan.deathTick - 1);
    await expect(canvas(page, "flappy")).toHaveAttribute("data-phase", "playing");
    await expect(page.getByTestId("flappy-score")).toHaveText("2");
    await clock.afterTick(plan.deathTick);
    await expect(message(page)).toHaveText("Game Over! Final Score: 2");
    await expect(page.getByTestId("flappy-best")).toHaveText("2");

    // A flap right after the crash is ignored; Play Again starts a new flight with the best kept.
    await page.keyboard.press(" ");
    await expect(canvas(page, "flappy")).toHaveAttribute("data-phase", "over");
    await page.clock.runFor(1000);
    await page.getByRole("button", { name: "Play Again" }).click();
    await expect(canvas(page, "flappy")).toHaveAttribute("data-phase", "playing");
    await expect(page.getByTestId("flappy-score")).toHaveText("0");
    await expect(page.getByTestId("flappy-best")).toHaveText("2");
    await page.keyboard.press("p");
    await expect(status(page)).toHaveText("Paused");
  });
});

test.describe("pong", () => {
  test("an untouched seeded match: the AI scores 5 and 'AI wins! Try again!'", async ({ page }) => {
    const seed = 5;
    const run = runUntilOver(pong.step(pong.createGame({}, seededRandom(seed)), { type: "start" }), (s) => pong.step(s, { type: "tick" }), pong.isOver);
    expect(run.final).toMatchObject({ winner: "ai", aiScore: 5, playerScore: 0 });
    const firstPoint = run.events.find((e) => e.event.type === "point")!.tick;

    await openWithPausedClock(page, `/games/pong?seed=${seed}`);
    await expect(status(page)).toHaveText("Press Start. First to 5 points wins!");
    const clock = new TickClock(page, pong.PONG_TICK_MS);
    await clock.begin();
    await page.getByRole("button", { name: "Start" }).click();
    await clock.afterTick(firstPoint - 1);
    await expect(page.getByTestId("pong-ai-score")).toHaveText("0");
    await clock.afterTick(firstPoint);
    await expect(page.getByTestId("pong-ai-score")).toHaveText("1");
    await expect(status(page)).toHaveText("You 0 : 1 AI");
    await clock.afterTick(run.ticks);
    await expect(message(page)).toHaveText("AI wins! Try again!");
    await expect(page.getByTestId("pong-ai-score")).toHaveText("5");
    await expect(canvas(page, "pong")).toHaveAttribute("data-phase", "over");
  });

  test("the paddle moves 20 px per Arrow Up/Down or W/S, follows the mouse, and Pause stops play until Resume", async ({ page }) => {
    await openWithPausedClock(page, "/games/pong?seed=5");
    await page.getByRole("button", { name: "Start" }).click();
    const court = canvas(page, "pong");
    await page.keyboard.press("ArrowUp");
    await expect(court).toHaveAttribute("aria-label", /Your paddle top at y 100 /);
    await page.keyboard.press("w");
    await page.keyboard.press("s");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(court).toHaveAttribute("aria-label", /Your paddle top at y 140 /);
    const box = (await court.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * (60 / pong.PONG_HEIGHT));
    await expect(court).toHaveAttribute("aria-label", /Your paddle top at y 30 /);
    await page.getByRole("button", { name: "Pause" }).click();
    await page.clock.runFor(20_000);
    await expect(status(page)).toHaveText("Paused. You 0 : 0 AI");
    await page.getByRole("button", { name: "Resume" }).click();
    await page.clock.runFor(20_000);
    await expect(status(page)).not.toHaveText("You 0 : 0 AI");
  });
});

test("a game in a hidden tab pauses itself and stays paused when the tab is shown again", async ({ page }) => {
  await openWithPausedClock(page, "/games/breakout?seed=2");
  await page.getByRole("button", { name: "Start" }).click();
  await page.clock.runFor(500);
  const setHidden = (hidden: boolean) =>
    page.evaluate((h) => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => h });
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);
  await setHidden(true);
  await expect(status(page)).toHaveText("Paused");
  await page.clock.runFor(60_000);
  await setHidden(false);
  await expect(status(page)).toHaveText("Paused");
  await expect(page.getByTestId("breakout-lives")).toHaveText("3");
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(status(page)).toHaveText("Break all the bricks!");
});

test.describe("breakout", () => {
  test("an untouched seeded game loses 3 lives ('Life lost! 2 remaining!', then 1) and ends", async ({ page }) => {
    const seed = 2;
    const run = runUntilOver(breakout.step(breakout.createGame({}, seededRandom(seed)), { type: "start" }), (s) => breakout.step(s, { type: "tick" }), breakout.isOver);
    const lost = run.events.filter((e) => e.event.type === "lifeLost").map((e) => e.tick);
    expect(lost).toHaveLength(2);

    await openWithPausedClock(page, `/games/breakout?seed=${seed}`);
    const clock = new TickClock(page, breakout.BREAKOUT_TICK_MS);
    await clock.begin();
    await page.getByRole("button", { name: "Start" }).click();
    await clock.afterTick(lost[0]!);
    await expect(message(page)).toHaveText("Life lost! 2 remaining!");
    await expect(page.getByTestId("breakout-lives")).toHaveText("2");
    await clock.afterTick(lost[1]!);
    await expect(message(page)).toHaveText("Life lost! 1 remaining!");
    await clock.afterTick(run.ticks - 1);
    await expect(canvas(page, "breakout")).toHaveAttribute("data-phase", "running");
    await clock.afterTick(run.ticks);
    await expect(message(page)).toHaveText(breakoutGameOverMessage(run.final.score));
    await expect(page.getByTestId("breakout-score")).toHaveText(String(run.final.score));
    await expect(page.getByTestId("breakout-best")).toHaveText(String(run.final.score));
    await expect(page.getByTestId("breakout-lives")).toHaveText("0");
    expect(run.final.score).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Play Again" }).click();
    await expect(page.getByTestId("breakout-lives")).toHaveText("3");
    await expect(page.getByTestId("breakout-best")).toHaveText(String(run.final.score));
  });

  test("the paddle moves 20 px per Arrow or A/D key and follows the mouse", async ({ page }) => {
    await openWithPausedClock(page, "/games/breakout?seed=2");
    await page.getByRole("button", { name: "Start" }).click();
    const court = canvas(page, "breakout");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("d");
    await expect(court).toHaveAttribute("aria-label", /Paddle left edge at x 200\./);
    await page.keyboard.press("a");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(court).toHaveAttribute("aria-label", /Paddle left edge at x 140\./);
    const box = (await court.boundingBox())!;
    await page.mouse.move(box.x + box.width * (100 / breakout.BREAKOUT_WIDTH), box.y + box.height / 2);
    await expect(court).toHaveAttribute("aria-label", /Paddle left edge at x 60\./);
  });
});
