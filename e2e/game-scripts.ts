/**
 * Every game's run for the screen specs (e2e/games-screens.spec.ts, e2e/game-ends.spec.ts): the
 * turn-based ones from screen-plays.ts, the real-time ones here, each a loop on the paused clock
 * from Start to its end and the control that starts the next round.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { TickClock, flappyPlan, snakeSelfBitePlan } from "./realtime-helpers";
import { AFTER_MESSAGE, DIRECTION, TURN_BASED_SCRIPTS, message, type Play, type Script } from "./screen-plays";
import { seededRandom } from "../games/shared/random";
import * as colormatch from "../games/colormatch/engine";
import * as flappy from "../games/flappy/engine";
import * as snake from "../games/snake/engine";
import * as whack from "../games/whack/engine";
import type { GameId } from "../web/content/games";

const note = (page: Page) => page.getByTestId("game-note");

/** Runs a real-time game with no input, half a second at a time, until its canvas says it is over. */
async function runUntilOver(play: Play, game: string, maxSeconds: number): Promise<void> {
  for (let i = 1; i <= maxSeconds * 2; i++) {
    await play.wait(500, `untouched play, ${i * 0.5} s`);
    if ((await play.page.getByTestId(`${game}-canvas`).getAttribute("data-phase")) === "over") return;
  }
  throw new Error(`${game} did not end within ${maxSeconds} s`);
}

