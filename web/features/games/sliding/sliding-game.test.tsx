import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../lib/random";
import { createGame } from "../../../../games/sliding/engine";
import { PRERENDER_SEED } from "../shared/use-game";
import { SlidingGame, keepDeal, solvedMessage, tileForArrow } from "./sliding-game";

// 1 2 3 / 4 _ 5 / 6 7 8: the blank in the middle.
const MIDDLE = [1, 2, 3, 4, 0, 5, 6, 7, 8];

describe("sliding puzzle keys", () => {
  it("an arrow slides the tile on the far side of the blank in the arrow's direction", () => {
    expect(tileForArrow(MIDDLE, "ArrowUp")).toBe(7);
    expect(tileForArrow(MIDDLE, "ArrowDown")).toBe(1);
    expect(tileForArrow(MIDDLE, "ArrowLeft")).toBe(5);
    expect(tileForArrow(MIDDLE, "ArrowRight")).toBe(3);
  });

  it("does nothing when no tile is on that side, or for other keys", () => {
    const corner = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    expect(tileForArrow(corner, "ArrowUp")).toBeNull();
    expect(tileForArrow(corner, "ArrowLeft")).toBeNull();
    expect(tileForArrow(corner, "Enter")).toBeNull();
  });

  it("the page answers arrow keys and counts the move", () => {
    const seed = 3;
    const { tiles } = createGame({}, seededRandom(seed));
    render(
      <MemoryRouter initialEntries={[`/games/sliding?seed=${seed}`]}>
        <SlidingGame />
      </MemoryRouter>,
    );
    const key = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].find((k) => tileForArrow(tiles, k) !== null)!;
    const moved = tiles[tileForArrow(tiles, key)!]!;
    fireEvent.keyDown(window, { key });
    expect(screen.getByTestId("sliding-moves")).toHaveTextContent("1");
    expect(screen.getByRole("button", { name: `Tile ${moved}` })).toHaveAttribute("data-position", String(tiles.indexOf(0)));
  });

  it("keeps the prerendered deal after hydration when there is no saved game and no seed", () => {
    localStorage.clear();
    const prerendered = createGame({}, seededRandom(PRERENDER_SEED));
    render(
      <MemoryRouter initialEntries={["/games/sliding"]}>
        <SlidingGame />
      </MemoryRouter>,
    );
    for (const [position, tile] of prerendered.tiles.entries()) {
      if (tile !== 0) expect(screen.getByRole("button", { name: `Tile ${tile}` })).toHaveAttribute("data-position", String(position));
    }
    const fresh = createGame({}, seededRandom(9));
    expect(keepDeal(prerendered, fresh)).toEqual({ ...prerendered, rngState: fresh.rngState });
  });

  it("says how many moves the solve took", () => {
    expect(solvedMessage(42)).toBe("🎉 Solved in 42 moves!");
  });
});
