import { describe, expect, it } from "vitest";
import * as g2048 from "../../../../games/game-2048/engine";
import * as memory from "../../../../games/memory/engine";
import * as snake from "../../../../games/snake/engine";
import { playMemory, playSnake } from "../../../../games/challenge/play-bots";
import { replayRun } from "../../../../games/challenge/replay";
import { createSession, viewOf } from "./session";

const SEED = 424242;

describe("challenge session", () => {
  it("records Memory flips only when the engine takes them, so the replay agrees", () => {
    const session = createSession("memory", SEED, () => {});
    const create = (random: () => number) => memory.createGame({}, random);
    let run = session.deal(create);
    const { log } = playMemory(SEED);
    for (let i = 0; i < log.flips.length; i++) {
      run = session.reduce(run, { type: "flip", index: log.flips[i]! }, memory.step, create);
      // A third card tapped while the pair is still open: the engine ignores it, and so does the log.
      if (i % 2 === 1) run = session.reduce(run, { type: "flip", index: (log.flips[i]! + 1) % 16 }, memory.step, create);
      run = session.reduce(run, { type: "resolve" }, memory.step, create);
    }
    expect(run.log).toEqual(log);
    const view = viewOf("memory", run);
    expect(view).toMatchObject({ over: true, score: 9 });
    expect(replayRun("memory", SEED, view.log)).toMatchObject({ ok: true, score: 9 });
  });

  it("deals the day's seed again, with an empty log, on New Game", () => {
    const session = createSession("2048", SEED, () => {});
    const create = (random: () => number) => g2048.createGame({}, random);
    const first = session.deal(create);
    const moved = session.reduce(first, { type: "move", direction: "left" }, g2048.step, create);
    const again = session.reduce(moved, { type: "newGame" }, g2048.step, create);
    expect(again.state.board).toEqual(first.state.board);
    expect(again.log).toEqual({ moves: [] });
  });

  it("records Snake's turns with the tick they apply at, fed by multi-tick advances as the loop does", () => {
    const bot = playSnake(SEED, 30);
    const session = createSession("snake", SEED, () => {});
    const create = (random: () => number) => snake.createGame({}, random);
    let run = session.deal(create);
    run = session.reduce(run, { type: "start" }, snake.step, create);
    let tick = 0;
    for (const [at, direction] of bot.log.inputs) {
      // The frames' ticks arrive in batches of up to three.
      while (tick < at) {
        const n = Math.min(3, at - tick);
        run = session.reduce(run, { type: "advance", ticks: n }, snake.step, create);
        tick += n;
      }
      run = session.reduce(run, { type: "turn", direction }, snake.step, create);
    }
    run = session.reduce(run, { type: "advance", ticks: 100_000 }, snake.step, create);
    expect(run.log).toEqual(bot.log);
    expect(viewOf("snake", run)).toMatchObject({ over: true, score: bot.score });
  });
});
