/**
 * Daily challenge, real-time games, on a phone's screen: Start asks the server for a run first,
 * then the page deals the answer's seed; the run is played key by key at ticks planned in Node by
 * the games layer's honest players (a person's reactions and pace), under a paused page clock run
 * at real pace, since the server holds or refuses a run whose page times outrun its own clock.
 * The log the page sends must hold exactly the planned inputs, its live checkpoints go while it
 * plays, the run is ranked, and it counts once.
 */
import type { Page } from "@playwright/test";
import { CHECKPOINT_EVERY_MS, type ChallengeGame } from "../contracts/challenge";
import { BREAKOUT_TICK_MS } from "../games/breakout/engine";
import { COLORMATCH_TICK_MS } from "../games/colormatch/engine";
import { FLAPPY_TICK_MS } from "../games/flappy/engine";
import { SNAKE_TICK_MS } from "../games/snake/engine";
import { seededRandom } from "../games/shared/random";
import { WHACK_TICK_MS } from "../games/whack/engine";
import { PHONE, RealPaceClock, expectOnBoard, expectRanked, expectSentOnce, nextStart, nickname, openChallenge, submitInDialog } from "./challenge-helpers";
import { breakoutPlan, colorMatchPlan, flappyPlan, snakePlan, whackPlan, type KeyPlan } from "./challenge-plans";
import { expect, shellExtrasLoaded, test } from "./fixtures";

test.use({ viewport: PHONE });

type Case = { game: ChallengeGame; tickMs: number; plan: (seed: number) => KeyPlan; start: (page: Page) => Promise<void> };

const startButton = (page: Page) => page.getByRole("button", { name: "Start", exact: true }).click();
const space = (page: Page) => page.keyboard.press(" ");

const CASES: Case[] = [
  { game: "snake", tickMs: SNAKE_TICK_MS, plan: snakePlan, start: space },
  // Flappy's first flap starts the run and is its first input (tick 0).
  { game: "flappy", tickMs: FLAPPY_TICK_MS, plan: flappyPlan, start: space },
  { game: "breakout", tickMs: BREAKOUT_TICK_MS, plan: (seed) => breakoutPlan(seed, 1), start: space },
  { game: "whack", tickMs: WHACK_TICK_MS, plan: whackPlan, start: startButton },
  { game: "colormatch", tickMs: COLORMATCH_TICK_MS, plan: colorMatchPlan, start: startButton },
];

test.describe("daily challenge: real-time games", () => {
  for (const { game, tickMs, plan: planOf, start } of CASES) {
    test(`${game}: Start begins a run on the server, and a run played at a person's pace is recorded exactly and ranked once`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.clock.install();
      await openChallenge(page, game);
      await shellExtrasLoaded(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      // Nothing is dealt before Start: the run starts on the server.
      await expect(page.getByTestId("challenge-connection")).toBeVisible();

      // The live checkpoints the page sends while it plays, one every 5 s of play.
      const checkpoints: number[] = [];
      page.on("request", (sent) => {
        if (sent.url().endsWith("/api/challenge/runs/checkpoint")) checkpoints.push(...(sent.postDataJSON() as { checkpoints: { at: number }[] }).checkpoints.map((c) => c.at));
      });
      const started = nextStart(page);
      await start(page);
      const run = await started;
      expect(run.seed).not.toBeNull();
      // The loop runs once the page has dealt the answer's seed.
      await expect(page.getByRole("button", { name: /^(Start|Starting…)$/ })).toHaveCount(0);
      const plan = planOf(run.seed!);
      const clock = new RealPaceClock(page, tickMs, seededRandom(run.seed!));
      await clock.begin();
      let at = 0;
      // Flappy's first flap, at tick 0, was the press that started the run.
      for (const { tick, key } of game === "flappy" ? plan.keys.slice(1) : plan.keys) {
        if (tick > at) await clock.afterTick(tick);
        at = Math.max(at, tick);
        await page.keyboard.press(key);
      }
      await clock.afterTick(plan.endTick);

      const name = nickname(game);
      const sent = await submitInDialog(page, name);
      const body = sent.postDataJSON();
      const answer = await expectRanked(sent);
      expect(body.token).toBe(run.token);
      expect(body.log.inputs.map(([tick, input]: [number, unknown]) => [tick, input])).toEqual(plan.inputs);
      expect(body.log.endTick).toBe(plan.endTick);
      expect(body.claimedScore).toBe(plan.score);
      expect(answer.score).toBe(plan.score);
      // One each 5 s of play or a little more (a frame late each time), none at the game's end.
      expect(checkpoints.length).toBeGreaterThanOrEqual(Math.floor(body.log.endAt / CHECKPOINT_EVERY_MS) - 1);
      expect(checkpoints.length).toBeLessThanOrEqual(Math.floor(body.log.endAt / CHECKPOINT_EVERY_MS));
      await expectOnBoard(page, name, plan.score, plan.score === 1 ? "point" : "points");
      await expectSentOnce(request, body);
    });
  }
});
