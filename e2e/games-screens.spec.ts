import { expect, test } from "./fixtures";
import { openWithPausedClock } from "./game-helpers";
import { GAME_SCRIPTS } from "./game-scripts";
import { ScreenWatch, aim, shot, tapCentre } from "./screen-checks";
import type { Play } from "./screen-plays";
import { GAMES } from "../web/content/games";

/**
 * Decision 047, "nothing floats over play", as the product owner asked for it: on a phone (upright
 * and on its side) each game is played by touch through its start, its milestones and its end.
 * After every input, and every half second or engine tick while time runs, no floating element
 * (anything fixed on the page but the site header, the how-to-play popover during a round, and
 * the game's own message while the round runs) overlaps the board while a round runs or a control
 * at any time, and the board and every control button stay within 1 px of where they were at first
 * paint. The how-to-play popover is opened before play, as a player may do; the test closes it
 * only when it lies over the next thing to tap, and it must be closed once a round runs.
 *
 * Runs are seeded (`?seed=N`) on a paused clock: moves are planned in Node with the games' engines.
 * SHOTS=1 saves /tmp/game-shots/<game>-<start|mid|end>.png at 360x640.
 */
const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 640, height: 360 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    for (const game of GAMES) {
      test(`${game.name}: played by touch to its end, nothing floats over the board or controls and neither moves`, async ({ page }) => {
        test.setTimeout(90_000);
        const script = GAME_SCRIPTS[game.id];
        const where = `${game.name} at ${viewport.width}x${viewport.height}`;
        await openWithPausedClock(page, `${game.path}?seed=${script.seed}`);
        const watch = new ScreenWatch(page, where);
        await watch.firstPaint();

        const help = page.locator('.game-screen summary[aria-label="How to play"]');
        let helpOpen = false;
        const check = async (step: string) => void (await watch.check(step));
        const play: Play = {
          page,
          check,
          tap: async (selector, step) => {
            const target = page.locator(`.game-screen ${selector}`);
            if (helpOpen && (await aim(target)).covered) {
              await tapCentre(page, help, "the how-to-play button");
              helpOpen = false;
              await check(`close how-to-play (it lay over ${selector})`);
            }
            await tapCentre(page, target, `${selector} (${where}, step "${step}")`);
            // A press outside the open note closes it (and still reaches its target).
            helpOpen = (await page.locator(".game-screen .game-help[open]").count()) > 0;
            await check(step);
          },
          wait: async (ms, step, every = 500) => {
            for (let done = 0; done < ms; done += every) {
              await page.clock.runFor(Math.min(every, ms - done));
              await check(`${step} (${Math.min(done + every, ms)} ms)`);
            }
          },
          shot: (moment) => (viewport.width === 360 ? shot(page, game.id, moment) : Promise.resolve()),
        };

        await tapCentre(page, help, "the how-to-play button");
        await expect(page.locator(".game-screen .game-help[open]")).toHaveCount(1);
        helpOpen = true;
        await check("open how-to-play before play");
        await script.play(play);
        watch.expectClean();
      });
    }
  });
}
