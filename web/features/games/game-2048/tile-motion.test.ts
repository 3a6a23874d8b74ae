import { describe, expect, it } from "vitest";
import { slideTiles, tilesFromBoard, type Tile } from "./tile-motion";

function counter(start = 0) {
  let id = start;
  return () => ++id;
}

// Row 0: 2 2 4 0; a 2 spawns at index 15 after the move.
const BEFORE = [2, 2, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AFTER_LEFT = [4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2];

describe("2048 tile motion", () => {
  it("a slide left keeps each tile's id: the leading 2 merges into a 4 where it stands, the 4 slides from column 2 to 1, and the spawn is new", () => {
    const tiles = tilesFromBoard(BEFORE, counter());
    expect(tiles.map((t) => [t.id, t.value, t.index])).toEqual([
      [1, 2, 0],
      [2, 2, 1],
      [3, 4, 2],
    ]);
    const moved = slideTiles(tiles, AFTER_LEFT, "left", counter(3))!;
    expect(moved).toEqual<Tile[]>([
      { id: 1, value: 4, index: 0, fresh: "merged" },
      { id: 3, value: 4, index: 1, fresh: null },
      { id: 4, value: 2, index: 15, fresh: "new" },
    ]);
  });

  it("a slide right merges from the right edge: 2 2 4 becomes _ _ 4 4 with the 4 staying put", () => {
    const after = [0, 0, 4, 4, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const moved = slideTiles(tilesFromBoard(BEFORE, counter()), after, "right", counter(3))!;
    expect(moved.map((t) => [t.id, t.value, t.index, t.fresh])).toEqual([
      [2, 4, 2, "merged"],
      [3, 4, 3, null],
      [4, 2, 4, "new"],
    ]);
  });

  it("a board the slide cannot make (a new deal) gives null, so the view redraws without motion", () => {
    expect(slideTiles(tilesFromBoard(BEFORE, counter()), [2, ...Array<number>(15).fill(0)], "down", counter(3))).toBeNull();
  });
});
