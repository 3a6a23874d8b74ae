import { describe, expect, it } from "vitest";
import { createGame } from "../../../../games/tictactoe/engine";
import { statusOf, tictactoeMessages } from "./tictactoe-game";

describe("Tic Tac Toe's status line in English", () => {
  it("says whose turn it is, who won, or that it is a draw, in the site's words", () => {
    const t = tictactoeMessages.get();
    const state = createGame();
    expect(statusOf(t, state)).toBe("Player X's turn");
    expect(statusOf(t, { ...state, turn: "O" })).toBe("Player O's turn");
    expect(statusOf(t, { ...state, winner: "O" })).toBe("Player O wins!");
    expect(statusOf(t, { ...state, draw: true })).toBe("It's a draw!");
  });
});
