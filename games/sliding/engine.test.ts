import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import { type GameState, SOLVED, canMoveTile, createGame, isOver, isSolved, neighbours, shuffleTiles, step } from "./engine";

/** The check a shuffle must pass: on a 3-wide board a layout is solvable exactly when its tiles (blank left out) have an even number of inversions. */
function isSolvable(tiles: readonly number[]): boolean {
  const values = tiles.filter((value) => value !== 0);
  let inversions = 0;
  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      if (values[i]! > values[j]!) inversions++;
    }
  }
  return inversions % 2 === 0;
}

function newGame(seed = 1): GameState {
  return createGame({}, seededRandom(seed));
}

function moveTile(state: GameState, value: number): GameState {
  return step(state, { type: "move", index: state.tiles.indexOf(value) });
}

function solveByReplay(state: GameState): GameState {
  return state.shuffleMoves.toReversed().reduce(moveTile, state);
}

function solvedExceptLastMove(): GameState {
  // Blank at index 7, 8 at index 8: moving the 8 solves it.
  return { ...newGame(), tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8], moves: 0 };
}

describe("sliding puzzle", () => {
  it("shuffles with 100 legal moves from solved", () => {
    const state = newGame();
    expect(state.shuffleMoves).toHaveLength(100);
    expect(state.tiles.toSorted()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(state.moves).toBe(0);
    expect(isSolved(state.tiles)).toBe(false);
  });

  it("every shuffled deal is solvable, over 500 seeds", () => {
    for (let seed = 0; seed < 500; seed++) {
      const state = newGame(seed);
      expect(isSolvable(state.tiles)).toBe(true);
      expect(isSolved(state.tiles)).toBe(false);
    }
  });

  it("replaying the shuffle backwards solves the puzzle in 100 moves", () => {
    for (let seed = 0; seed < 20; seed++) {
      const solved = solveByReplay(newGame(seed));
      expect(solved.tiles).toEqual(SOLVED);
      expect(isOver(solved)).toBe(true);
      expect(solved.moves).toBe(100);
    }
  });

  it("the shuffle never undoes the move it just made", () => {
    const { shuffleMoves } = shuffleTiles(100, seededRandom(3));
    shuffleMoves.forEach((value, i) => expect(value).not.toBe(shuffleMoves[i - 1]));
  });

  it("the same seed deals the same puzzle", () => {
    expect(newGame(42).tiles).toEqual(newGame(42).tiles);
  });

  it("checks solvability by inversion parity", () => {
    expect(isSolvable(SOLVED)).toBe(true);
    expect(isSolvable([2, 1, 3, 4, 5, 6, 7, 8, 0])).toBe(false); // one swapped pair
    expect(isSolvable([1, 2, 3, 4, 5, 6, 8, 7, 0])).toBe(false);
    expect(isSolvable([8, 7, 6, 5, 4, 3, 2, 1, 0])).toBe(true); // 28 inversions
  });

  it("only tiles next to the blank move", () => {
    // Blank in the centre: 1 3 5 7 are next to it; corners are not.
    const state: GameState = { ...newGame(), tiles: [1, 2, 3, 4, 0, 5, 6, 7, 8], moves: 0 };
    expect(neighbours(4).toSorted()).toEqual([1, 3, 5, 7]);
    for (const index of [1, 3, 5, 7]) expect(canMoveTile(state.tiles, index)).toBe(true);
    for (const index of [0, 2, 6, 8]) {
      expect(canMoveTile(state.tiles, index)).toBe(false);
      expect(step(state, { type: "move", index })).toBe(state);
    }
    const moved = step(state, { type: "move", index: 1 });
    expect(moved.tiles).toEqual([1, 0, 3, 4, 2, 5, 6, 7, 8]);
    expect(moved.moves).toBe(1);
  });

  it("ignores the blank itself and indices off the board", () => {
    const state = newGame();
    expect(step(state, { type: "move", index: state.tiles.indexOf(0) })).toBe(state);
    expect(step(state, { type: "move", index: 9 })).toBe(state);
  });

  it("neighbours do not wrap around rows", () => {
    expect(neighbours(2).toSorted()).toEqual([1, 5]);
    expect(neighbours(3).toSorted()).toEqual([0, 4, 6]);
  });

  it("is solved when in order, and then ignores moves", () => {
    const solved = moveTile(solvedExceptLastMove(), 8);
    expect(solved.tiles).toEqual(SOLVED);
    expect(isOver(solved)).toBe(true);
    expect(solved.moves).toBe(1);
    expect(step(solved, { type: "move", index: 7 })).toBe(solved);
  });

  it("newGame deals a fresh shuffled puzzle with 0 moves", () => {
    const state = moveTile(solvedExceptLastMove(), 8);
    const fresh = step(state, { type: "newGame" });
    expect(fresh.moves).toBe(0);
    expect(fresh.shuffleMoves).toHaveLength(100);
    expect(isSolved(fresh.tiles)).toBe(false);
    expect(solveByReplay(fresh).tiles).toEqual(SOLVED);
  });

  it("a shorter shuffle can be asked for, and newGame keeps it", () => {
    const state = createGame({ shuffleCount: 4 }, seededRandom(1));
    expect(state.shuffleMoves).toHaveLength(4);
    expect(step(state, { type: "newGame" }).shuffleMoves).toHaveLength(4);
  });
});
