import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import { type Direction, type GameState, addRandomTile, canMove, certainMovesAfter, createGame, isOver, moveBoard, showVictory, slideRow, step } from "./engine";

function withBoard(board: number[], seed = 1): GameState {
  return { ...createGame({}, seededRandom(seed)), board };
}

const count = (board: number[]) => board.filter((value) => value !== 0).length;

// prettier-ignore
const STUCK = [
  2, 4, 2, 4,
  4, 2, 4, 2,
  2, 4, 2, 4,
  4, 2, 4, 2,
];

describe("2048 slides and merges", () => {
  it("a tile merges at most once per move: [2,2,2,2] left is [4,4,0,0]", () => {
    expect(slideRow([2, 2, 2, 2])).toEqual({
      row: [4, 4, 0, 0],
      gained: 8,
      from: [
        [0, 1],
        [2, 3],
      ],
    });
  });

  it("the leading pair merges first: [2,2,2,0] left is [4,2,0,0]", () => {
    expect(slideRow([2, 2, 2, 0])).toEqual({ row: [4, 2, 0, 0], gained: 4, from: [[0, 1], [2]] });
  });

  it("two pairs merge separately: [4,4,8,8] left is [8,16,0,0]", () => {
    expect(slideRow([4, 4, 8, 8])).toEqual({
      row: [8, 16, 0, 0],
      gained: 24,
      from: [
        [0, 1],
        [2, 3],
      ],
    });
  });

  it("a merged tile does not merge again: [4,2,2,0] left is [4,4,0,0]", () => {
    expect(slideRow([4, 2, 2, 0])).toEqual({ row: [4, 4, 0, 0], gained: 4, from: [[0], [1, 2]] });
  });

  it("tiles merge across gaps: [2,0,0,2] left is [4,0,0,0]", () => {
    expect(slideRow([2, 0, 0, 2])).toEqual({ row: [4, 0, 0, 0], gained: 4, from: [[0, 3]] });
  });

  it("different tiles only slide: [0,2,0,4] left is [2,4,0,0]", () => {
    expect(slideRow([0, 2, 0, 4])).toEqual({ row: [2, 4, 0, 0], gained: 0, from: [[1], [3]] });
  });

  // prettier-ignore
  const board = [
    2, 2, 0, 4,
    0, 0, 0, 0,
    2, 0, 0, 4,
    0, 0, 0, 8,
  ];

  it("moves left, right, up and down along the right lines", () => {
    // prettier-ignore
    expect(moveBoard(board, "left").board).toEqual([
      4, 4, 0, 0,
      0, 0, 0, 0,
      2, 4, 0, 0,
      8, 0, 0, 0,
    ]);
    // prettier-ignore
    expect(moveBoard(board, "right").board).toEqual([
      0, 0, 4, 4,
      0, 0, 0, 0,
      0, 0, 2, 4,
      0, 0, 0, 8,
    ]);
    // prettier-ignore
    expect(moveBoard(board, "up").board).toEqual([
      4, 2, 0, 8,
      0, 0, 0, 8,
      0, 0, 0, 0,
      0, 0, 0, 0,
    ]);
    // prettier-ignore
    expect(moveBoard(board, "down").board).toEqual([
      0, 0, 0, 0,
      0, 0, 0, 0,
      0, 0, 0, 8,
      4, 2, 0, 8,
    ]);
    expect(moveBoard(board, "up").gained).toBe(12);
  });

  it("says where each tile went, in board cells: slid from its cell, merged from two, the leading one first", () => {
    const byIndex = (direction: Direction) => moveBoard(board, direction).tiles.sort((a, b) => a.index - b.index);
    // Left: row 0's 2 2 merge at 0 and its 4 slides from 3 to 1; row 2's 2 stays, its 4 slides 11 -> 9.
    expect(byIndex("left")).toEqual([
      { index: 0, from: [0, 1] },
      { index: 1, from: [3] },
      { index: 8, from: [8] },
      { index: 9, from: [11] },
      { index: 12, from: [15] },
    ]);
    // Right merges from the right edge: the 2 nearer it (cell 1) leads the merge.
    expect(byIndex("right")).toEqual([
      { index: 2, from: [1, 0] },
      { index: 3, from: [3] },
      { index: 10, from: [8] },
      { index: 11, from: [11] },
      { index: 15, from: [15] },
    ]);
    // Up: column 0's 2s merge across the gap; column 3's 4 4 merge and the 8 slides up to 7.
    expect(byIndex("up")).toEqual([
      { index: 0, from: [0, 8] },
      { index: 1, from: [1] },
      { index: 3, from: [3, 11] },
      { index: 7, from: [15] },
    ]);
  });
});