/** Every game's run: the turn-based ones from screen-plays.ts, the real-time ones (a loop on the paused clock) here. */
export const GAME_SCRIPTS: Readonly<Record<GameId, Script>> = {
  ...TURN_BASED_SCRIPTS,
  snake: {
    seed: 1,
    play: async (p) => {
      const plan = snakeSelfBitePlan(1, snake.SNAKE_CONGRATULATION_LENGTH);
      const clock = new TickClock(p.page, snake.SNAKE_TICK_MS);
      await clock.begin();
      await p.tap('button:has-text("Start")', "Start");
      await p.shot("start");
      let tick = 0;
      for (const { afterTick, key } of plan.keys) {
        if (afterTick !== tick) {
          await clock.afterTick((tick = afterTick));
          await p.check(`tick ${tick}`);
        }
        await p.tap(`[data-game-controls] button[aria-label="Turn ${DIRECTION[key]}"]`, `Turn ${DIRECTION[key]} after tick ${tick}`);
      }
      // Length 16: the congratulation, in the status line.
      await expect(note(p.page)).toContainText(`over ${snake.SNAKE_CONGRATULATION_LENGTH} long`);
      await p.check("the length-over-15 note");
      await p.shot("mid");
      await clock.afterTick(plan.ticks);
      await expect(message(p.page)).toHaveText("Oops! You hit yourself! Try again!");
      await p.check("game over (self-bite)");
      await p.shot("end");
      await p.wait(AFTER_MESSAGE, "after the game-over message");
      await p.tap('[data-game-controls] button:has-text("Play Again")', "Play Again");
    },
  },
  flappy: {
    seed: 2,
    play: async (p) => {
      const plan = flappyPlan(2, flappy.FLAPPY_TOAST_EVERY);
      // The tick that scores the fifth point (no flaps come after it).
      let state = flappy.step(flappy.createGame({}, seededRandom(2)), { type: "flap" });
      let milestone = 0;
      for (let t = 1; !milestone; t++) {
        state = flappy.step(state, { type: "tick" });
        if (state.events.some((e) => e.type === "milestone")) milestone = t;
        if (plan.flapsAfterTick.includes(t)) state = flappy.step(state, { type: "flap" });
      }
      const clock = new TickClock(p.page, flappy.FLAPPY_TICK_MS);
      await clock.begin();
      await p.tap("[data-game-board]", "tap the sky: the first flap");
      await p.shot("start");
      for (const tick of plan.flapsAfterTick) {
        await clock.afterTick(tick);
        await p.tap("[data-game-board]", `flap after tick ${tick}`);
      }
      await clock.afterTick(milestone);
      await expect(note(p.page)).toContainText(`${flappy.FLAPPY_TOAST_EVERY} points`);
      await p.check("the five-points note");
      await p.shot("mid");
      for (let tick = milestone + 25; tick < plan.deathTick; tick += 25) {
        await clock.afterTick(tick);
        await p.check(`falling, tick ${tick}`);
      }
      await clock.afterTick(plan.deathTick);
      await expect(message(p.page)).toHaveText(`Game Over! Final Score: ${flappy.FLAPPY_TOAST_EVERY}`);
      await p.check("game over");
      await p.shot("end");
      await p.wait(AFTER_MESSAGE, "after the game-over message");
      await p.tap('[data-game-controls] button:has-text("Play Again")', "Play Again");
    },
  },
  whack: {
    seed: 6,
    play: async (p) => {
      let state = whack.step(whack.createGame({}, seededRandom(6)), { type: "start" });
      const holes = [state.mole!.hole];
      while (!whack.isOver(state)) {
        state = whack.step(state, { type: "tick" });
        for (const e of state.events) if (e.type === "appeared") holes.push(e.hole);
      }
      const clock = new TickClock(p.page, whack.WHACK_TICK_MS);
      await clock.begin();
      await p.tap('[data-game-controls] button:has-text("Start")', "Start");
      for (let second = 0; second < 5; second++) {
        await clock.afterTick(second * 10 + 3);
        await p.tap(`[data-game-board] button[aria-label="Hole ${holes[second]! + 1}: mole!"]`, `whack the mole in hole ${holes[second]! + 1}`);
        await expect(p.page.getByTestId("whack-score")).toHaveText(String(second + 1));
        if (second === 0) await p.shot("start");
      }
      await p.shot("mid");
      for (let second = 6; second < 30; second++) {
        await clock.afterTick(second * 10);
        await p.check(`${second} s into the round`);
      }
      await clock.afterTick(whack.WHACK_ROUND_MS / whack.WHACK_TICK_MS);
      await expect(message(p.page)).toHaveText("Time's up! Final Score: 5");
      await p.check("time's up");
      await p.shot("end");
      await p.wait(AFTER_MESSAGE, "after the time's-up message");
      await p.tap('[data-game-controls] button:has-text("Play Again")', "Play Again");
    },
  },
  pong: {
    seed: 5,
    play: async (p) => {
      await p.tap('[data-game-controls] button:has-text("Start")', "Start");
      await p.shot("start");
      await p.wait(1000, "the first second");
      await p.tap('[data-game-controls] button:has-text("Pause")', "Pause");
      await p.wait(1000, "paused");
      await p.tap('[data-game-controls] button:has-text("Resume")', "Resume");
      await p.wait(2000, "after resuming");
      await p.shot("mid");
      await runUntilOver(p, "pong", 30);
      await expect(message(p.page)).toHaveText(/wins/);
      await p.shot("end");
      await p.wait(AFTER_MESSAGE, "after the result");
      await p.tap('[data-game-controls] button:has-text("Play Again")', "Play Again");
    },
  },
  colormatch: {
    seed: 8,
    play: async (p) => {
      let expected = colormatch.step(colormatch.createGame({}, seededRandom(8)), { type: "start" });
      const clock = new TickClock(p.page, colormatch.COLORMATCH_TICK_MS);
      await clock.begin();
      await p.tap('[data-game-controls] button:has-text("Start")', "Start");
      const answer = async (match: boolean, step: string) => {
        await p.tap(`[data-game-controls] button:has-text("${match ? "Yes" : "No"}")`, step);
        expected = colormatch.step(expected, { type: "answer", match });
      };
      for (let i = 1; i <= 5; i++) await answer(colormatch.isMatch(expected.prompt), `right answer ${i}`);
      await p.shot("start");
      await expect(note(p.page)).toContainText("5 in a row");
      await p.check("the streak-of-5 note");
      await p.shot("mid");
      await answer(!colormatch.isMatch(expected.prompt), "a wrong answer");
      for (let second = 1; second < 30; second++) {
        await clock.afterTick(second * 10);
        await p.check(`${second} s into the round`);
      }
      await clock.afterTick(colormatch.COLORMATCH_ROUND_MS / colormatch.COLORMATCH_TICK_MS);
      await expect(message(p.page)).toHaveText("Time's up! Final Score: 5");
      await p.check("time's up");
      await p.shot("end");
      await p.wait(AFTER_MESSAGE, "after the time's-up message");
      await p.tap('[data-game-controls] button:has-text("Play Again")', "Play Again");
    },
  },
  breakout: {
    seed: 5,
    play: async (p) => {
      await p.tap('[data-game-controls] button:has-text("Start")', "Start");
      await p.shot("start");
      await p.wait(3000, "the first three seconds");
      await p.shot("mid");
      await runUntilOver(p, "breakout", 40);
      await expect(message(p.page)).toHaveText(/Game Over! Final Score/);
      await p.shot("end");
      await p.wait(AFTER_MESSAGE, "after the game-over message");
      await p.tap('[data-game-controls] button:has-text("Play Again")', "Play Again");
    },
  },
};
