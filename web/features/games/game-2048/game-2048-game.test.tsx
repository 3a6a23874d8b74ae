import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { seededRandom } from "../../../lib/random";
import { createGame, moveBoard, step, type Direction } from "../../../../games/game-2048/engine";
import { KEY_DIRECTIONS } from "../shared/direction-keys";
import { BEST_SCORE_KEY, Game2048, isSavedGame, SAVED_GAME_KEY } from "./game-2048-game";

const SEED = 5;

function renderGame() {
  render(
    <MemoryRouter initialEntries={[`/games/2048?seed=${SEED}`]}>
      <Game2048 />
    </MemoryRouter>,
  );
}

const moves = () => screen.getByTestId("game-status").textContent;

beforeEach(() => localStorage.clear());

describe("2048 view", () => {
  it("moves the board the way of the key pressed: arrow keys and W A S D, either case; other keys do nothing", () => {
    const expected: Record<Direction, string[]> = {
      up: ["ArrowUp", "w", "W"],
      down: ["ArrowDown", "s", "S"],
      left: ["ArrowLeft", "a", "A"],
      right: ["ArrowRight", "d", "D"],
    };
    const directions = Object.keys(expected) as Direction[];
    const boardAfter = (seed: number, direction: Direction) => step(createGame({}, seededRandom(seed)), { type: "move", direction }).board;
    // A deal on which each direction leaves another board, so the board tells which way a key moved it.
    const seed = Array.from({ length: 200 }, (_, s) => s).find((s) => new Set(directions.map((d) => boardAfter(s, d).join())).size === 4)!;
    const pressOnFreshDeal = (key: string) => {
      cleanup();
      localStorage.clear();
      render(
        <MemoryRouter initialEntries={[`/games/2048?seed=${seed}`]}>
          <Game2048 />
        </MemoryRouter>,
      );
      fireEvent.keyDown(window, { key });
      return screen.getAllByRole("cell").map((c) => c.textContent);
    };
    for (const direction of directions) {
      const board = boardAfter(seed, direction).map((v) => (v === 0 ? "empty" : String(v)));
      for (const key of expected[direction]) expect(pressOnFreshDeal(key), key).toEqual(board);
    }
    const dealt = createGame({}, seededRandom(seed)).board.map((v) => (v === 0 ? "empty" : String(v)));
    for (const key of ["x", "Enter", "q", "ArrowUpX"]) expect(pressOnFreshDeal(key), key).toEqual(dealt);
  });

  it("a key that changes the board counts a move; the same keys typed into a field do nothing", () => {
    const { board } = createGame({}, seededRandom(SEED));
    const key = Object.keys(KEY_DIRECTIONS).find((k) => moveBoard(board, KEY_DIRECTIONS[k]!).changed)!;
    renderGame();
    const field = document.body.appendChild(document.createElement("input"));
    fireEvent.keyDown(field, { key });
    expect(moves()).toBe("Moves: 0");
    fireEvent.keyDown(window, { key });
    expect(moves()).toBe("Moves: 1");
    field.remove();
  });

  it("the on-screen arrows move the tiles too", () => {
    const { board } = createGame({}, seededRandom(SEED));
    const direction = (["up", "down", "left", "right"] as const).find((d) => moveBoard(board, d).changed)!;
    renderGame();
    fireEvent.click(screen.getByRole("button", { name: `Move ${direction}` }));
    expect(moves()).toBe("Moves: 1");
  });

  it("draws the move the engine reports: each tile's element slides from its cell, a merge pulses, the spawn grows", () => {
    // A seed whose first move merges, so all three kinds of motion are on screen.
    const seed = Array.from({ length: 200 }, (_, s) => s).find((s) => {
      const { board } = createGame({}, seededRandom(s));
      return moveBoard(board, "left").tiles.some((t) => t.from.length === 2);
    })!;
    const state = createGame({}, seededRandom(seed));
    const moved = step(state, { type: "move", direction: "left" });
    render(
      <MemoryRouter initialEntries={[`/games/2048?seed=${seed}`]}>
        <Game2048 />
      </MemoryRouter>,
    );
    const cellOf = (el: Element) => {
      const [column, row] = [...(el as HTMLElement).style.transform.matchAll(/calc\((\d) \*/g)].map((m) => Number(m[1]));
      return row! * 4 + column!;
    };
    const before = new Map([...document.querySelectorAll(".tile-2048")].map((el) => [cellOf(el), el]));
    expect([...before.keys()].sort((a, b) => a - b)).toEqual(state.board.flatMap((v, i) => (v === 0 ? [] : [i])));
    fireEvent.keyDown(window, { key: "ArrowLeft" });

    const after = [...document.querySelectorAll(".tile-2048")];
    expect(after).toHaveLength(moved.board.filter((v) => v !== 0).length);
    for (const { index, from } of moved.lastMove!) {
      const el = after.find((e) => cellOf(e) === index)!;
      expect(el.getAttribute("data-tile")).toBe(String(moved.board[index]));
      const face = el.firstElementChild!;
      if (from.length === 0) {
        expect(before.has(index) && before.get(index) === el).toBe(false);
        expect(face).toHaveClass("tile-new");
      } else {
        // The same element, now at its new cell: the CSS transition slides it there.
        expect(el).toBe(before.get(from[0]!));
        expect(face.classList.contains("tile-merged")).toBe(from.length === 2);
      }
    }
    // The screen reader's table reads the board after the move.
    const cells = screen.getAllByRole("cell").map((c) => c.textContent);
    expect(cells).toEqual(moved.board.map((v) => (v === 0 ? "empty" : String(v))));
  });

  it("a corrupt stored best reads as 0 without breaking the game", () => {
    localStorage.setItem(BEST_SCORE_KEY, "12abc");
    renderGame();
    expect(screen.getByTestId("best-2048")).toHaveTextContent("0");
    expect(screen.getByRole("table", { name: "2048 board" })).toBeInTheDocument();
  });

  it("shows the stored best when it is higher than this game's score", () => {
    localStorage.setItem(BEST_SCORE_KEY, "5000");
    renderGame();
    expect(screen.getByTestId("best-2048")).toHaveTextContent("5000");
    expect(localStorage.getItem(BEST_SCORE_KEY)).toBe("5000");
  });

  it("saves a game in progress and resumes it on the next visit; a finished or corrupt save is dropped", () => {
    const { board } = createGame({}, seededRandom(SEED));
    const key = Object.keys(KEY_DIRECTIONS).find((k) => moveBoard(board, KEY_DIRECTIONS[k]!).changed)!;
    renderGame();
    fireEvent.keyDown(window, { key });
    const saved = JSON.parse(localStorage.getItem(SAVED_GAME_KEY)!) as unknown;
    expect(isSavedGame(saved)).toBe(true);
    expect(saved).toMatchObject({ moves: 1 });
    cleanup();

    // Without ?seed the page resumes the saved game instead of dealing a new one.
    render(
      <MemoryRouter initialEntries={["/games/2048"]}>
        <Game2048 />
      </MemoryRouter>,
    );
    expect(moves()).toBe("Moves: 1");
    // A resumed game shows its tiles still: the saved last move is not played again.
    expect(document.querySelectorAll(".tile-new, .tile-merged")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "New Game" }));
    expect(localStorage.getItem(SAVED_GAME_KEY)).toBeNull();

    expect(isSavedGame({ ...(saved as object), board: [3, ...Array<number>(15).fill(0)] })).toBe(false);
    expect(isSavedGame({ ...(saved as object), score: -1 })).toBe(false);
    expect(isSavedGame("{}")).toBe(false);
  });

  it("a victory is said once, in the status line, over an uncovered board; Keep Playing and New Game take the arrows' place", () => {
    // A saved game one merge from 2048: 1024 and 1024 side by side.
    const dealt = createGame({}, seededRandom(SEED));
    const board = [1024, 1024, ...Array<number>(14).fill(0)];
    const won = step({ ...dealt, board }, { type: "move", direction: "left" });
    expect(won.won).toBe(true);
    localStorage.setItem(SAVED_GAME_KEY, JSON.stringify({ ...won, lastMove: null }));
    render(
      <MemoryRouter initialEntries={["/games/2048"]}>
        <Game2048 />
      </MemoryRouter>,
    );
    expect(moves()).toBe("You reached 2048! 🎉");
    expect(screen.getAllByText("You reached 2048! 🎉")).toHaveLength(1);
    // The final board is shown, the arrows kept in place but off, the choice among the controls.
    expect(screen.getAllByRole("cell").map((c) => c.textContent)).toContain("2048");
    for (const d of ["up", "down", "left", "right"]) expect(screen.getByRole("button", { name: `Move ${d}` })).toBeDisabled();
    const keep = screen.getByRole("button", { name: "Keep Playing" });
    expect(keep.closest("[data-game-controls]")).not.toBeNull();
    expect(document.activeElement).toBe(keep);
    fireEvent.click(keep);
    expect(screen.queryByRole("button", { name: "Keep Playing" })).toBeNull();
    expect(moves()).toBe("Moves: 1");
    expect(screen.getByRole("button", { name: "Move up" })).toBeEnabled();
    expect(screen.getByRole("button", { name: /New Game/ })).toBeEnabled();
  });
});
