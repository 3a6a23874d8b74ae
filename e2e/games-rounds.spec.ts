import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openWithPausedClock } from "./game-helpers";
import { TickClock } from "./realtime-helpers";
import { seededRandom } from "../games/shared/random";
import * as colormatch from "../games/colormatch/engine";
import { streakText } from "../web/features/games/colormatch/colormatch-game";
import * as whack from "../games/whack/engine";
import { NEW_HIGH_SCORE_NOTE } from "../web/features/games/whack/whack-game";

const status = (page: Page) => page.getByTestId("game-status");
const message = (page: Page) => page.getByTestId("game-message");
const TICKS_PER_ROUND = whack.WHACK_ROUND_MS / whack.WHACK_TICK_MS;

/** The hole of each mole in a seeded round: moles appear every second, from 0 s to 29 s. */
function moleHoles(seed: number): number[] {
  let state = whack.step(whack.createGame({}, seededRandom(seed)), { type: "start" });
  const holes = [state.mole!.hole];
  while (!whack.isOver(state)) {
    state = whack.step(state, { type: "tick" });
    for (const e of state.events) if (e.type === "appeared") holes.push(e.hole);
  }
  return holes;
}

test.describe("whack-a-mole", () => {
  test("whacks five seeded moles by tap and key, then 'Time's up! Final Score: 5' stores whackHighScore and announces it", async ({ page }) => {
    const seed = 6;
    const holes = moleHoles(seed);
    expect(holes).toHaveLength(30);
    await openWithPausedClock(page, `/games/whack?seed=${seed}`);
    await expect(page.getByTestId("whack-high-score")).toHaveText("0");
    const clock = new TickClock(page, whack.WHACK_TICK_MS);
    await clock.begin();
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.getByTestId("whack-time")).toHaveText("30s");

    for (let second = 0; second < 5; second++) {
      const hole = holes[second]!;
      await clock.afterTick(second * 10 + 3);
      await expect(page.getByRole("button", { name: `Hole ${hole + 1}: mole!` })).toBeVisible();
      if (second % 2 === 0) await page.getByRole("button", { name: `Hole ${hole + 1}: mole!` }).click();
      else await page.keyboard.press(String(hole + 1));
      await expect(page.getByTestId("whack-score")).toHaveText(String(second + 1));
      await expect(page.getByRole("button", { name: /: mole!$/ })).toHaveCount(0);
    }
    // The sixth mole is left alone: it goes back down after 0.8 s.
    await clock.afterTick(57);
    await expect(page.getByRole("button", { name: `Hole ${holes[5]! + 1}: mole!` })).toBeVisible();
    await clock.afterTick(58);
    await expect(page.getByRole("button", { name: /: mole!$/ })).toHaveCount(0);

    await clock.afterTick(TICKS_PER_ROUND - 1);
    await expect(page.getByTestId("whack-time")).toHaveText("1s");
    await clock.afterTick(TICKS_PER_ROUND);
    await expect(message(page)).toHaveText("Time's up! Final Score: 5");
    // In the page's status line, never a toast over the controls.
    await expect(status(page)).toHaveText(`Time's up! Final Score: 5 · ${NEW_HIGH_SCORE_NOTE}`);
    await expect(page.getByTestId("toast")).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), whack.WHACK_HIGH_SCORE_KEY)).toBe("5");
    await expect(page.getByTestId("whack-high-score")).toHaveText("5");
  });

  test("Restart mid-game starts a fresh 30 s round; a lower score keeps the stored high score", async ({ page }) => {
    await page.addInitScript((k) => localStorage.setItem(k, "7"), whack.WHACK_HIGH_SCORE_KEY);
    const seed = 6;
    const holes = moleHoles(seed);
    await openWithPausedClock(page, `/games/whack?seed=${seed}`);
    await expect(page.getByTestId("whack-high-score")).toHaveText("7");
    const clock = new TickClock(page, whack.WHACK_TICK_MS);
    await clock.begin();
    await page.getByRole("button", { name: "Start" }).click();
    await page.getByRole("button", { name: `Hole ${holes[0]! + 1}: mole!` }).click();
    await expect(page.getByTestId("whack-score")).toHaveText("1");
    await clock.afterTick(52);
    await expect(page.getByTestId("whack-time")).toHaveText("25s");

    await page.getByRole("button", { name: "Restart" }).click();
    await expect(page.getByTestId("whack-time")).toHaveText("30s");
    await expect(page.getByTestId("whack-score")).toHaveText("0");
    await page.clock.runFor(whack.WHACK_ROUND_MS + 100);
    await expect(message(page)).toHaveText("Time's up! Final Score: 0");
    expect(await page.evaluate((k) => localStorage.getItem(k), whack.WHACK_HIGH_SCORE_KEY)).toBe("7");
    await expect(page.getByTestId("whack-high-score")).toHaveText("7");
    // Holes ignore taps once time is up.
    await page.getByRole("button", { name: "Hole 1: empty" }).click({ force: true });
    await expect(page.getByTestId("whack-score")).toHaveText("0");
  });
});

