/**
 * Daily challenge, turn games (issue 22): each plays a real run of today's deal in the page,
 * submits it through the dialog, finds the verified score on today's board, and the same run
 * tampered is refused by the server.
 */
import * as memory from "../games/memory/engine";
import type * as simon from "../games/simon/engine";
import * as sliding from "../games/sliding/engine";
import { playMemory, playSimon } from "../games/challenge/play-bots";
import { seededRandom } from "../games/shared/random";
import { expectAccepted, expectOnBoard, expectTamperingRefused, nickname, openChallenge, seedOf, submitInDialog } from "./challenge-helpers";
import { expect, test } from "./fixtures";
import { game2048Plan, playChallenge2048 } from "./game-helpers";

/** The arrow that slides the tile at `tile` into the blank at `blank` (its neighbour). */
function arrowMoving(blank: number, tile: number): string {
  if (tile === blank + 3) return "ArrowUp";
  if (tile === blank - 3) return "ArrowDown";
  return tile === blank + 1 ? "ArrowLeft" : "ArrowRight";
}

test.describe("daily challenge: turn games", () => {
  test("2048: a run played with the keys is verified, on the board, and refused when tampered", async ({ page, request }) => {
    const t = await openChallenge(page, "2048");
    const plan = game2048Plan(seedOf(t, "2048"));
    await playChallenge2048(page, seedOf(t, "2048"), plan.keys);
    const name = nickname("2048");
    const sent = await submitInDialog(page, name);
    await expectAccepted(sent);
    await expectOnBoard(page, name, plan.score, "points");
    const body = sent.postDataJSON();
    expect(body.log.moves).toHaveLength(plan.moves);
    await expectTamperingRefused(request, body, (log) => ({ moves: [...(log.moves as string[]), "left"] }));
  });

  test("Sliding Puzzle: solved by a few taps and the arrow keys, scored in moves", async ({ page, request }) => {
    const t = await openChallenge(page, "sliding");
    let state = sliding.createGame({}, seededRandom(seedOf(t, "sliding")));
    const values = [...state.shuffleMoves].reverse();
    for (const [i, value] of values.entries()) {
      const index = state.tiles.indexOf(value);
      // The first moves by tap; the rest by arrow key (the tile moves the arrow's way), which is faster.
      if (i < 3) await page.getByRole("button", { name: `Tile ${value}`, exact: true }).click();
      else await page.keyboard.press(arrowMoving(state.tiles.indexOf(0), index));
      state = sliding.step(state, { type: "move", index });
    }
    const name = nickname("sliding");
    const sent = await submitInDialog(page, name);
    await expectAccepted(sent);
    await expectOnBoard(page, name, values.length, values.length === 1 ? "move" : "moves");
    await expectTamperingRefused(request, sent.postDataJSON(), (log) => ({ moves: [...(log.moves as number[]), 0] }));
  });

  test("Memory: pairs found after one miss, nine moves", async ({ page, request }) => {
    const t = await openChallenge(page, "memory");
    const { log, score } = playMemory(seedOf(t, "memory"));
    expect(score).toBe(9);
    for (let i = 0; i < log.flips.length; i++) {
      await page.locator(`[data-cell="${log.flips[i]}"]`).click();
      // Each pair resolves on the view's timer before the next flip counts.
      if (i % 2 === 1) await expect(page.locator('[data-state="up"]')).toHaveCount(0, { timeout: memory.MISMATCH_DELAY_MS + 5_000 });
    }
    const name = nickname("memory");
    const sent = await submitInDialog(page, name);
    await expectAccepted(sent);
    await expectOnBoard(page, name, 9, "moves");
    await expectTamperingRefused(request, sent.postDataJSON(), (l) => ({ flips: [...(l.flips as number[]), 0] }));
  });

  test("Simon: two rounds repeated, then a wrong pad", async ({ page, request }) => {
    const t = await openChallenge(page, "simon");
    const { log, score } = playSimon(seedOf(t, "simon"), 2);
    expect(score).toBe(2);
    await page.getByRole("button", { name: "Start" }).click();
    let at = 0;
    for (let round = 1; round <= 3; round++) {
      await expect(page.getByTestId("game-status")).toHaveText(`Your turn: 0 of ${round}`, { timeout: 10_000 });
      const presses = round < 3 ? round : 1;
      for (let k = 0; k < presses; k++) await page.getByRole("button", { name: log.presses[at++]!.replace(/^./, (c) => c.toUpperCase()), exact: true }).click();
    }
    const name = nickname("simon");
    const sent = await submitInDialog(page, name);
    await expectAccepted(sent);
    await expectOnBoard(page, name, score, "points");
    await expectTamperingRefused(request, sent.postDataJSON(), (l) => ({ presses: [...(l.presses as simon.Color[]), "red"] }));
  });
});
