/**
 * Helpers for the real-time game specs. The pages run their engines from a requestAnimationFrame
 * loop with a fixed time step (web/features/games/shared/frame-loop.ts); under Playwright's
 * paused fake clock frames come every 16 ms of fake time and only when the test runs the clock.
 * So a test can put the page exactly between two engine ticks, and plan a seeded game in Node with
 * the same engine the page uses.
 */
import type { Page } from "@playwright/test";
import { seededRandom } from "../games/shared/random";
import * as flappy from "../games/flappy/engine";
import * as snake from "../games/snake/engine";

/** Playwright's fake requestAnimationFrame fires at every multiple of 16 ms. */
export const FRAME_MS = 16;

/**
 * Moves a paused clock to just after a given engine tick. A loop started at time T runs tick i in
 * the first frame at or after T + i * tickMs, which is at most FRAME_MS later; tick i + 1 is not
 * due before T + (i + 1) * tickMs. Every game's tick is longer than a frame, so the moment
 * floor(T + i * tickMs + FRAME_MS) lies between the two.
 */
export class TickClock {
  private start = 0;
  private now = 0;

  constructor(
    private readonly page: Page,
    private readonly tickMs: number,
  ) {}

  /** Call right before (or after) the input that starts the loop; the clock must be paused. */
  async begin(): Promise<void> {
    this.start = await this.page.evaluate(() => performance.now());
    this.now = this.start;
  }

  /** Runs the clock to just after tick `i` (counted from begin()). */
  async afterTick(i: number): Promise<void> {
    const target = Math.floor(this.start + i * this.tickMs + FRAME_MS);
    if (target < this.now) throw new Error(`Tick ${i} is already past`);
    await this.page.clock.runFor(target - this.now);
    this.now = target;
  }
}

/** A key to press after a given tick (several keys may share a tick: the snake queues them). */
export type TimedKey = { afterTick: number; key: string };

const ARROWS: Readonly<Record<snake.Direction, string>> = { up: "ArrowUp", down: "ArrowDown", left: "ArrowLeft", right: "ArrowRight" };
const OPPOSITE: Readonly<Record<snake.Direction, snake.Direction>> = { up: "down", down: "up", left: "right", right: "left" };
const PERPENDICULAR: Readonly<Record<snake.Direction, snake.Direction>> = { up: "left", down: "right", left: "down", right: "up" };

/**
 * A seeded Snake game that eats `meals` foods by steering straight at each (never into a wall or
 * itself), then ends by biting itself: two turns pressed within one tick (a right angle, then back
 * the way it came, which the queue turns into a U-turn) and a third that closes the loop.
 */
export function snakeSelfBitePlan(seed: number, meals: number): { keys: TimedKey[]; ticks: number; final: snake.SnakeState } {
  let state = snake.step(snake.createGame({}, seededRandom(seed)), { type: "start" });
  const keys: TimedKey[] = [];
  let tick = 0;
  const press = (direction: snake.Direction) => {
    keys.push({ afterTick: tick, key: ARROWS[direction] });
    state = snake.step(state, { type: "turn", direction });
  };
  const advance = () => {
    state = snake.step(state, { type: "tick" });
    tick++;
  };
  while (state.score < meals * snake.SNAKE_FOOD_POINTS) {
    const head = state.snake[0]!;
    const want: snake.Direction = state.food.x > head.x ? "right" : state.food.x < head.x ? "left" : state.food.y > head.y ? "down" : "up";
    if (want !== state.direction) press(want === OPPOSITE[state.direction] ? PERPENDICULAR[state.direction] : want);
    advance();
    if (snake.isOver(state)) throw new Error(`Seed ${seed} dies on the way to food; pick another`);
  }
  const heading = state.direction;
  press(PERPENDICULAR[heading]);
  press(OPPOSITE[heading]);
  advance();
  advance();
  press(OPPOSITE[PERPENDICULAR[heading]]);
  advance();
  if (state.deathReason !== "self") throw new Error(`Seed ${seed} does not end on a self-bite; pick another`);
  return { keys, ticks: tick, final: state };
}

/**
 * A seeded Flappy flight that flaps just enough to pass `pipes` pipes, then stops flapping and
 * falls. Returns the ticks after which to flap (the first flap, which starts the game, comes
 * before tick 1) and the tick at which the bird dies.
 */
export function flappyPlan(seed: number, pipes: number): { flapsAfterTick: number[]; deathTick: number; final: flappy.FlappyState } {
  let state = flappy.step(flappy.createGame({}, seededRandom(seed)), { type: "flap" });
  const flapsAfterTick: number[] = [];
  let tick = 0;
  while (!flappy.isOver(state)) {
    state = flappy.step(state, { type: "tick" });
    tick++;
    if (flappy.isOver(state) || state.score >= pipes) continue;
    const next = state.pipes.find((p) => p.x + flappy.FLAPPY_PIPE_WIDTH >= flappy.FLAPPY_BIRD_X);
    const floor = next ? next.gapTop + flappy.FLAPPY_GAP : flappy.FLAPPY_HEIGHT / 2 + 60;
    // Flap when the bird would sink to within 4 px of the gap's bottom on the next tick.
    if (state.birdY + state.velocity + flappy.FLAPPY_GRAVITY + flappy.FLAPPY_BIRD_SIZE > floor - 4) {
      state = flappy.step(state, { type: "flap" });
      flapsAfterTick.push(tick);
    }
  }
  if (state.score !== pipes) throw new Error(`Seed ${seed} scores ${state.score}, not ${pipes}; pick another`);
  return { flapsAfterTick, deathTick: tick, final: state };
}

/** Runs a seeded engine with no input until it is over, recording the tick of each event. */
export function runUntilOver<S extends { readonly events: readonly unknown[] }>(
  start: S,
  tick: (state: S) => S,
  isOver: (state: S) => boolean,
  maxTicks = 100_000,
): { final: S; events: { tick: number; event: S["events"][number] }[]; ticks: number } {
  let state = start;
  const events: { tick: number; event: S["events"][number] }[] = [];
  let ticks = 0;
  while (!isOver(state)) {
    if (ticks >= maxTicks) throw new Error("The game did not end");
    state = tick(state);
    ticks++;
    for (const event of state.events) events.push({ tick: ticks, event });
  }
  return { final: state, events, ticks };
}
