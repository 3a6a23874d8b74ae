import { describe, expect, it } from "vitest";
import type { ChallengeLog } from "../../contracts/challenge";
import * as breakout from "../breakout/engine";
import * as snake from "../snake/engine";
import { seededRandom } from "../shared/random";
import { CHALLENGE_ADAPTERS } from "./adapters";
import { BREAKOUT_MAX_PADDLE_PX_PER_TICK } from "./human-time";
import { emptyRealTimeRecording, emptyTurnLog, recordMove, recordRealTime, type RealTimeEvent, type RealTimeRecording } from "./recorder";
import { replayRun } from "./replay";

describe("recording a real-time run as the page plays it", () => {
  it("counts the ticks that ran (an advance stops at game over), keeps accepted inputs with their page time, and replays to the same score", () => {
    const seed = 99;
    let state = CHALLENGE_ADAPTERS.snake.begin(seed);
    let recording = emptyRealTimeRecording();
    const feed = (event: RealTimeEvent, at: number) => ({ state, recording } = recordRealTime("snake", state, recording, event, at));
    feed({ ticks: 3 }, 450.4);
    feed({ action: { type: "turn", direction: "right" } }, 470); // already going right: refused by the engine, not logged
    feed({ action: { type: "turn", direction: "down" } }, 480.6);
    feed({ ticks: 2 }, 750);
    feed({ action: { type: "turn", direction: "up" } }, 760); // the opposite of "down": refused
    feed({ action: { type: "pause" } }, 770); // not an input: the view dispatches it itself
    feed({ pause: true }, 800);
    feed({ resume: true }, 5800);
    feed({ action: { type: "turn", direction: "right" } }, 5810);
    feed({ ticks: 500 }, 80_000); // runs into the wall and stops there
    expect(snake.isOver(state)).toBe(true);
    expect(recording.log.inputs).toEqual([
      [3, "down", 481],
      [5, "right", 5810],
    ]);
    expect(recording.log.pauses).toEqual([[800, 5800]]);
    expect(recording.log.endTick).toBeLessThan(500);
    expect(recording.log.endAt).toBe(80_000);
    feed({ action: { type: "turn", direction: "down" } }, 80_010); // after game over: nothing is logged
    expect(recording.log.inputs).toHaveLength(2);
    expect(replayRun("snake", seed, recording.log as ChallengeLog<"snake">)).toMatchObject({ ok: true, score: state.score, ticks: recording.log.endTick });
    // The same deal the page shows: the recorder and the view start from createGame with the seed.
    expect(snake.createGame({}, seededRandom(seed)).rngState).toBe(CHALLENGE_ADAPTERS.snake.begin(seed).rngState);
  });

  it("never lets page times go backwards", () => {
    let state = CHALLENGE_ADAPTERS.snake.begin(1);
    let recording = emptyRealTimeRecording();
    ({ state, recording } = recordRealTime("snake", state, recording, { ticks: 2 }, 400));
    ({ state, recording } = recordRealTime("snake", state, recording, { action: { type: "turn", direction: "up" } }, 390));
    expect(recording.log.inputs).toEqual([[2, "up", 400]]);
  });

  it("drops a second Color Match answer in the same tick, and one sooner than 50 ms after the last, as no person answers that fast", () => {
    let state = CHALLENGE_ADAPTERS.colormatch.begin(5);
    let recording: RealTimeRecording = emptyRealTimeRecording();
    const answer = (at: number) => ({ state, recording } = recordRealTime("colormatch", state, recording, { action: { type: "answer", match: true } }, at));
    answer(100);
    answer(130); // same tick
    ({ state, recording } = recordRealTime("colormatch", state, recording, { ticks: 1 }, 140));
    answer(149); // next tick, 49 ms after the first
    answer(160);
    expect(recording.log.inputs.map(([tick, , at]) => [tick, at])).toEqual([
      [0, 100],
      [1, 160],
    ]);
  });

  it("moves the Breakout paddle no faster than a hand: a jump across the board is taken over two ticks", () => {
    let state = CHALLENGE_ADAPTERS.breakout.begin(3);
    let recording = emptyRealTimeRecording();
    const point = (x: number, at: number) => ({ state, recording } = recordRealTime("breakout", state, recording, { action: { type: "setPaddle", x } }, at));
    point(40, 10); // the first input: from wherever the pointer was
    expect(state.paddleX).toBe(0);
    ({ state, recording } = recordRealTime("breakout", state, recording, { ticks: 1 }, 17));
    point(360, 20);
    expect(state.paddleX).toBe(BREAKOUT_MAX_PADDLE_PX_PER_TICK);
    point(380, 22); // the same tick: still within one tick's reach of where the tick began
    expect(state.paddleX).toBe(BREAKOUT_MAX_PADDLE_PX_PER_TICK);
    ({ state, recording } = recordRealTime("breakout", state, recording, { ticks: 1 }, 34));
    point(380, 36);
    expect(state.paddleX).toBe(breakout.BREAKOUT_WIDTH - breakout.BREAKOUT_PADDLE_WIDTH);
    ({ state, recording } = recordRealTime("breakout", state, recording, { action: { type: "move", dx: -breakout.BREAKOUT_KEY_STEP } }, 40));
    expect(recording.log.inputs.map(([tick, input]) => [tick, input])).toEqual([
      [0, 40],
      [1, BREAKOUT_MAX_PADDLE_PX_PER_TICK + 40],
      [2, 380],
      [2, "left"],
    ]);
  });
});

describe("recording a turn run", () => {
  it("logs each move with its whole-ms page time, never earlier than the move before", () => {
    const log = recordMove(emptyTurnLog<"sliding">(), 5, 512.7);
    expect(log).toEqual({ moves: [5], at: [513] });
    expect(recordMove(log, 3, 500)).toEqual({ moves: [5, 3], at: [513, 513] });
  });
});
