import { describe, expect, it } from "vitest";
import { nextRandom, seededRandom } from "./random";
import { advanceTicks, startOrRestart, switchPhase } from "./engine-kit";

describe("engine kit", () => {
  it("nextRandom walks the same sequence as seededRandom for the same seed", () => {
    const reference = seededRandom(1234);
    let state = 1234;
    for (let i = 0; i < 100; i++) {
      const [value, next] = nextRandom(state);
      expect(value).toBe(reference());
      state = next;
    }
  });

  type S = { n: number; events: readonly string[] };
  const tick = (s: S): S => (s.n >= 3 ? s : { n: s.n + 1, events: [`t${s.n + 1}`] });

  it("advanceTicks keeps the events of every tick it ran", () => {
    expect(advanceTicks({ n: 0, events: [] }, 2, tick)).toEqual({ n: 2, events: ["t1", "t2"] });
  });

  it("advanceTicks stops when a tick changes nothing, and returns the same state when none did", () => {
    expect(advanceTicks({ n: 1, events: [] }, 10, tick)).toEqual({ n: 3, events: ["t2", "t3"] });
    const done = { n: 3, events: [] };
    expect(advanceTicks(done, 5, tick)).toBe(done);
  });

  type Game = { phase: "idle" | "running" | "paused" | "over"; events: string[]; rngState: number; score: number };
  const fresh = (rngState: number): Game => ({ phase: "idle", events: ["dealt"], rngState: rngState + 1, score: 0 });

  it("startOrRestart: idle and paused run as they are, a finished game is dealt again from its random state, a running one is unchanged", () => {
    const paused: Game = { phase: "paused", events: ["x"], rngState: 7, score: 5 };
    expect(startOrRestart(paused, fresh)).toEqual({ phase: "running", events: [], rngState: 7, score: 5 });
    expect(startOrRestart({ ...paused, phase: "idle" }, fresh)).toEqual({ phase: "running", events: [], rngState: 7, score: 5 });
    expect(startOrRestart({ ...paused, phase: "over" }, fresh)).toEqual({ phase: "running", events: ["dealt"], rngState: 8, score: 0 });
    const running: Game = { ...paused, phase: "running" };
    expect(startOrRestart(running, fresh)).toBe(running);
  });

  it("switchPhase moves only from the given phase, clearing events, and returns the same state otherwise", () => {
    const running: Game = { phase: "running", events: ["hit"], rngState: 1, score: 3 };
    expect(switchPhase(running, "running", "paused")).toEqual({ ...running, phase: "paused", events: [] });
    const over: Game = { ...running, phase: "over" };
    expect(switchPhase(over, "running", "paused")).toBe(over);
  });
});
