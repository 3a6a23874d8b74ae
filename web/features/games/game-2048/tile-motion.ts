/**
 * Where each 2048 tile came from, for the slide and merge animation (STYLE.md: gabrielecirulli/2048
 * tiles remember `previousPosition` and `mergedFrom`). The engine stays a board of numbers; the
 * view derives the motion from the board before and after a move, the way the engine slides a line.
 */
import { lines as lineIndices, type Direction } from "../../../../games/game-2048/engine";

export type Tile = {
  /** Stable across moves, so the same element slides to its new cell. */
  id: number;
  value: number;
  /** Board index, row-major. */
  index: number;
  /** "new": spawned by this move; "merged": two tiles became this one. */
  fresh: "new" | "merged" | null;
};


/** Every tile of a board, without motion (a new deal, a resumed game). */
export function tilesFromBoard(board: readonly number[], nextId: () => number): Tile[] {
  return board.flatMap((value, index) => (value === 0 ? [] : [{ id: nextId(), value, index, fresh: null }]));
}

/**
 * The tiles after sliding `previous` towards `direction`, given the resulting board (with its
 * spawned tile). Null when the board is not what that slide makes (the caller then redraws).
 * Tiles come back ordered by id, so elements are never reordered (a moved node would lose its transition).
 */
export function slideTiles(previous: readonly Tile[], board: readonly number[], direction: Direction, nextId: () => number): Tile[] | null {
  const at = new Map(previous.map((tile) => [tile.index, tile]));
  const out: Tile[] = [];
  for (const line of lineIndices(direction)) {
    const tiles = line.flatMap((index) => at.get(index) ?? []);
    let k = 0;
    for (let i = 0; i < tiles.length; i++, k++) {
      const tile = tiles[i]!;
      const merges = tiles[i + 1]?.value === tile.value;
      // The leading tile carries the merge (and slides); its partner disappears into it.
      out.push({ id: tile.id, value: merges ? tile.value * 2 : tile.value, index: line[k]!, fresh: merges ? "merged" : null });
      if (merges) i++;
    }
  }
  if (out.some((tile) => board[tile.index] !== tile.value)) return null;
  const taken = new Set(out.map((tile) => tile.index));
  board.forEach((value, index) => {
    if (value !== 0 && !taken.has(index)) out.push({ id: nextId(), value, index, fresh: "new" });
  });
  if (out.length !== board.filter((value) => value !== 0).length) return null;
  return out.sort((a, b) => a.id - b.id);
}
