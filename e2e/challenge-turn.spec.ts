/**
 * Daily challenge, turn games, on a phone's screen: each run starts on the server; 2048, Memory
 * and Simon show the server's view of their hidden deal and send every move as it is played;
 * Sliding deals the start answer's seed. Each is played at a person's pace (the server holds or
 * refuses machine-fast play), submitted through the dialog, found on today's board, and counts once.
 */
import type { Page } from "@playwright/test";
import type { ChallengeMovesResponse } from "../contracts/challenge";
import * as g2048 from "../games/game-2048/engine";
import type * as memory from "../games/memory/engine";
import { seededRandom } from "../games/shared/random";
import * as simon from "../games/simon/engine";
import * as sliding from "../games/sliding/engine";
import { PHONE, expectOnBoard, expectRanked, expectSentOnce, nextStart, nickname, openChallenge, submitInDialog, think } from "./challenge-helpers";
import { personSlidingSolution } from "./challenge-plans";
import { expect, test } from "./fixtures";

test.use({ viewport: PHONE });

/** The arrow that slides the tile at `tile` into the blank at `blank` (its neighbour). */
function arrowMoving(blank: number, tile: number): string {
  if (tile === blank + 3) return "ArrowUp";
  if (tile === blank - 3) return "ArrowDown";
  return tile === blank + 1 ? "ArrowLeft" : "ArrowRight";
}

/**
 * The test's own choices (which move, how long to think) come from this fixed seed, so a run that
 * fails can be played again the same way; the deal is the server's, the same for the whole day.
 */
const SEED = 20_481;
const ARROWS: Readonly<Record<g2048.Direction, string>> = { up: "ArrowUp", down: "ArrowDown", left: "ArrowLeft", right: "ArrowRight" };
const padName = (color: simon.Color) => color.replace(/^./, (c) => c.toUpperCase());

/** The latest view the server answered for the page's moves. */
function watchViews(page: Page): { latest: () => unknown } {
  let latest: unknown = null;
  page.on("response", (response) => {
    if (response.url().endsWith("/api/challenge/runs/moves") && response.status() === 200)
      void response
        .json()
        .then((body: ChallengeMovesResponse) => (latest = body.view))
        .catch(() => undefined);
  });
  return { latest: () => latest };
}

