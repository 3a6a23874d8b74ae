import { describe, expect, it } from "vitest";
import { gridNeighbour } from "./grid-keys";

describe("arrow keys on a game board", () => {
  it("move one cell in the arrow's direction on a 3x3 board", () => {
    expect(gridNeighbour(4, "ArrowUp", 3, 9)).toBe(1);
    expect(gridNeighbour(4, "ArrowDown", 3, 9)).toBe(7);
    expect(gridNeighbour(4, "ArrowLeft", 3, 9)).toBe(3);
    expect(gridNeighbour(4, "ArrowRight", 3, 9)).toBe(5);
  });

  it("stop at the edges instead of wrapping to the next row", () => {
    expect(gridNeighbour(0, "ArrowUp", 3, 9)).toBeNull();
    expect(gridNeighbour(3, "ArrowLeft", 3, 9)).toBeNull();
    expect(gridNeighbour(5, "ArrowRight", 3, 9)).toBeNull();
    expect(gridNeighbour(13, "ArrowDown", 4, 16)).toBeNull();
  });

  it("ignore other keys", () => {
    expect(gridNeighbour(4, "Enter", 3, 9)).toBeNull();
  });
});