describe("2048 game", () => {
  it("starts with 2 random tiles, score 0", () => {
    for (let seed = 0; seed < 50; seed++) {
      const state = createGame({}, seededRandom(seed));
      expect(state.board).toHaveLength(16);
      expect(count(state.board)).toBe(2);
      expect(state.board.filter((v) => v !== 0).every((v) => v === 2 || v === 4)).toBe(true);
      expect(state).toMatchObject({ score: 0, moves: 0, won: false, keepPlaying: false });
    }
  });

  it("a move that changes the board adds one tile, adds merged values to the score and counts", () => {
    // prettier-ignore
    const state = withBoard([
      2, 2, 0, 0,
      0, 0, 0, 0,
      0, 0, 0, 0,
      4, 4, 4, 0,
    ]);
    const next = step(state, { type: "move", direction: "left" });
    expect(next.score).toBe(12);
    expect(next.moves).toBe(1);
    expect(count(next.board)).toBe(4); // 4, 8, 4 plus one new tile
    const spawned = next.board.filter((v, i) => v !== 0 && moveBoard(state.board, "left").board[i] === 0);
    expect(spawned).toHaveLength(1);
    expect([2, 4]).toContain(spawned[0]);
  });

  it("a move reports every tile of the new board: the slide's tiles and the spawn, which came from nowhere", () => {
    // prettier-ignore
    const state = withBoard([
      2, 2, 0, 0,
      0, 0, 0, 0,
      0, 0, 0, 0,
      4, 4, 4, 0,
    ]);
    expect(state.lastMove).toBeNull();
    const next = step(state, { type: "move", direction: "left" });
    const spawned = next.board.findIndex((v, i) => v !== 0 && moveBoard(state.board, "left").board[i] === 0);
    expect(next.lastMove).toEqual([
      { index: 0, from: [0, 1] },
      { index: 12, from: [12, 13] },
      { index: 13, from: [14] },
      { index: spawned, from: [] },
    ]);
    // A new deal has no move to report.
    expect(step(next, { type: "newGame" }).lastMove).toBeNull();
  });

  it("over whole seeded games, each report takes exactly the tiles of the board before to the board after", () => {
    for (let seed = 0; seed < 10; seed++) {
      let state = createGame({}, seededRandom(seed));
      const random = seededRandom(seed + 100);
      const directions = ["left", "up", "right", "down"] as const;
      for (let turn = 0; turn < 200 && !isOver(state); turn++) {
        const next = step(state, { type: "move", direction: directions[Math.floor(random() * 4)]! });
        if (next === state) continue;
        const origins = next.lastMove!;
        // Every tile after the move is reported once, and every tile before is used once.
        expect(origins.map((o) => o.index).sort((a, b) => a - b)).toEqual(next.board.flatMap((v, i) => (v === 0 ? [] : [i])));
        expect(origins.flatMap((o) => o.from).sort((a, b) => a - b)).toEqual(state.board.flatMap((v, i) => (v === 0 ? [] : [i])));
        for (const { index, from } of origins) {
          const value = next.board[index]!;
          if (from.length === 0) expect([2, 4]).toContain(value);
          else for (const cell of from) expect(state.board[cell]).toBe(from.length === 2 ? value / 2 : value);
        }
        expect(origins.filter((o) => o.from.length === 0)).toHaveLength(1);
        state = next.won && !next.keepPlaying ? step(next, { type: "keepPlaying" }) : next;
      }
    }
  });

  it("a move that changes nothing adds no tile, is not counted and returns the same state", () => {
    // prettier-ignore
    const state = withBoard([
      2, 4, 0, 0,
      0, 0, 0, 0,
      0, 0, 0, 0,
      8, 0, 0, 0,
    ]);
    expect(step(state, { type: "move", direction: "left" })).toBe(state);
    expect(step(state, { type: "move", direction: "up" })).not.toBe(state);
  });

  it("spawns a 2 90% and a 4 10% of the time over 10,000 seeded spawns", () => {
    const random = seededRandom(2048);
    const empty = Array.from({ length: 16 }, () => 0);
    let twos = 0;
    for (let i = 0; i < 10_000; i++) {
      const board = addRandomTile(empty, random);
      expect(count(board)).toBe(1);
      if (board.includes(2)) twos++;
    }
    expect(twos / 10_000).toBeGreaterThanOrEqual(0.88);
    expect(twos / 10_000).toBeLessThanOrEqual(0.92);
  });

  it("spawns only on empty cells, spread over all of them", () => {
    const random = seededRandom(5);
    const board = [2, 0, 4, 0, 8, 0, 16, 0, 32, 0, 64, 0, 128, 0, 256, 0];
    const hit = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const next = addRandomTile(board, random);
      const cell = next.findIndex((v, k) => v !== board[k]);
      expect(board[cell]).toBe(0);
      hit.add(cell);
    }
    expect(hit.size).toBe(8);
  });

  it("the same seed replays the same game", () => {
    const play = (seed: number) => {
      let state = createGame({}, seededRandom(seed));
      for (const direction of ["left", "up", "right", "down", "left", "up"] as const) {
        state = step(state, { type: "move", direction });
      }
      return state;
    };
    expect(play(3)).toEqual(play(3));
  });

  it("a full board with no equal neighbours is game over and ignores moves", () => {
    const state = withBoard(STUCK);
    expect(canMove(STUCK)).toBe(false);
    expect(isOver(state)).toBe(true);
    for (const direction of ["left", "right", "up", "down"] as const) {
      expect(step(state, { type: "move", direction })).toBe(state);
    }
  });

  it("a full board with equal neighbours in a row or a column is not over", () => {
    const rowPair = STUCK.slice();
    rowPair[1] = 2; // next to the 2 at index 0
    expect(isOver(withBoard(rowPair))).toBe(false);
    const columnPair = STUCK.slice();
    columnPair[15] = 4; // below the 4 at index 11
    expect(isOver(withBoard(columnPair))).toBe(false);
  });

  it("a move that fills the board and leaves no equal neighbours ends the game", () => {
    // prettier-ignore
    const state = withBoard([
      0, 2, 4, 8,
      8, 16, 32, 16,
      32, 64, 128, 256,
      64, 128, 256, 512,
    ]);
    expect(isOver(state)).toBe(false);
    const next = step(state, { type: "move", direction: "left" });
    expect(next.board.slice(0, 3)).toEqual([2, 4, 8]);
    expect([2, 4]).toContain(next.board[3]);
    expect(isOver(next)).toBe(true);
    expect(step(next, { type: "move", direction: "right" })).toBe(next);
  });

  it("reaching 2048 sets won and shows the victory once, then play continues", () => {
    const state = withBoard([1024, 1024, 0, 0, ...Array.from({ length: 12 }, () => 0)]);
    const won = step(state, { type: "move", direction: "left" });
    expect(won.board[0]).toBe(2048);
    expect(won.score).toBe(2048);
    expect(won.won).toBe(true);
    expect(showVictory(won)).toBe(true);
    expect(isOver(won)).toBe(false);
    // Moves wait for the player to dismiss the victory.
    expect(step(won, { type: "move", direction: "right" })).toBe(won);
    const going = step(won, { type: "keepPlaying" });
    expect(showVictory(going)).toBe(false);
    const moved = step(going, { type: "move", direction: "right" });
    expect(moved).not.toBe(going);
    expect(moved.won).toBe(true);
    expect(showVictory(moved)).toBe(false);
  });

  it("a second 2048 tile does not show the victory again", () => {
    const board = [2048, 0, 0, 0, 1024, 1024, 0, 0, ...Array.from({ length: 8 }, () => 0)];
    const state: GameState = { ...withBoard(board), won: true, keepPlaying: true };
    const next = step(state, { type: "move", direction: "left" });
    expect(next.board.filter((v) => v === 2048)).toHaveLength(2);
    expect(showVictory(next)).toBe(false);
  });

  it("keepPlaying is ignored when no victory is showing", () => {
    const state = withBoard([2, 0, 0, 0, ...Array.from({ length: 12 }, () => 0)]);
    expect(step(state, { type: "keepPlaying" })).toBe(state);
  });

  it("newGame starts over with 2 tiles and score 0", () => {
    const state = { ...withBoard(STUCK), score: 500, won: true };
    const fresh = step(state, { type: "newGame" });
    expect(count(fresh.board)).toBe(2);
    expect(fresh).toMatchObject({ score: 0, moves: 0, won: false, keepPlaying: false });
  });

  it("certainMovesAfter counts the next moves the board takes whatever tile each move adds", () => {
    // 2 . . . / . . . . / ... : after left (nothing moves, but the test plays it from a board where it does)
    const board = [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    // After left the 2 is in the corner; a new tile anywhere: "right" always moves something (the 2, or the new tile's row).
    expect(certainMovesAfter(board, "left", ["right"])).toBe(1);
    // "left" again is not certain: a new tile may land where nothing can slide left.
    expect(certainMovesAfter(board, "left", ["left", "right"])).toBe(0);
    expect(certainMovesAfter(board, "left", [])).toBe(0);
  });
});