test.describe("daily challenge: turn games", () => {
  test("2048: the board is the server's view, each move goes to the server, and a run played to the end is ranked", async ({ page, request }) => {
    test.setTimeout(120_000);
    const { started } = await openChallenge(page, "2048");
    const run = await started;
    // No seed reaches the page: the coming tiles stay on the server.
    expect(run.seed).toBeNull();
    const view = run.view as g2048.GameState;
    expect(view.rngState).toBe(0);
    const cells = page.getByTestId("board-2048").getByRole("cell");
    const boardOf = async () => (await cells.allTextContents()).map((t) => (t.trim() === "empty" ? 0 : Number(t.trim())));
    await expect.poll(boardOf).toEqual(view.board);

    const random = seededRandom(SEED);
    const status = page.getByTestId("game-status");
    let moves = 0;
    while (!(await status.textContent())!.startsWith("Game Over")) {
      const board = await boardOf();
      const open = (["left", "down", "right", "up"] as const).filter((d) => g2048.moveBoard(board, d).changed);
      await think(random, 70, 25);
      await page.keyboard.press(ARROWS[open[Math.floor(random() * open.length)]!]);
      moves++;
      // The new tile comes with the server's answer.
      await expect(status).toHaveText(new RegExp(`^(Moves: ${moves}|Game Over.*)$`));
    }
    const score = Number(await page.getByTestId("score-2048").textContent());
    const name = nickname("2048");
    const sent = await submitInDialog(page, name);
    await expectRanked(sent);
    const body = sent.postDataJSON();
    expect(body.log.moves).toHaveLength(moves);
    expect(body.log.at).toHaveLength(moves);
    await expectOnBoard(page, name, score, score === 1 ? "point" : "points");
    await expectSentOnce(request, body);
  });

  test("Sliding Puzzle: dealt from the run's seed, solved by taps and arrow keys, scored in moves", async ({ page, request }) => {
    test.setTimeout(120_000);
    const { started } = await openChallenge(page, "sliding");
    const run = await started;
    let state = sliding.createGame({}, seededRandom(run.seed!));
    // The board shows the run's deal before the first move.
    for (const [index, value] of state.tiles.entries())
      if (value !== 0) await expect(page.getByRole("button", { name: `Tile ${value}`, exact: true })).toHaveAttribute("data-position", String(index));
    const random = seededRandom(run.seed!);
    const solution = personSlidingSolution(run.seed!);
    for (const [i, index] of solution.entries()) {
      await think(random, 260, 120);
      // The first moves by tap, the rest by arrow key (the tile moves the arrow's way).
      if (i < 3) await page.getByRole("button", { name: `Tile ${state.tiles[index]}`, exact: true }).click();
      else await page.keyboard.press(arrowMoving(state.tiles.indexOf(0), index));
      state = sliding.step(state, { type: "move", index });
    }
    const name = nickname("sliding");
    const sent = await submitInDialog(page, name);
    await expectRanked(sent);
    await expectOnBoard(page, name, solution.length, solution.length === 1 ? "move" : "moves");
    await expectSentOnce(request, sent.postDataJSON());
  });

  test("Memory: a card's face comes from the server when it is flipped; every pair found is ranked in moves", async ({ page, request }) => {
    test.setTimeout(90_000);
    const { started } = await openChallenge(page, "memory");
    const run = await started;
    // No face reaches the page before its card is turned.
    expect((run.view as memory.GameState).cards.every((card) => card.symbol === "")).toBe(true);
    const card = (i: number) => page.locator(`[data-cell="${i}"]`);
    const faces = new Map<number, string>();
    const matched = new Set<number>();
    const random = seededRandom(SEED);
    let moves = 0;
    // A person checks a few cards seen before instead of trusting their memory at once: with
    // perfect recall alone, one deal in eleven ends in fewer moves than the server ranks unseen.
    let checks = 0;
    const flip = async (i: number) => {
      await think(random, 260, 140);
      await card(i).click();
      await expect(card(i)).toHaveAttribute("data-state", /up|matched/);
      const label = (await card(i).getAttribute("aria-label"))!;
      faces.set(i, label.replace(/^Card \d+: /, "").replace(/, matched$/, ""));
      return faces.get(i)!;
    };
    while (matched.size < 16) {
      const known = [...faces].filter(([i]) => !matched.has(i));
      const differing = known.find(([, s]) => s !== known[0]?.[1]);
      if (checks < 4 && differing) {
        await flip(known[0]![0]);
        await flip(differing[0]);
        moves++;
        checks++;
        await expect(page.locator('[data-state="up"]')).toHaveCount(0, { timeout: 5_000 });
        continue;
      }
      const pair = known.find(([i, s]) => known.some(([j, t]) => j !== i && t === s));
      const first = pair ? pair[0] : [...Array(16).keys()].find((i) => !faces.has(i))!;
      const face = await flip(first);
      const partner = [...faces].find(([i, s]) => i !== first && s === face && !matched.has(i))?.[0];
      const second = partner ?? [...Array(16).keys()].find((i) => i !== first && !faces.has(i))!;
      const other = await flip(second);
      moves++;
      if (other === face) matched.add(first).add(second);
      // The pair resolves on the page's timer before the next flip counts.
      await expect(page.locator('[data-state="up"]')).toHaveCount(0, { timeout: 5_000 });
    }
    const name = nickname("memory");
    const sent = await submitInDialog(page, name);
    await expectRanked(sent);
    await expectOnBoard(page, name, moves, "moves");
    await expectSentOnce(request, sent.postDataJSON());
  });

  test("Simon: Start begins the run; each round's next colour comes from the server after the round is repeated", async ({ page, request }) => {
    test.setTimeout(60_000);
    await openChallenge(page, "simon");
    const views = watchViews(page);
    const started = nextStart(page);
    await page.getByRole("button", { name: "Start", exact: true }).click();
    const run = await started;
    let pattern = (run.view as simon.GameState).pattern;
    expect(pattern).toHaveLength(1);
    const random = seededRandom(SEED);
    const status = page.getByTestId("game-status");
    for (let round = 1; round <= 3; round++) {
      await expect(status).toHaveText(`Your turn: 0 of ${round}`, { timeout: 10_000 });
      if (round === 3) {
        await think(random, 500, 250);
        await page.getByRole("button", { name: padName(simon.COLORS.find((c) => c !== pattern[0])!), exact: true }).click();
        break;
      }
      for (const color of pattern) {
        await think(random, 420, 220);
        await page.getByRole("button", { name: padName(color), exact: true }).click();
      }
      await expect(status).toHaveText("Watch the pattern...");
      await expect.poll(() => (views.latest() as simon.GameState | null)?.pattern.length).toBe(round + 1);
      pattern = (views.latest() as simon.GameState).pattern;
    }
    const name = nickname("simon");
    const sent = await submitInDialog(page, name);
    await expectRanked(sent);
    await expectOnBoard(page, name, 2, "points");
    await expectSentOnce(request, sent.postDataJSON());
  });
});
