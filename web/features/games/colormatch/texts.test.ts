import { describe, expect, it } from "vitest";
import { colorMatchMessages } from "./texts";

describe("Color Match's texts in English", () => {
  it("say the site's words for a wrong answer and for the end of a round", () => {
    const t = colorMatchMessages.get();
    expect(t.wrong).toBe("Wrong! Focus on the word's color!");
    expect(t.timeUp({ score: 9 })).toBe("Time's up! Final Score: 9");
  });
});
