import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { connect4Plan, openWithPausedClock } from "./game-helpers";
import { seededRandom } from "../games/shared/random";
import { AI_DELAY_MS } from "../games/connect4/engine";
import { END_MESSAGE_DELAY_MS } from "../web/features/games/connect4/connect4-game";
import * as sliding from "../games/sliding/engine";
import { solvedMessage } from "../web/features/games/sliding/sliding-game";

const cell = (page: Page, index: number) => page.getByRole("button", { name: new RegExp(`^Row ${Math.floor(index / 3) + 1}, column ${(index % 3) + 1}:`) });

async function playTicTacToe(page: Page, cells: number[]) {
  for (const index of cells) await cell(page, index).click();
}

test.describe("tic tac toe", () => {
  test('X wins on the top row: "Player X wins!", the board locks, Reset restarts', async ({ page }) => {
    await page.goto("/games/tictactoe?seed=1");
    await hydrated(page);
    const status = page.getByTestId("game-status");
    await expect(status).toHaveText("Player X's turn");
    await cell(page, 0).click();
    await expect(status).toHaveText("Player O's turn");
    await cell(page, 0).click({ force: true }); // a filled cell is ignored
    await expect(status).toHaveText("Player O's turn");
    await playTicTacToe(page, [3, 1, 4, 2]);
    await expect(status).toHaveText("Player X wins!");
    await cell(page, 8).click({ force: true }); // locked after the end
    await expect(page.getByRole("button", { name: "Row 3, column 3: empty" })).toBeVisible();
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(status).toHaveText("Player X's turn");
    await expect(page.getByRole("button", { name: /: empty$/ })).toHaveCount(9);
  });

  test('a full board without a line: "It\'s a draw!"', async ({ page }) => {
    await page.goto("/games/tictactoe?seed=1");
    await hydrated(page);
    // X O X / X O O / O X X
    await playTicTacToe(page, [0, 1, 2, 4, 3, 5, 7, 6, 8]);
    await expect(page.getByTestId("game-status")).toHaveText("It's a draw!");
  });

  test("plays by keyboard: arrow keys walk the board and Enter marks a cell", async ({ page }) => {
    await page.goto("/games/tictactoe");
    await hydrated(page);
    await cell(page, 0).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Row 2, column 2: X" })).toBeFocused();
    await expect(page.getByTestId("game-status")).toHaveText("Player O's turn");
  });
});

test.describe("sliding puzzle", () => {
  test("solves the seeded puzzle by replaying its shuffle backwards; moves and best are shown", async ({ page }) => {
    test.setTimeout(90_000); // about a hundred clicks on a busy machine
    const seed = 11;
    const deal = sliding.createGame({}, seededRandom(seed));
    expect(deal.shuffleMoves).toHaveLength(sliding.SHUFFLE_MOVES);
    await page.goto(`/games/sliding?seed=${seed}`);
    await hydrated(page);
    const tiles = page.getByRole("group", { name: "Sliding puzzle" }).getByRole("button");
    await expect(tiles).toHaveText(deal.tiles.filter((t) => t !== 0).map(String));

    // A tile away from the blank does not move.
    const stuck = deal.tiles.findIndex((t, i) => t !== 0 && !sliding.canMoveTile(deal.tiles, i));
    await page.getByRole("button", { name: `Tile ${deal.tiles[stuck]}`, exact: true }).click({ force: true });
    await expect(page.getByTestId("sliding-moves")).toHaveText("0");

    const solution = deal.shuffleMoves.toReversed();
    for (const tile of solution) await page.getByRole("button", { name: `Tile ${tile}`, exact: true }).click();
    await expect(tiles).toHaveText(["1", "2", "3", "4", "5", "6", "7", "8"]);
    await expect(page.getByTestId("game-message")).toHaveText(solvedMessage(solution.length));
    await expect(page.getByTestId("sliding-moves")).toHaveText(String(solution.length));
    await expect(page.getByTestId("sliding-best")).toHaveText(String(solution.length));
  });
});

test.describe("connect four", () => {
  async function playRound(page: Page, columns: number[]) {
    for (const column of columns) {
      await page.getByRole("button", { name: new RegExp(`^Column ${column + 1}:`) }).click();
      await page.clock.runFor(AI_DELAY_MS);
      await expect(page.getByTestId("game-status")).not.toHaveText("The AI is thinking...");
    }
  }

  test("the player (blue) wins against the seeded AI; the win counter counts it", async ({ page }) => {
    const seed = 5;
    const plan = connect4Plan(seed, "player");
    await openWithPausedClock(page, `/games/connect4?seed=${seed}`);
    await expect(page.getByTestId("game-status")).toHaveText("Your turn: drop a blue disc");
    await playRound(page, plan.columns);
    await page.clock.runFor(END_MESSAGE_DELAY_MS);
    await expect(page.getByTestId("game-message")).toHaveText("You win!");
    await expect(page.getByTestId("connect4-player-wins")).toHaveText("1");
    await expect(page.getByTestId("connect4-ai-wins")).toHaveText("0");
    for (const index of plan.final.winningCells!) {
      await expect(page.getByTestId(`connect4-cell-${index}`)).toHaveAttribute("data-disc", "player");
    }
    // The board is locked until a new round.
    const discs = await page.locator('[data-disc="empty"]').count();
    await page.keyboard.press(String((plan.final.winningCells![0]! % 7) + 1));
    await page.clock.runFor(AI_DELAY_MS);
    await expect(page.locator('[data-disc="empty"]')).toHaveCount(discs);
    await page.getByRole("button", { name: "New Round" }).click();
    await expect(page.locator('[data-disc="empty"]')).toHaveCount(42);
    await expect(page.getByTestId("connect4-player-wins")).toHaveText("1");
  });

  test("the AI (red) replies after 0.5 s and can win; the AI counter counts it", async ({ page }) => {
    const seed = 5;
    const plan = connect4Plan(seed, "ai");
    await openWithPausedClock(page, `/games/connect4?seed=${seed}`);
    await page.getByRole("button", { name: new RegExp(`^Column ${plan.columns[0]! + 1}:`) }).click();
    await expect(page.getByTestId("game-status")).toHaveText("The AI is thinking...");
    await page.clock.runFor(499);
    await expect(page.locator('[data-disc="ai"]')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator('[data-disc="ai"]')).toHaveCount(1);
    await playRound(page, plan.columns.slice(1));
    await page.clock.runFor(END_MESSAGE_DELAY_MS);
    await expect(page.getByTestId("game-message")).toHaveText("AI wins!");
    await expect(page.getByTestId("connect4-ai-wins")).toHaveText("1");
    await expect(page.getByTestId("connect4-player-wins")).toHaveText("0");
    await page.getByRole("button", { name: "Reset Scores" }).click();
    await expect(page.getByTestId("connect4-ai-wins")).toHaveText("0");
  });
});
