/**
 * The turn-based games' runs for e2e/games-screens.spec.ts: each from its first move to its end
 * (and the control that starts the next round), planned in Node with the games' engines and the
 * seeds the pages are opened with. Every tap and wait checks the screen (each game's Play).
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { connect4Plan, game2048Plan } from "./game-helpers";
import { seededRandom } from "../games/shared/random";
import * as connect4 from "../games/connect4/engine";
import * as memory from "../games/memory/engine";
import * as simon from "../games/simon/engine";
import * as sliding from "../games/sliding/engine";
import * as typing from "../games/typing/engine";
import { END_MESSAGE_DELAY_MS } from "../web/features/games/connect4/connect4-game";
import { GAME_MESSAGE_MS } from "../web/features/games/shared/game-message";

/** What a game's run can do; every call checks the screen afterwards. */
export type Play = {
  page: Page;
  /** Taps the centre of `selector` (inside the game screen), then checks the screen. */
  tap: (selector: string, step: string) => Promise<void>;
  /** Runs the paused clock `ms` in steps of `every`, checking the screen after each. */
  wait: (ms: number, step: string, every?: number) => Promise<void>;
  check: (step: string) => Promise<void>;
  shot: (moment: "start" | "mid" | "end") => Promise<void>;
};
export type Script = { seed: number; play: (p: Play) => Promise<void> };

export const message = (page: Page) => page.getByTestId("game-message");
export const DIRECTION: Readonly<Record<string, string>> = { ArrowUp: "up", w: "up", ArrowDown: "down", s: "down", ArrowLeft: "left", a: "left", ArrowRight: "right", d: "right" };
/** Long enough for a game's message to come and go. */
export const AFTER_MESSAGE = GAME_MESSAGE_MS + 100;

/** The fewest tile moves (tile values, in order) that solve a sliding-puzzle deal: a breadth-first search. */
export function slidingSolution(tiles: readonly number[]): number[] {
  const goal = "1,2,3,4,5,6,7,8,0";
  const from = new Map<string, { prev: string; tile: number } | null>([[tiles.join(","), null]]);
  const queue = [tiles.join(",")];
  for (let i = 0; i < queue.length; i++) {
    const key = queue[i]!;
    if (key === goal) break;
    const cells = key.split(",").map(Number);
    const blank = cells.indexOf(0);
    for (const next of [blank - 3, blank + 3, blank % 3 > 0 ? blank - 1 : -1, blank % 3 < 2 ? blank + 1 : -1]) {
      if (next < 0 || next > 8) continue;
      const moved = cells.slice();
      [moved[blank], moved[next]] = [cells[next]!, 0];
      const nextKey = moved.join(",");
      if (from.has(nextKey)) continue;
      from.set(nextKey, { prev: key, tile: cells[next]! });
      queue.push(nextKey);
    }
  }
  const moves: number[] = [];
  for (let step = from.get(goal); step; step = from.get(step.prev)) moves.unshift(step.tile);
  return moves;
}

