import { describe, expect, it } from "vitest";
import { panelChanged, type RunView } from "./run-view";

const playing: RunView = { phase: "playing", run: 1, token: "t", score: 0, log: null, seal: null, problem: null, attemptsLeft: 4 };

describe("what renders the challenge panel again", () => {
  it("not a real-time run's log and score growing with each tick while it plays", () => {
    const log = { inputs: [], endTick: 40 } as unknown as RunView["log"];
    expect(panelChanged(playing, { ...playing, score: 3, log })).toBe(false);
  });

  it("a new phase, run, seal, problem or count of attempts left, and the final score and log once the run is over", () => {
    expect(panelChanged(null, playing)).toBe(true);
    expect(panelChanged(playing, { ...playing, phase: "over" })).toBe(true);
    expect(panelChanged(playing, { ...playing, run: 2 })).toBe(true);
    expect(panelChanged(playing, { ...playing, seal: { status: "sending" } })).toBe(true);
    expect(panelChanged(playing, { ...playing, problem: "Offline" })).toBe(true);
    expect(panelChanged(playing, { ...playing, attemptsLeft: 3 })).toBe(true);
    const over: RunView = { ...playing, phase: "over" };
    expect(panelChanged(over, { ...over, score: 7 })).toBe(true);
  });
});
