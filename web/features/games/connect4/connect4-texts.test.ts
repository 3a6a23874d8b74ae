import { describe, expect, it } from "vitest";
import { createGame, roundMessage } from "../../../../games/connect4/engine";
import { seededRandom } from "../../../../games/shared/random";
import { connect4Messages, fullColumnMessage } from "./connect4-game";

describe("Connect Four's texts in English", () => {
  it("end a round as the engine does, and name a full column from 1", () => {
    const state = createGame({}, seededRandom(1));
    const t = connect4Messages.get();
    expect(t.win).toBe(roundMessage({ ...state, winner: "player" }));
    expect(t.lose).toBe(roundMessage({ ...state, winner: "ai" }));
    expect(t.draw).toBe(roundMessage({ ...state, draw: true }));
    expect(fullColumnMessage(0)).toBe("Column 1 is full!");
  });
});
