import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { seededRandom } from "../../../lib/random";
import { createGame, moveBoard, type Direction } from "../../../../games/game-2048/engine";
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
  it("maps arrow keys and W A S D, either case, to the four directions", () => {
    const expected: Record<Direction, string[]> = {
      up: ["ArrowUp", "w", "W"],
      down: ["ArrowDown", "s", "S"],
      left: ["ArrowLeft", "a", "A"],
      right: ["ArrowRight", "d", "D"],
    };
    for (const [direction, keys] of Object.entries(expected)) {
      for (const key of keys) expect(KEY_DIRECTIONS[key]).toBe(direction);
    }
    expect(Object.keys(KEY_DIRECTIONS)).toHaveLength(12);
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
    fireEvent.click(screen.getByRole("button", { name: "New Game" }));
    expect(localStorage.getItem(SAVED_GAME_KEY)).toBeNull();

    expect(isSavedGame({ ...(saved as object), board: [3, ...Array<number>(15).fill(0)] })).toBe(false);
    expect(isSavedGame({ ...(saved as object), score: -1 })).toBe(false);
    expect(isSavedGame("{}")).toBe(false);
  });
});
