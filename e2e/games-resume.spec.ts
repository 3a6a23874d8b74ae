import { expect, hydrated, test } from "./fixtures";

/** Decision 027: a 2048 or Sliding Puzzle game in progress survives a reload and resumes where it was. */
test("2048: after a reload the board, score and moves come back, and the game goes on from there", async ({ page }) => {
  await page.goto("/games/2048");
  await hydrated(page);
  const board = page.getByTestId("board-2048");
  const status = page.getByTestId("game-status");
  for (const direction of ["left", "up", "right", "down", "left", "up"]) {
    await page.getByRole("button", { name: `Move ${direction}` }).click();
  }
  await expect(status).not.toHaveText("Moves: 0");
  const cells = () => board.getByRole("cell").allInnerTexts();
  const before = { cells: await cells(), score: await page.getByTestId("score-2048").innerText(), status: await status.innerText() };

  await page.reload();
  await hydrated(page);
  await expect(status).toHaveText(before.status);
  expect(await cells()).toEqual(before.cells);
  await expect(page.getByTestId("score-2048")).toHaveText(before.score);
  const movesBefore = Number(before.status.replace("Moves: ", ""));
  for (const direction of ["left", "up", "right", "down"]) {
    await page.getByRole("button", { name: `Move ${direction}` }).click();
    if ((await status.innerText()) !== before.status) break;
  }
  await expect(status).toHaveText(`Moves: ${movesBefore + 1}`);

  // New Game forgets the saved game: the next reload deals afresh.
  await page.getByRole("button", { name: "New Game" }).click();
  await page.reload();
  await hydrated(page);
  await expect(status).toHaveText("Moves: 0");
});

test("Sliding Puzzle: the tiles and the move count survive a reload", async ({ page }) => {
  await page.goto("/games/sliding");
  await hydrated(page);
  await page.locator('[data-game-board] button[aria-disabled="false"]').first().click();
  await expect(page.getByTestId("sliding-moves")).toHaveText("1");
  const order = () => page.locator("[data-game-board] > *").evaluateAll((els) => els.map((el) => el.textContent ?? ""));
  const before = await order();
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("sliding-moves")).toHaveText("1");
  expect(await order()).toEqual(before);
});
