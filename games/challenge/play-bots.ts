/**
 * Test players: each plays a real game through the engine's own actions, the way the view feeds
 * it (one tick at a time, inputs between ticks), and records the log a page would send. Used by
 * the replay tests and the server's API tests; never by the site itself.
 */
import type { ChallengeGame, ChallengeLog } from "../../contracts/challenge";
import * as breakout from "../breakout/engine";
import * as colormatch from "../colormatch/engine";
import * as flappy from "../flappy/engine";
import * as g2048 from "../game-2048/engine";
import * as memory from "../memory/engine";
import * as simon from "../simon/engine";
import * as sliding from "../sliding/engine";
import * as snake from "../snake/engine";
import * as whack from "../whack/engine";
import { seededRandom } from "../shared/random";

export type PlayedRun<G extends ChallengeGame = ChallengeGame> = { game: G; log: ChallengeLog<G>; score: number };

type Live<S> = { state: S; tick: number; inputs: [number, unknown][] };

/** Feeds actions and ticks like the view's live store, recording accepted inputs with their tick. */
function live<S, A>(state: S, step: (s: S, a: A) => S): Live<S> & { input: (a: A, logged: unknown) => void; tickOnce: () => void } {
  const run = {
    state,
    tick: 0,
    inputs: [] as [number, unknown][],
    input(action: A, logged: unknown) {
      const next = step(run.state, action);
      if (next !== run.state) run.inputs.push([run.tick, logged]);
      run.state = next;
    },
    tickOnce() {
      run.state = step(run.state, { type: "tick" } as A);
      run.tick++;
    },
  };
  return run;
}

export function play2048(seed: number): PlayedRun<"2048"> {
  let state = g2048.createGame({}, seededRandom(seed));
  const moves: g2048.Direction[] = [];
  const order: g2048.Direction[] = ["left", "down", "right", "down", "up"];
  for (let i = 0; !g2048.isOver(state) && i < 100_000; i++) {
    for (const direction of order.slice(i % 4).concat(order)) {
      const next = g2048.step(state, { type: "move", direction });
      if (next !== state && next.board.join() !== state.board.join()) {
        state = next.won && !next.keepPlaying ? g2048.step(next, { type: "keepPlaying" }) : next;
        moves.push(direction);
        break;
      }
    }
  }
  return { game: "2048", log: { moves }, score: state.score };
}

export function playSliding(seed: number): PlayedRun<"sliding"> {
  let state = sliding.createGame({}, seededRandom(seed));
  const moves: number[] = [];
  for (const value of [...state.shuffleMoves].reverse()) {
    const index = state.tiles.indexOf(value);
    state = sliding.step(state, { type: "move", index });
    moves.push(index);
  }
  return { game: "sliding", log: { moves }, score: state.moves };
}

/** Finds the pairs after one deliberate miss, so the score is 9 moves. */
export function playMemory(seed: number): PlayedRun<"memory"> {
  let state = memory.createGame({}, seededRandom(seed));
  const flips: number[] = [];
  const flip = (index: number) => {
    state = memory.step(state, { type: "flip", index });
    flips.push(index);
    if (memory.pendingResult(state) !== null) state = memory.step(state, { type: "resolve" });
  };
  const miss = state.cards.findIndex((c) => c.symbol !== state.cards[0]!.symbol);
  flip(0);
  flip(miss);
  for (const symbol of memory.SYMBOLS) {
    state.cards.forEach((c, i) => {
      if (c.symbol === symbol) flip(i);
    });
  }
  return { game: "memory", log: { flips }, score: state.moves };
}

export function playSimon(seed: number, rounds: number): PlayedRun<"simon"> {
  let state = simon.step(simon.step(simon.createGame({}, seededRandom(seed)), { type: "start" }), { type: "patternShown" });
  const presses: simon.Color[] = [];
  const press = (color: simon.Color) => {
    state = simon.step(state, { type: "press", color });
    presses.push(color);
    if (state.phase === "showing") state = simon.step(state, { type: "patternShown" });
  };
  for (let r = 0; r < rounds; r++) for (const color of [...state.pattern]) press(color);
  press(simon.COLORS.find((c) => c !== state.pattern[0])!);
  return { game: "simon", log: { presses }, score: state.score };
}

