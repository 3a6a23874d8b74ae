import { describe, expect, it } from "vitest";
import { gameOverText } from "./flappy-game";
import { flappyMessages } from "./texts";

describe("Flappy's texts in English", () => {
  it("end a round with the practice line at score 0 and the final score otherwise", () => {
    const t = flappyMessages.get();
    expect(gameOverText(t, 0)).toBe("Oops! Try again — practice makes perfect!");
    expect(gameOverText(t, 7)).toBe("Game Over! Final Score: 7");
  });
});