test.describe("color match", () => {
  test("answers seeded prompts by key and button: a streak toast at 5, 'Wrong! Focus on the word's color!' resets the streak, then 'Time's up!'", async ({ page }) => {
    const seed = 8;
    let expected = colormatch.step(colormatch.createGame({}, seededRandom(seed)), { type: "start" });
    await openWithPausedClock(page, `/games/colormatch?seed=${seed}`);
    // The fixed numbers (a tick of 100 ms, a round of 30 s), written out, not the engine's constants: a wrong one fails the round's end below.
    const clock = new TickClock(page, 100);
    await clock.begin();
    await page.getByRole("button", { name: "Start" }).click();

    const answer = async (match: boolean, i: number) => {
      const { targetName, word } = colormatch.describePrompt(expected.prompt);
      await expect(page.getByTestId("colormatch-target")).toHaveText(targetName);
      await expect(page.getByTestId("colormatch-word")).toContainText(word.toUpperCase());
      const inputs = match
        ? [() => page.keyboard.press("ArrowLeft"), () => page.keyboard.press("a"), () => page.getByRole("button", { name: "Yes" }).click()]
        : [() => page.keyboard.press("ArrowRight"), () => page.keyboard.press("D"), () => page.getByRole("button", { name: "No" }).click()];
      await inputs[i % 3]!();
      expected = colormatch.step(expected, { type: "answer", match });
    };

    for (let i = 0; i < 4; i++) await answer(colormatch.isMatch(expected.prompt), i);
    await expect(status(page)).toHaveText("Correct! +1");
    // The fifth in a row: a note in the status line's place (nothing floats over the board), kept
    // by the next right answer, replaced at once by a wrong one.
    await answer(colormatch.isMatch(expected.prompt), 4);
    await expect(page.getByTestId("game-note")).toHaveText(streakText(5));
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await answer(colormatch.isMatch(expected.prompt), 5);
    await expect(page.getByTestId("colormatch-score")).toHaveText("6");
    await expect(page.getByTestId("colormatch-streak")).toHaveText("6");
    await expect(status(page)).toHaveText(streakText(5));

    await answer(!colormatch.isMatch(expected.prompt), 0);
    await expect(status(page)).toHaveText("Wrong! Focus on the word's color!");
    await expect(page.getByTestId("colormatch-streak")).toHaveText("0");
    await expect(page.getByTestId("colormatch-score")).toHaveText("6");

    await clock.afterTick(299);
    await expect(page.getByTestId("colormatch-time")).toHaveText("1s");
    await clock.afterTick(300);
    await expect(message(page)).toHaveText("Time's up! Final Score: 6");
    await expect(page.getByTestId("colormatch-best")).toHaveText("6");
    // Answers after the round are ignored; Play Again keeps the session's high score.
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByTestId("colormatch-score")).toHaveText("6");
    await page.getByRole("button", { name: "Play Again" }).click();
    await expect(page.getByTestId("colormatch-score")).toHaveText("0");
    await expect(page.getByTestId("colormatch-time")).toHaveText("30s");
    await expect(page.getByTestId("colormatch-best")).toHaveText("6");
  });
});
