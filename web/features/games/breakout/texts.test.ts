import { describe, expect, it } from "vitest";
import { breakoutGameOverMessage, breakoutLifeLostText } from "./breakout-game";

describe("Breakout's texts in English", () => {
  it("say the site's wording, numbers as plain digits", () => {
    expect(breakoutLifeLostText(2)).toBe("Life lost! 2 remaining!");
    expect(breakoutGameOverMessage(1234)).toBe("Game Over! Final Score: 1234");
  });
});
