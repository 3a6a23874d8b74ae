import { describe, expect, it } from "vitest";
import { timeUpText } from "./whack-game";

describe("Whack-a-Mole's texts in English", () => {
  it('end a round with "Time\'s up! Final Score: {n}"', () => {
    expect(timeUpText(12)).toBe("Time's up! Final Score: 12");
  });
});
