import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import { type Cell, type GameState, COLUMNS, ROWS, chooseAiColumn, createGame, emptyBoard, findWinningColumn, isOver, landingRow, step, winningLineThrough } from "./engine";

/** Six rows of seven, top row first: P player, A ai, . empty. */
function parse(...rows: string[]): Cell[] {
  expect(rows).toHaveLength(ROWS);
  return rows.flatMap((row) => [...row].map((ch): Cell => (ch === "P" ? "player" : ch === "A" ? "ai" : null)));
}

function withBoard(board: Cell[], turn: GameState["turn"] = "player", seed = 1): GameState {
  return { ...createGame({}, seededRandom(seed)), board, turn };
}

const at = (row: number, column: number) => row * COLUMNS + column;

const FULL_NO_FOUR = ["PPAAPPA", "AAPPAAP", "PPAAPPA", "AAPPAAP", "PPAAPPA", "AAPPAAP"];

describe("connect four board", () => {
  it("is 6 rows by 7 columns: the first disc in the 7th column lands in the 42nd cell", () => {
    expect(emptyBoard()).toHaveLength(42);
    expect(step(createGame({}, seededRandom(1)), { type: "drop", column: 6 }).lastMove).toBe(41);
  });

  it("a disc falls to the lowest empty row", () => {
    const state = step(createGame({}, seededRandom(1)), { type: "drop", column: 3 });
    expect(state.board[at(5, 3)]).toBe("player");
    expect(state.lastMove).toBe(at(5, 3));
    expect(landingRow(state.board, 3)).toBe(4);
  });

  it("finds a horizontal win", () => {
    const board = parse(".......", ".......", ".......", ".......", ".......", ".PPPP..");
    expect(winningLineThrough(board, at(5, 2))).toEqual([at(5, 1), at(5, 2), at(5, 3), at(5, 4)]);
  });

  it("finds a vertical win", () => {
    const board = parse(".......", ".......", "...A...", "...A...", "...A...", "...A...");
    expect(winningLineThrough(board, at(2, 3))).toEqual([at(2, 3), at(3, 3), at(4, 3), at(5, 3)]);
  });

  it("finds a diagonal win rising to the right", () => {
    const board = parse(".......", ".......", "...P...", "..PA...", ".PAA...", "PAAA...");
    expect(winningLineThrough(board, at(5, 0))).toEqual([at(2, 3), at(3, 2), at(4, 1), at(5, 0)]);
  });

  it("finds a diagonal win falling to the right", () => {
    const board = parse(".......", ".......", "A......", "PA.....", "PPA....", "PPPA...");
    expect(winningLineThrough(board, at(4, 2))).toEqual([at(2, 0), at(3, 1), at(4, 2), at(5, 3)]);
  });

  it("three in a row is not a win, and lines do not wrap across rows", () => {
    expect(winningLineThrough(parse(".......", ".......", ".......", ".......", ".......", "PPP...."), at(5, 0))).toBeNull();
    // Columns 5, 6 of row 4 and columns 0, 1 of row 5 are consecutive indices, not a line.
    expect(winningLineThrough(parse(".......", ".......", ".......", ".......", ".....PP", "PP....."), at(5, 0))).toBeNull();
  });
});

