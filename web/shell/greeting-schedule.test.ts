import { describe, expect, it } from "vitest";
import { GREETINGS } from "../content/greetings";
import { greetingAt, timeOfDay } from "./greeting-schedule";

const at = (h: number, m = 0) => new Date(2025, 0, 1, h, m, 0);

describe("greeting schedule", () => {
  it("has four groups of seven entries", () => {
    expect(Object.keys(GREETINGS).sort()).toEqual(["afternoon", "evening", "morning", "night"]);
    for (const group of Object.values(GREETINGS)) expect(group).toHaveLength(7);
  });

  it.each([
    [4, 59, "night"],
    [5, 0, "morning"],
    [11, 59, "morning"],
    [12, 0, "afternoon"],
    [16, 59, "afternoon"],
    [17, 0, "evening"],
    [20, 59, "evening"],
    [21, 0, "night"],
    [0, 0, "night"],
  ] as const)("%i:%i is %s", (h, m, expected) => {
    expect(timeOfDay(at(h, m))).toBe(expected);
  });

  it("walks through the group's entries and wraps after seven", () => {
    const morning = GREETINGS.morning;
    expect(greetingAt(at(8), 0).greeting).toBe(morning[0]!.greeting);
    expect(greetingAt(at(8), 6).greeting).toBe(morning[6]!.greeting);
    expect(greetingAt(at(8), 7).greeting).toBe(morning[0]!.greeting);
  });

  it("re-evaluates the time of day on each rotation", () => {
    expect(greetingAt(at(11, 59), 3).timeOfDay).toBe("morning");
    expect(greetingAt(at(12, 0), 4).timeOfDay).toBe("afternoon");
    expect(greetingAt(at(12, 0), 4).greeting).toBe(GREETINGS.afternoon[4]!.greeting);
  });
});