export const TURN_BASED_SCRIPTS = {
  tictactoe: {
    seed: 1,
    play: async (p) => {
      for (const [i, cell] of [0, 3, 1, 4, 2].entries()) {
        await p.tap(`[data-game-board] button[data-cell="${cell}"]`, `${i % 2 ? "O" : "X"} in cell ${cell}`);
        if (i === 0) await p.shot("start");
        if (i === 2) await p.shot("mid");
      }
      await expect(p.page.getByTestId("game-status")).toHaveText(/X wins/);
      await p.shot("end");
      await p.tap('[data-game-controls] button:has-text("Reset")', "Reset");
    },
  },
  memory: {
    seed: 21,
    play: async (p) => {
      const { cards } = memory.createGame({}, seededRandom(21));
      const pairs = memory.SYMBOLS.map((symbol) => cards.flatMap((c, i) => (c.symbol === symbol ? [i] : [])));
      const flip = (i: number) => p.tap(`[data-game-board] button[data-cell="${i}"]`, `flip card ${i + 1}`);
      await flip(pairs[0]![0]!);
      await p.shot("start");
      await flip(pairs[1]![0]!);
      await p.wait(memory.MISMATCH_DELAY_MS, "a mismatch turns back");
      for (const [n, [a, b]] of pairs.entries()) {
        await flip(a!);
        await flip(b!);
        await p.wait(memory.MATCH_DELAY_MS, `pair ${n + 1} matched`, memory.MATCH_DELAY_MS);
        if (n === 3) await p.shot("mid");
      }
      await expect(message(p.page)).toContainText(`All ${memory.PAIRS} pairs found`);
      await p.check("all pairs found");
      await p.shot("end");
      await p.wait(AFTER_MESSAGE, "after the result");
      await p.tap('[data-game-controls] button:has-text("New Game")', "New Game");
    },
  },
  rps: {
    seed: 8,
    play: async (p) => {
      for (const [i, choice] of ["Rock", "Paper", "Scissors"].entries()) {
        await p.tap(`[data-game-controls] button:has-text("${choice}")`, `pick ${choice}`);
        if (i === 0) await p.shot("start");
        await p.wait(1500, `the computer thinks, round ${i + 1}`);
        await expect(p.page.getByTestId("rps-round")).toHaveText(String(i + 1));
        if (i === 1) await p.shot("mid");
      }
      await p.shot("end");
      await p.tap('[data-game-controls] button:has-text("New Game")', "New Game");
    },
  },
  simon: {
    seed: 3,
    play: async (p) => {
      let state = simon.step(simon.createGame({}, seededRandom(3)), { type: "start" });
      await p.tap('[data-game-controls] button:has-text("Start")', "Start");
      for (let round = 1; round <= 4; round++) {
        await p.wait(simon.patternShowMs(state.pattern.length), `round ${round}: the pattern plays`, 250);
        if (round === 1) await p.shot("start");
        if (round === 3) await p.shot("mid");
        state = simon.step(state, { type: "patternShown" });
        const colors = round < 4 ? state.pattern : [simon.COLORS.find((c) => c !== state.pattern[0])!];
        for (const color of colors) {
          await p.tap(`[data-game-board] button[aria-label="${color[0]!.toUpperCase()}${color.slice(1)}"]`, `round ${round}: press ${color}`);
          state = simon.step(state, { type: "press", color });
        }
      }
      await expect(message(p.page)).toHaveText("Game Over! Final Score: 3");
      await p.check("game over (a wrong pad)");
      await p.shot("end");
      await p.wait(AFTER_MESSAGE, "after the game-over message");
      await p.tap('[data-game-controls] button:has-text("Play Again")', "Play Again");
    },
  },
  "2048": {
    seed: 2,
    play: async (p) => {
      const plan = game2048Plan(2);
      for (const [i, key] of plan.keys.entries()) {
        await p.tap(`[data-game-controls] button[aria-label="Move ${DIRECTION[key]}"]`, `move ${i + 1} (${DIRECTION[key]})`);
        if (i === 0) await p.shot("start");
        if (i === Math.floor(plan.keys.length / 2)) await p.shot("mid");
      }
      await expect(message(p.page)).toContainText(String(plan.score));
      await p.check("game over");
      await p.shot("end");
      await p.wait(AFTER_MESSAGE, "after the game-over message");
      await p.tap('[data-game-controls] button:has-text("New Game")', "New Game");
    },
  },
  typing: {
    seed: 4,
    play: async (p) => {
      const { target } = typing.createGame({}, seededRandom(4));
      await p.tap("[data-game-board] input", "tap the field");
      for (let at = 0; at < target.length; at += 8) {
        await p.page.keyboard.type(target.slice(at, at + 8));
        await p.check(`typed ${Math.min(at + 8, target.length)} of ${target.length} characters`);
        if (at === 0) await p.shot("start");
        if (at === 16) await p.shot("mid");
        await p.page.clock.runFor(1000);
      }
      await expect(message(p.page)).toContainText("Finished!");
      await p.check("finished");
      await p.shot("end");
      await p.wait(AFTER_MESSAGE, "after the result");
      await p.tap('[data-game-controls] button:has-text("New Sentence")', "New Sentence");
    },
  },
  sliding: {
    seed: 3,
    play: async (p) => {
      const moves = slidingSolution(sliding.createGame({}, seededRandom(3)).tiles);
      for (const [i, tile] of moves.entries()) {
        await p.tap(`[data-game-board] button[aria-label="Tile ${tile}"]`, `move ${i + 1}: tile ${tile}`);
        if (i === 0) await p.shot("start");
        if (i === Math.floor(moves.length / 2)) await p.shot("mid");
      }
      await expect(message(p.page)).toHaveText(`🎉 Solved in ${moves.length} moves!`);
      await p.check("solved");
      await p.shot("end");
      await p.wait(AFTER_MESSAGE, "after the result");
      await p.tap('[data-game-controls] button:has-text("New Game")', "New Game");
    },
  },
  connect4: {
    seed: 5,
    play: async (p) => {
      const plan = connect4Plan(5, "player");
      for (const [i, column] of plan.columns.entries()) {
        await p.tap(`[data-game-board] button[data-cell="${column}"]`, `drop in column ${column + 1}`);
        if (i === 0) await p.shot("start");
        if (i === 2) await p.shot("mid");
        if (i < plan.columns.length - 1) await p.wait(connect4.AI_DELAY_MS, `the AI replies to move ${i + 1}`, connect4.AI_DELAY_MS);
      }
      await p.wait(END_MESSAGE_DELAY_MS, "the winning four shows", 500);
      await expect(message(p.page)).toHaveText("You win!");
      await p.check("the result");
      await p.shot("end");
      await p.wait(AFTER_MESSAGE, "after the result");
      await p.tap('[data-game-controls] button:has-text("New Round")', "New Round");
    },
  },
} satisfies Record<string, Script>;
