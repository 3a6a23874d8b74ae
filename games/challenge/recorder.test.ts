import { describe, expect, it } from "vitest";
import * as snake from "../snake/engine";
import { seededRandom } from "../shared/random";
import { REAL_TIME_RULES } from "./real-time-games";
import { emptyRealTimeLog, recordRealTime } from "./recorder";
import { replayRun } from "./replay";

describe("recording a real-time run as the page plays it", () => {
  it("counts the ticks that ran (an advance stops at game over), keeps accepted inputs only, and replays to the same score", () => {
    const seed = 99;
    let state = REAL_TIME_RULES.snake.begin(seed);
    let log = emptyRealTimeLog();
    const feed = (event: { input: unknown } | { ticks: number }) => ({ state, log } = recordRealTime("snake", state, log, event));
    feed({ ticks: 3 });
    feed({ input: "right" }); // already going right: refused by the engine, not logged
    feed({ input: "down" });
    feed({ ticks: 2 });
    feed({ input: "up" }); // the opposite of "down": refused
    feed({ input: "right" });
    feed({ ticks: 500 }); // runs into the wall and stops there
    expect(snake.isOver(state)).toBe(true);
    expect(log.inputs).toEqual([
      [3, "down"],
      [5, "right"],
    ]);
    expect(log.endTick).toBeLessThan(500);
    feed({ input: "down" }); // after game over: nothing is logged
    expect(log.inputs).toHaveLength(2);
    expect(replayRun("snake", seed, log)).toMatchObject({ ok: true, score: state.score, ticks: log.endTick });
    // The same deal the page shows: the recorder and the view start from createGame with the seed.
    expect(snake.createGame({}, seededRandom(seed)).rngState).toBe(REAL_TIME_RULES.snake.begin(seed).rngState);
  });
});
