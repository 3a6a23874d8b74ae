import { expect, hydrated, test } from "./fixtures";
import { game2048Plan } from "./game-helpers";
import { seededRandom } from "../games/shared/random";
import * as simon from "../games/simon/engine";
import { newHighScoreAlert, newHighScoreStatus, SIMON_HIGH_SCORE_KEY } from "../web/features/games/simon/simon-game";
import { BEST_SCORE_KEY } from "../web/features/games/game-2048/game-2048-game";

const PAD_NAMES: Readonly<Record<simon.Color, string>> = { red: "Red", blue: "Blue", green: "Green", yellow: "Yellow" };

test.describe("simon says", () => {
  test("repeats two seeded rounds, loses on a wrong press, stores the high score and says so in the page, never in a blocking dialog", async ({ page }) => {
    const seed = 9;
    const rounds = 2;
    // The seeded pattern, one colour longer each round.
    let expected = simon.step(simon.createGame({}, seededRandom(seed)), { type: "start" });
    const patterns: simon.Color[][] = [];
    for (let round = 0; round <= rounds; round++) {
      patterns.push(expected.pattern);
      expected = simon.step(expected, { type: "patternShown" });
      for (const color of expected.pattern) expected = simon.step(expected, { type: "press", color });
    }

    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.accept();
    });
    await page.goto(`/games/simon?seed=${seed}`);
    await hydrated(page);
    await expect(page.getByTestId("simon-high-score")).toHaveText("0");
    const status = page.getByTestId("game-status");
    await page.getByRole("button", { name: "Start" }).click();
    await expect(status).toHaveText("Watch the pattern...");
    // Presses while the pattern plays are ignored.
    await page.getByRole("button", { name: "Red", exact: true }).click({ force: true });
    await expect(status).toHaveText("Watch the pattern...");

    for (let round = 0; round < rounds; round++) {
      const pattern = patterns[round]!;
      await expect(status).toHaveText(`Your turn: 0 of ${pattern.length}`, { timeout: 10_000 });
      for (const color of pattern) await page.getByRole("button", { name: PAD_NAMES[color], exact: true }).click();
      await expect(page.getByTestId("simon-score")).toHaveText(String(round + 1));
    }
    const last = patterns[rounds]!;
    await expect(status).toHaveText(`Your turn: 0 of ${last.length}`, { timeout: 10_000 });
    const wrong = simon.COLORS.find((c) => c !== last[0])!;
    await page.getByRole("button", { name: PAD_NAMES[wrong], exact: true }).click();

    await expect(page.getByTestId("game-message")).toHaveText("Game Over! Final Score: 2");
    await expect(status).toHaveText(newHighScoreStatus(2));
    await expect(page.getByRole("alert").filter({ hasText: newHighScoreAlert(rounds) })).toHaveCount(1);
    await expect(page.getByTestId("simon-high-score")).toHaveText("2");
    expect(await page.evaluate((k) => localStorage.getItem(k), SIMON_HIGH_SCORE_KEY)).toBe("2");
    // The in-page alert and the stored best are the end of the game-over path: a browser dialog
    // from it would have come by now, and would hold the page until answered.
    expect(dialogs).toEqual([]);
  });

  test("a corrupt stored high score reads as 0 and never breaks the game", async ({ page }) => {
    await page.addInitScript((k) => localStorage.setItem(k, "not a number"), SIMON_HIGH_SCORE_KEY);
    await page.goto("/games/simon");
    await hydrated(page);
    await expect(page.getByTestId("simon-high-score")).toHaveText("0");
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.getByTestId("game-status")).toHaveText("Watch the pattern...");
  });
});

test.describe("2048", () => {
  test("plays a seeded game to game over with arrow keys and W A S D, and stores 2048BestScore", async ({ page }) => {
    const seed = 5;
    const plan = game2048Plan(seed);
    // A corrupt stored best reads as 0; the finished game's score replaces it.
    await page.addInitScript((k) => localStorage.setItem(k, "garbage"), BEST_SCORE_KEY);
    await page.goto(`/games/2048?seed=${seed}`);
    await hydrated(page);
    await expect(page.getByTestId("best-2048")).toHaveText("0");
    for (const key of plan.keys) await page.keyboard.press(key);

    const text = `Game Over! Final Score: ${plan.score}`;
    expect(text).toBe(`Game Over! Final Score: ${plan.score}`);
    await expect(page.getByTestId("game-message")).toHaveText(text);
    await expect(page.getByTestId("game-status")).toHaveText(text);
    await expect(page.getByTestId("score-2048")).toHaveText(String(plan.score));
    await expect(page.getByTestId("best-2048")).toHaveText(String(plan.score));
    expect(await page.evaluate((k) => localStorage.getItem(k), BEST_SCORE_KEY)).toBe(String(plan.score));

    // A new game starts at 0 and keeps the stored best.
    await page.getByRole("button", { name: "New Game" }).click();
    await expect(page.getByTestId("score-2048")).toHaveText("0");
    await expect(page.getByTestId("best-2048")).toHaveText(String(plan.score));
  });

  test("a swipe on the board moves the tiles", async ({ page }) => {
    await page.goto("/games/2048?seed=5");
    await hydrated(page);
    const board = page.getByTestId("board-2048");
    const before = await board.innerText();
    const box = (await board.boundingBox())!;
    const y = box.y + box.height / 2;
    // Swipe left, then right: at least one of them changes a fresh board.
    for (const [from, to] of [
      [0.8, 0.2],
      [0.2, 0.8],
    ] as const) {
      await page.mouse.move(box.x + box.width * from, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * to, y, { steps: 5 });
      await page.mouse.up();
    }
    await expect(board).not.toHaveText(before);
    await expect(page.getByTestId("game-status")).not.toHaveText("Moves: 0");
  });
});