describe("connect four rounds", () => {
  it("the player moves first, then the turn passes to the AI", () => {
    const state = createGame({}, seededRandom(1));
    expect(state.turn).toBe("player");
    expect(step(state, { type: "drop", column: 0 }).turn).toBe("ai");
  });

  it("ignores a drop while it is the AI's turn, and aiMove on the player's turn", () => {
    const state = createGame({}, seededRandom(1));
    expect(step(state, { type: "aiMove" })).toBe(state);
    const aiTurn = step(state, { type: "drop", column: 0 });
    expect(step(aiTurn, { type: "drop", column: 1 })).toBe(aiTurn);
    const back = step(aiTurn, { type: "aiMove" });
    expect(back.turn).toBe("player");
    expect(back.board.filter((cell) => cell === "ai")).toHaveLength(1);
  });

  it("refuses a full column and a column off the board", () => {
    const state = withBoard(parse("P......", "A......", "P......", "A......", "P......", "A......"));
    expect(landingRow(state.board, 0)).toBeNull();
    expect(step(state, { type: "drop", column: 0 })).toBe(state);
    expect(step(state, { type: "drop", column: 7 })).toBe(state);
    expect(step(state, { type: "drop", column: -1 })).toBe(state);
  });

  it("the player's fourth disc wins the round, counts it and locks the board", () => {
    const state = withBoard(parse(".......", ".......", ".......", ".......", "AAA....", "PPP...."));
    const won = step(state, { type: "drop", column: 3 });
    expect(won.winner).toBe("player");
    expect(won.playerWins).toBe(1);
    expect(won.winningCells).toEqual([at(5, 0), at(5, 1), at(5, 2), at(5, 3)]);
    expect(isOver(won)).toBe(true);
    expect(step(won, { type: "drop", column: 4 })).toBe(won);
    expect(step(won, { type: "aiMove" })).toBe(won);
  });

  it("the AI's winning move ends the round as an AI win", () => {
    const state = withBoard(parse(".......", ".......", ".......", ".......", "PP.P...", "AAA.P.."), "ai");
    const lost = step(state, { type: "aiMove" });
    expect(lost.winner).toBe("ai");
    expect(lost.aiWins).toBe(1);
  });

  it("the AI takes its own win before blocking the player", () => {
    // Both can win: the AI in column 3 of the bottom row, the player on top of column 6.
    const board = parse(".......", ".......", ".......", "......P", "......P", "AAA...P");
    expect(findWinningColumn(board, "ai")).toBe(3);
    expect(findWinningColumn(board, "player")).toBe(6);
    expect(chooseAiColumn(board, seededRandom(1))).toBe(3);
  });

  it("the AI blocks the player's winning move when it cannot win", () => {
    const board = parse(".......", ".......", ".......", "P......", "P......", "PA.A...");
    expect(findWinningColumn(board, "ai")).toBeNull();
    for (let seed = 0; seed < 20; seed++) expect(chooseAiColumn(board, seededRandom(seed))).toBe(0);
    const state = step(withBoard(board, "ai"), { type: "aiMove" });
    expect(state.board[at(2, 0)]).toBe("ai");
    expect(isOver(state)).toBe(false);
  });

  it("with no win or block the AI picks a random legal column, never a full one", () => {
    const board = parse("A......", "P......", "A......", "P......", "A......", "P......");
    const seen = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      const column = chooseAiColumn(board, seededRandom(seed));
      expect(column).not.toBeNull();
      expect(column).not.toBe(0);
      seen.add(column!);
    }
    expect([...seen].toSorted()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a full board with no four in a row is a draw: "It\'s a Draw! Try again!"', () => {
    const full = parse(...FULL_NO_FOUR);
    expect(full.some((_, i) => winningLineThrough(full, i))).toBe(false);
    const lastCellOpen = full.slice();
    lastCellOpen[at(0, 0)] = null;
    const drawn = step(withBoard(lastCellOpen), { type: "drop", column: 0 });
    expect(drawn.draw).toBe(true);
    expect(drawn.winner).toBeNull();
    expect(isOver(drawn)).toBe(true);
    expect(drawn.playerWins + drawn.aiWins).toBe(0);
  });

  it("newRound clears the board and keeps the win counters; reset clears them", () => {
    const won = step(withBoard(parse(".......", ".......", ".......", ".......", "AAA....", "PPP....")), {
      type: "drop",
      column: 3,
    });
    const next = step(won, { type: "newRound" });
    expect(next.board).toEqual(emptyBoard());
    expect(next).toMatchObject({ turn: "player", winner: null, draw: false, playerWins: 1, aiWins: 0 });
    expect(step(next, { type: "reset" })).toMatchObject({ playerWins: 0, aiWins: 0, board: emptyBoard() });
  });

  it("whole rounds of random play against the AI always end in a win or a draw", () => {
    for (let seed = 0; seed < 50; seed++) {
      const random = seededRandom(1000 + seed);
      let state = createGame({}, seededRandom(seed));
      for (let turn = 0; turn < 42 && !isOver(state); turn++) {
        if (state.turn === "player") {
          const open = [0, 1, 2, 3, 4, 5, 6].filter((c) => landingRow(state.board, c) !== null);
          state = step(state, { type: "drop", column: open[Math.floor(random() * open.length)]! });
        } else {
          state = step(state, { type: "aiMove" });
        }
      }
      expect(isOver(state)).toBe(true);
      expect(state.winner !== null || state.draw).toBe(true);
    }
  });
});
