import { describe, expect, it } from "vitest";
import { snakeMessages } from "./texts";

describe("Snake's texts in English", () => {
  it("end a game by the engine's death reason in the site's words", () => {
    const t = snakeMessages.get();
    expect(t.wall).toBe("Game Over! Better luck next time!");
    expect(t.self).toBe("Oops! You hit yourself! Try again!");
  });
});
