/**
 * The fewest moves that solve a 3x3 sliding puzzle, for the human envelope (envelope.ts): one
 * breadth-first search from the solved board over all 181,440 reachable layouts, made on first use
 * and kept (a 362,880-byte table, about 100 ms once per replay worker), then a look-up per run.
 */
import { neighbours, SOLVED } from "../sliding/engine";

const CELLS = 9;
const LAYOUTS = 362_880; // 9!
const UNSEEN = 255;
const FACTORIALS = [40320, 5040, 720, 120, 24, 6, 2, 1, 1];

/** A layout's index among the 9! orders of its tiles (its Lehmer code). */
function rank(tiles: ArrayLike<number>): number {
  let index = 0;
  for (let i = 0; i < CELLS; i++) {
    let smaller = 0;
    for (let j = i + 1; j < CELLS; j++) if (tiles[j]! < tiles[i]!) smaller++;
    index += smaller * FACTORIALS[i]!;
  }
  return index;
}

let table: Uint8Array | null = null;

function distances(): Uint8Array {
  if (table) return table;
  const found = new Uint8Array(LAYOUTS).fill(UNSEEN);
  // The queue holds layouts as 9 bytes each; 181,440 of them fit.
  const queue = new Uint8Array((LAYOUTS / 2) * CELLS);
  queue.set(SOLVED, 0);
  found[rank(SOLVED)] = 0;
  let head = 0;
  let tail = 1;
  const layout = new Uint8Array(CELLS);
  while (head < tail) {
    const at = head * CELLS;
    layout.set(queue.subarray(at, at + CELLS));
    head++;
    const depth = found[rank(layout)]!;
    const blank = layout.indexOf(0);
    for (const index of neighbours(blank)) {
      layout[blank] = layout[index]!;
      layout[index] = 0;
      const key = rank(layout);
      if (found[key] === UNSEEN) {
        found[key] = depth + 1;
        queue.set(layout, tail * CELLS);
        tail++;
      }
      layout[index] = layout[blank]!;
      layout[blank] = 0;
    }
  }
  table = found;
  return found;
}

/** The fewest moves from `tiles` to the solved board; null for a layout that cannot be solved. */
export function fewestSlidingMoves(tiles: readonly number[]): number | null {
  if (tiles.length !== CELLS) return null;
  const moves = distances()[rank(tiles)]!;
  return moves === UNSEEN ? null : moves;
}
