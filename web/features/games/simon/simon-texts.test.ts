import { describe, expect, it } from "vitest";
import { gameOverText } from "./simon-game";

describe("Simon's texts in English", () => {
  it('end a game with "Game Over! Final Score: {n}"', () => {
    expect(gameOverText(0)).toBe("Game Over! Final Score: 0");
    expect(gameOverText(12)).toBe("Game Over! Final Score: 12");
  });
});
