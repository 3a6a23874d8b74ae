import { describe, expect, it } from "vitest";
import { connect4Messages, fullColumnMessage } from "./connect4-game";

describe("Connect Four's texts in English", () => {
  it("end a round with the draw line and our win and loss lines, and name a full column from 1", () => {
    const t = connect4Messages.get();
    expect(t.win).toBe("You win!");
    expect(t.lose).toBe("AI wins!");
    expect(t.draw).toBe("It's a Draw! Try again!");
    expect(fullColumnMessage(0)).toBe("Column 1 is full!");
  });
});
