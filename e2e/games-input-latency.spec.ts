/**
 * Decision 033: "input latency from tap to the next frame within one tick", held in logical terms (a
 * paused clock, so the machine's load cannot matter): a key or a tap in a real-time game is on the
 * canvas before the next frame (Breakout, Pong: the paddle moves in the input's own event), or in
 * the frame that runs the very next tick (Snake queues the turn, Flappy sets the bird's speed, and
 * the engine applies both at the next tick). That tick's frame draws the canvas itself, inside its
 * requestAnimationFrame callback, not in a later task after the frame has been shown.
 * The wall-clock numbers are bench/games-input-latency.ts's, in `npm run bench`.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, hydrated, shellExtrasLoaded, test } from "./fixtures";
import { TickClock } from "./realtime-helpers";
import * as flappy from "../games/flappy/engine";
import * as snake from "../games/snake/engine";

/**
 * Records every draw of a game board (GameCanvas calls setTransform before each) and whether it
 * ran inside an animation frame. Added after the fake clock, so it wraps the fake
 * requestAnimationFrame that page.clock.runFor() calls.
 */
const DRAW_RECORDER = `(() => {
  const draws = { list: [], inFrame: false };
  window.__draws = draws;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((t) => {
    draws.inFrame = true;
    try { cb(t); } finally { draws.inFrame = false; }
  });
  const setTransform = CanvasRenderingContext2D.prototype.setTransform;
  CanvasRenderingContext2D.prototype.setTransform = function (...args) {
    if (this.canvas.hasAttribute("data-game-board")) draws.list.push({ inFrame: draws.inFrame });
    return setTransform.apply(this, args);
  };
})();`;

type Draw = { inFrame: boolean };

const opened: BrowserContext[] = [];

/** A phone-sized touch page of its own (its own clock) on a game, paused once hydrated like openWithPausedClock. */
async function openGame(browser: Browser, baseURL: string | undefined, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 915 }, hasTouch: true, serviceWorkers: "block" });
  opened.push(context);
  const page = await context.newPage();
  await page.clock.install();
  await page.addInitScript({ content: DRAW_RECORDER });
  await page.goto(path);
  await hydrated(page);
  await shellExtrasLoaded(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  return page;
}

/** The draws since the last call. */
async function takeDraws(page: Page): Promise<Draw[]> {
  return page.evaluate(() => {
    const draws = (window as unknown as { __draws: { list: Draw[] } }).__draws;
    return draws.list.splice(0);
  });
}

const pixels = (page: Page, game: string) => page.getByTestId(`${game}-canvas`).evaluate((c) => (c as HTMLCanvasElement).toDataURL());
const label = (page: Page, game: string) => page.getByTestId(`${game}-canvas`).getAttribute("aria-label");

test.describe("input reaches the screen within one tick", () => {
  test.afterEach(async () => {
    for (const context of opened.splice(0)) await context.close();
  });

  for (const game of ["breakout", "pong"] as const) {
    test(`${game}: a key and a tap move the paddle on the canvas in the input's own event, before the next frame`, async ({ browser, baseURL }) => {
      const page = await openGame(browser, baseURL, `/games/${game}?seed=2`);
      await page.getByRole("button", { name: "Start" }).click();
      await page.clock.runFor(100);
      const court = page.getByTestId(`${game}-canvas`);
      const box = (await court.boundingBox())!;
      const inputs: [string, () => Promise<void>][] =
        game === "breakout"
          ? [
              ["ArrowRight", () => page.keyboard.press("ArrowRight")],
              ["a tap", () => page.touchscreen.tap(box.x + box.width * 0.15, box.y + box.height * 0.9)],
            ]
          : [
              ["ArrowDown", () => page.keyboard.press("ArrowDown")],
              ["a tap", () => page.touchscreen.tap(box.x + box.width * 0.1, box.y + box.height * 0.1)],
            ];
      for (const [name, input] of inputs) {
        const [beforeLabel, beforePixels] = [await label(page, game), await pixels(page, game)];
        await takeDraws(page);
        await input();
        // The clock stands still: no frame and no tick has run, so whatever changed, the input did.
        const draws = await takeDraws(page);
        expect(draws.length, name).toBeGreaterThan(0);
        expect(
          draws.every((d) => !d.inFrame),
          name,
        ).toBe(true);
        expect(await label(page, game), name).not.toBe(beforeLabel);
        expect(await pixels(page, game), name).not.toBe(beforePixels);
      }
    });
  }

  const tickGames = [
    {
      game: "snake",
      tickMs: snake.SNAKE_TICK_MS,
      start: (page: Page) => page.getByRole("button", { name: "Start" }).click(),
      inputs: [
        { name: "ArrowDown", send: (page: Page) => page.keyboard.press("ArrowDown") },
        { name: "a tap on Turn down", send: (page: Page) => page.getByRole("button", { name: "Turn down" }).tap() },
      ],
    },
    {
      game: "flappy",
      tickMs: flappy.FLAPPY_TICK_MS,
      start: (page: Page) => page.keyboard.press(" "),
      inputs: [
        { name: "Space", send: (page: Page) => page.keyboard.press(" ") },
        {
          name: "a tap on the sky",
          send: async (page: Page) => {
            const box = (await page.getByTestId("flappy-canvas").boundingBox())!;
            await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 3);
          },
        },
      ],
    },
  ] as const;

  for (const { game, tickMs, start, inputs } of tickGames) {
    for (const input of inputs) {
      test(`${game}: ${input.name} shows in the frame that runs the very next tick, drawn inside that frame`, async ({ browser, baseURL }) => {
        // Two pages on the same seed and ticks; only one gets the input, so any difference is its effect.
        const [played, twin] = [await openGame(browser, baseURL, `/games/${game}?seed=3`), await openGame(browser, baseURL, `/games/${game}?seed=3`)];
        const clocks = [new TickClock(played, tickMs), new TickClock(twin, tickMs)] as const;
        for (const [page, clock] of [
          [played, clocks[0]],
          [twin, clocks[1]],
        ] as const) {
          await clock.begin();
          await start(page);
          await clock.afterTick(2);
        }
        const labelBefore = await label(played, game);
        expect(await pixels(played, game)).toBe(await pixels(twin, game));

        await input.send(played);
        // Before the next tick nothing the player can see has moved yet (the engine applies it at the tick).
        expect(await pixels(played, game)).toBe(await pixels(twin, game));
        await takeDraws(played);

        await clocks[0].afterTick(3);
        await clocks[1].afterTick(3);
        expect(await pixels(played, game)).not.toBe(await pixels(twin, game));
        const draws = await takeDraws(played);
        expect(draws.length).toBeGreaterThan(0);
        expect(draws.every((d) => d.inFrame)).toBe(true);
        if (game === "snake") {
          // Two ticks right from (10,10): the head was at column 13, row 11; the third goes down.
          expect(labelBefore).toContain("head at column 13, row 11, moving right");
          expect(await label(played, game)).toContain("head at column 13, row 12, moving down");
          expect(await label(twin, game)).toContain("head at column 14, row 11, moving right");
        }
      });
    }
  }
});