export function playSnake(seed: number, stopAt: number): PlayedRun<"snake"> {
  const run = live(snake.step(snake.createGame({}, seededRandom(seed)), { type: "start" }), snake.step);
  const options: snake.Direction[] = ["up", "down", "left", "right"];
  const delta = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] } as const;
  while (!snake.isOver(run.state) && run.tick < 20_000) {
    const s = run.state;
    if (s.score < stopAt) {
      const head = s.snake[0]!;
      const safe = options.filter((d) => {
        const x = head.x + delta[d][0];
        const y = head.y + delta[d][1];
        return x >= 0 && y >= 0 && x < snake.SNAKE_GRID_SIZE && y < snake.SNAKE_GRID_SIZE && !s.snake.slice(0, -1).some((p) => p.x === x && p.y === y);
      });
      const dist = (d: snake.Direction) => Math.abs(head.x + delta[d][0] - s.food.x) + Math.abs(head.y + delta[d][1] - s.food.y);
      const best = safe.sort((a, b) => dist(a) - dist(b))[0];
      if (best && best !== s.direction) run.input({ type: "turn", direction: best }, best);
    }
    run.tickOnce();
  }
  return { game: "snake", log: { inputs: run.inputs as [number, snake.Direction][], endTick: run.tick }, score: run.state.score };
}

export function playFlappy(seed: number, stopAt: number): PlayedRun<"flappy"> {
  const run = live(flappy.createGame({}, seededRandom(seed)), flappy.step);
  run.input({ type: "flap" }, "flap");
  while (!flappy.isOver(run.state) && run.tick < 100_000) {
    const s = run.state;
    const pipe = s.pipes.find((p) => p.x + flappy.FLAPPY_PIPE_WIDTH > flappy.FLAPPY_BIRD_X);
    const floor = pipe ? pipe.gapTop + flappy.FLAPPY_GAP - 3 : flappy.FLAPPY_HEIGHT / 2 + 40;
    const nextBottom = s.birdY + flappy.FLAPPY_BIRD_SIZE + s.velocity + flappy.FLAPPY_GRAVITY;
    if (s.score < stopAt && nextBottom > floor) run.input({ type: "flap" }, "flap");
    run.tickOnce();
  }
  return { game: "flappy", log: { inputs: run.inputs as [number, "flap"][], endTick: run.tick }, score: run.state.score };
}

/** Tracks the ball with the pointer (and a key step now and then) until `stopAt`, then moves away. */
export function playBreakout(seed: number, stopAt: number): PlayedRun<"breakout"> {
  const run = live(breakout.step(breakout.createGame({}, seededRandom(seed)), { type: "start" }), breakout.step);
  while (!breakout.isOver(run.state) && run.tick < 200_000) {
    const s = run.state;
    if (run.tick % 50 === 7) run.input({ type: "move", dx: breakout.BREAKOUT_KEY_STEP }, "right");
    const x = s.score < stopAt ? s.ball.x + 10 * ((run.tick % 40) / 20 - 1) : s.ball.x > 200 ? 0 : 400;
    run.input({ type: "setPaddle", x }, x);
    run.tickOnce();
  }
  return { game: "breakout", log: { inputs: run.inputs as [number, number | "left" | "right"][], endTick: run.tick }, score: run.state.score };
}

/** Hits every `every`-th mole that shows, and taps an empty hole now and then. */
export function playWhack(seed: number, every: number): PlayedRun<"whack"> {
  const run = live(whack.step(whack.createGame({}, seededRandom(seed)), { type: "start" }), whack.step);
  let seen = 0;
  while (!whack.isOver(run.state)) {
    const mole = run.state.mole;
    if (mole && run.state.events.some((e) => e.type === "appeared") && seen++ % every === 0) run.input({ type: "whack", hole: mole.hole }, mole.hole);
    if (run.tick % 37 === 0) run.input({ type: "whack", hole: 4 }, 4);
    run.tickOnce();
  }
  return { game: "whack", log: { inputs: run.inputs as [number, number][], endTick: run.tick }, score: run.state.score };
}

/** Answers every third tick, wrongly once in five answers. */
export function playColorMatch(seed: number): PlayedRun<"colormatch"> {
  const run = live(colormatch.step(colormatch.createGame({}, seededRandom(seed)), { type: "start" }), colormatch.step);
  let answers = 0;
  while (!colormatch.isOver(run.state)) {
    if (run.tick % 3 === 1) {
      const right = colormatch.isMatch(run.state.prompt);
      const match = answers++ % 5 === 4 ? !right : right;
      run.input({ type: "answer", match }, match);
    }
    run.tickOnce();
  }
  return { game: "colormatch", log: { inputs: run.inputs as [number, boolean][], endTick: run.tick }, score: run.state.score };
}
