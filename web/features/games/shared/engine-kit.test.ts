import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../lib/random";
import { advanceTicks, nextRandom } from "./engine-kit";

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
});
