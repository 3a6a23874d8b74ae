/**
 * Helpers for the game specs. Moves for seeded games are computed in Node with the same engines
 * and seeds the pages use (`?seed=N`), so a browser test can play to a known end.
 */
import type { Page } from "@playwright/test";
import { hydrated, shellExtrasLoaded } from "./fixtures";
import { seededRandom, randomInt } from "../games/shared/random";
import * as connect4 from "../games/connect4/engine";
import * as game2048 from "../games/game-2048/engine";

/** Player columns for one Connect Four round that ends the way `want` says, against the seeded AI. */
export function connect4Plan(seed: number, want: "player" | "ai"): { columns: number[]; final: connect4.GameState } {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const pick = seededRandom(attempt);
    let state = connect4.createGame({}, seededRandom(seed));
    const columns: number[] = [];
    while (!connect4.isOver(state)) {
      // To win: take a win, else block, else random. To lose: play at random and never block.
      const column =
        (want === "player" ? (connect4.findWinningColumn(state.board, "player") ?? connect4.findWinningColumn(state.board, "ai")) : null) ?? randomColumn(state.board, pick);
      columns.push(column);
      state = connect4.step(state, { type: "drop", column });
      if (!connect4.isOver(state)) state = connect4.step(state, { type: "aiMove" });
    }
    if (state.winner === want) return { columns, final: state };
  }
  throw new Error(`No Connect Four plan for seed ${seed}`);
}

function randomColumn(board: readonly connect4.Cell[], random: () => number): number {
  const legal = connect4.legalColumns(board);
  return legal[randomInt(random, legal.length)]!;
}

const KEYS: Readonly<Record<game2048.Direction, readonly string[]>> = {
  up: ["ArrowUp", "w"],
  down: ["ArrowDown", "s"],
  left: ["ArrowLeft", "a"],
  right: ["ArrowRight", "d"],
};

/** Keys (arrows and W A S D) that play a seeded 2048 game to game over, and its final score. */
export function game2048Plan(seed: number): { keys: string[]; score: number; moves: number } {
  const pick = seededRandom(seed + 1);
  let state = game2048.createGame({}, seededRandom(seed));
  const keys: string[] = [];
  while (!game2048.isOver(state)) {
    const directions = (["left", "down", "right", "up"] as const).filter((d) => game2048.moveBoard(state.board, d).changed);
    const direction = directions[randomInt(pick, directions.length)]!;
    keys.push(KEYS[direction][keys.length % 2]!);
    state = game2048.step(state, { type: "move", direction });
    if (game2048.showVictory(state)) throw new Error("This seed reaches 2048; pick another");
  }
  return { keys, score: state.score, moves: state.moves };
}

const clockInstalled = new WeakSet<Page>();

/**
 * Opens a game page with a fake clock that stands still once the page has hydrated, so game
 * timers fire only when the test calls page.clock.runFor().
 *
 * The clock is paused only once the toaster (loaded when the page is idle) is on the page: React
 * reveals a lazily loaded component after a 300 ms throttle timer, and a paused clock would hold
 * that timer, and so the game's first toast, for ever.
 */
export async function openWithPausedClock(page: Page, path: string): Promise<void> {
  // A page opened again in the same test: the clock an earlier call paused would hold the new
  // page's idle work (and so its toaster) for ever; let it run until the new page is ready.
  if (clockInstalled.has(page)) await page.clock.resume();
  else await page.clock.install();
  clockInstalled.add(page);
  await page.goto(path);
  await hydrated(page);
  await shellExtrasLoaded(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
