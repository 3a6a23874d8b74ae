/**
 * Daily challenge, real-time games (issue 22): each run of today's deal is played in the page
 * under a paused clock, key by key at the ticks planned in Node (e2e/challenge-plans.ts); the log
 * the page sends must be exactly the planned one, the server's verified score lands on the board,
 * and the same log tampered is refused. The server checks a run's length against the time since
 * its token was issued, so the test waits that long (real time) before it submits.
 */
import type { Page } from "@playwright/test";
import type { ChallengeGame } from "../contracts/challenge";
import { BREAKOUT_TICK_MS } from "../games/breakout/engine";
import { COLORMATCH_TICK_MS } from "../games/colormatch/engine";
import { FLAPPY_TICK_MS } from "../games/flappy/engine";
import { SNAKE_TICK_MS } from "../games/snake/engine";
import { WHACK_TICK_MS } from "../games/whack/engine";
import { expectAccepted, expectOnBoard, expectTamperingRefused, inputAfterOver, nickname, openChallenge, seedOf, submitInDialog, swapTicks, waitForTokenAge } from "./challenge-helpers";
import { breakoutPlan, colorMatchPlan, flappyPlan, snakePlan, whackPlan, type KeyPlan } from "./challenge-plans";
import { expect, shellExtrasLoaded, test } from "./fixtures";
import { TickClock } from "./realtime-helpers";

type Case = { game: ChallengeGame; tickMs: number; plan: (seed: number) => KeyPlan; start: (page: Page) => Promise<void>; extra: unknown };

const startButton = (page: Page) => page.getByRole("button", { name: "Start", exact: true }).click();
const space = (page: Page) => page.keyboard.press(" ");

const CASES: Case[] = [
  { game: "snake", tickMs: SNAKE_TICK_MS, plan: (seed) => snakePlan(seed, 2), start: space, extra: "up" },
  // Flappy's first flap (tick 0) is the start.
  { game: "flappy", tickMs: FLAPPY_TICK_MS, plan: (seed) => flappyPlan(seed, 2), start: async () => {}, extra: "flap" },
  { game: "breakout", tickMs: BREAKOUT_TICK_MS, plan: (seed) => breakoutPlan(seed, 1), start: space, extra: "left" },
  { game: "whack", tickMs: WHACK_TICK_MS, plan: whackPlan, start: startButton, extra: 4 },
  { game: "colormatch", tickMs: COLORMATCH_TICK_MS, plan: colorMatchPlan, start: startButton, extra: true },
];

test.describe("daily challenge: real-time games", () => {
  for (const { game, tickMs, plan: planOf, start, extra } of CASES) {
    test(`${game}: a run played with keys at planned ticks is recorded exactly, verified, and refused when tampered`, async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.clock.install();
      const t = await openChallenge(page, game);
      await shellExtrasLoaded(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

      const plan = planOf(seedOf(t, game));
      const clock = new TickClock(page, tickMs);
      await start(page);
      await clock.begin();
      let at = 0;
      for (const { tick, key } of plan.keys) {
        if (tick > at) await clock.afterTick(tick);
        at = Math.max(at, tick);
        await page.keyboard.press(key);
      }
      await clock.afterTick(plan.log.endTick);

      await waitForTokenAge(t, plan.log.endTick * tickMs);
      const name = nickname(game);
      const sent = await submitInDialog(page, name);
      await expectAccepted(sent);
      const body = sent.postDataJSON();
      // The page plays with the token the test timed its wait on (one fetch of today's challenge).
      expect(body.token).toBe(t.token);
      expect(body.log).toEqual(plan.log);
      expect(body.claimedScore).toBe(plan.score);
      await expectOnBoard(page, name, plan.score, plan.score === 1 ? "point" : "points");
      await expectTamperingRefused(request, body, inputAfterOver(extra), swapTicks);
    });
  }
});
