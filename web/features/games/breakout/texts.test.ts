import { describe, expect, it } from "vitest";
import { breakoutLifeLostMessage } from "../../../../games/breakout/engine";
import { breakoutGameOverMessage, breakoutLifeLostText } from "./breakout-game";

describe("Breakout's texts in English", () => {
  it("say what the engine and the spec's wording say, numbers as the engine writes them", () => {
    expect(breakoutLifeLostText(2)).toBe(breakoutLifeLostMessage(2));
    expect(breakoutGameOverMessage(1234)).toBe("Game Over! Final Score: 1234");
  });
});
