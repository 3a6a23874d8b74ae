import { describe, expect, it } from "vitest";
import { type GameState, WIN_LINES, createGame, isOver, step } from "./engine";

function play(state: GameState, ...indices: number[]): GameState {
  return indices.reduce((s, index) => step(s, { type: "play", index }), state);
}

/** O's filler moves that never complete a line next to each X line. */
function fillerFor(line: readonly number[]): number[] {
  return [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => !line.includes(i)).slice(0, 2);
}

describe("tic tac toe", () => {
  it("starts empty with X to move", () => {
    const state = createGame();
    expect(state.board).toEqual(Array(9).fill(null));
    expect(state.turn).toBe("X");
    expect(isOver(state)).toBe(false);
  });

  it("alternates turns: after X plays it is O's turn, then X's", () => {
    const state = play(createGame(), 4);
    expect(state.board[4]).toBe("X");
    expect(state.turn).toBe("O");
    expect(play(state, 0).turn).toBe("X");
  });

  it("ignores a filled cell and returns the same state", () => {
    const state = play(createGame(), 4);
    expect(step(state, { type: "play", index: 4 })).toBe(state);
  });

  it("ignores an index outside the board", () => {
    const state = createGame();
    expect(step(state, { type: "play", index: 9 })).toBe(state);
    expect(step(state, { type: "play", index: -1 })).toBe(state);
  });

  it.each(WIN_LINES.map((line) => [line.join(","), line] as const))("X wins on line %s", (_, line) => {
    const [o1, o2] = fillerFor(line);
    const state = play(createGame(), line[0]!, o1!, line[1]!, o2!, line[2]!);
    expect(state.winner).toBe("X");
    expect(state.winningLine).toEqual(line);
    expect(isOver(state)).toBe(true);
  });

  it("O can win", () => {
    // X: 0, 1, 8; O: 3, 4, 5 (middle row)
    const state = play(createGame(), 0, 3, 1, 4, 8, 5);
    expect(state.winner).toBe("O");
  });

  it("a full board without a line is a draw", () => {
    // X O X / X O O / O X X
    const state = play(createGame(), 0, 1, 2, 4, 3, 5, 7, 6, 8);
    expect(state.winner).toBeNull();
    expect(state.draw).toBe(true);
    expect(isOver(state)).toBe(true);
  });

  it("a win on the last cell is a win, not a draw", () => {
    // X O X / O X O / O X X -> X completes the diagonal 0,4,8 with the ninth move
    const state = play(createGame(), 0, 1, 2, 3, 4, 5, 7, 6, 8);
    expect(state.winner).toBe("X");
    expect(state.draw).toBe(false);
  });

  it("locks the board after a win: further moves are ignored", () => {
    const won = play(createGame(), 0, 3, 1, 4, 2);
    expect(step(won, { type: "play", index: 8 })).toBe(won);
  });

  it("locks the board after a draw", () => {
    const drawn = play(createGame(), 0, 1, 2, 4, 3, 5, 7, 6, 8);
    expect(step(drawn, { type: "play", index: 0 })).toBe(drawn);
  });

  it("reset restarts with an empty board and X to move", () => {
    const won = play(createGame(), 0, 3, 1, 4, 2);
    expect(step(won, { type: "reset" })).toEqual(createGame());
  });
});
