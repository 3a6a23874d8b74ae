import { describe, expect, it } from "vitest";
import { resultText } from "./pong-game";

describe("Pong's texts in English", () => {
  it("end a match with the AI's line or the player's, first to 5", () => {
    expect(resultText("ai")).toBe("AI wins! Try again!");
    expect(resultText("player")).toBe("You win! 🏆 First to 5!");
  });
});
