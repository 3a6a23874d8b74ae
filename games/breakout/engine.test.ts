import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import {
  BREAKOUT_BALL_RADIUS,
  BREAKOUT_BALL_SPEED,
  BREAKOUT_BRICK_HEIGHT,
  BREAKOUT_BRICK_WIDTH,
  BREAKOUT_COLUMNS,
  BREAKOUT_HEIGHT,
  BREAKOUT_KEY_STEP,
  BREAKOUT_LIVES,
  BREAKOUT_PADDLE_HEIGHT,
  BREAKOUT_PADDLE_WIDTH,
  BREAKOUT_PADDLE_Y,
  BREAKOUT_ROWS,
  BREAKOUT_SERVE_DELAY_TICKS,
  BREAKOUT_TICKS_PER_SECOND,
  BREAKOUT_WIDTH,
  createBricks,
  createGame,
  isOver,
  step,
  type Ball,
  type BreakoutState,
  type Brick,
} from "./engine";

const tick = (state: BreakoutState) => step(state, { type: "tick" });
const running = (seed = 1) => step(createGame({}, seededRandom(seed)), { type: "start" });
const withBall = (ball: Ball, state = running()): BreakoutState => ({ ...state, ball });
const brickAt = (row: number, column: number): Brick => {
  const brick = createBricks().find((b) => b.row === row && b.column === column);
  if (!brick) throw new Error("no such brick");
  return brick;
};
/** A ball just under a brick's centre, moving straight up into it. */
const belowBrick = (brick: Brick): Ball => ({
  x: brick.x + BREAKOUT_BRICK_WIDTH / 2,
  y: brick.y + BREAKOUT_BRICK_HEIGHT + BREAKOUT_BALL_RADIUS + 2,
  vx: 0,
  vy: -BREAKOUT_BALL_SPEED,
});
/** A ball about to drop out of the bottom, far from the paddle. */
const falling: Ball = { x: 20, y: BREAKOUT_HEIGHT + BREAKOUT_BALL_RADIUS - 1, vx: 0, vy: 4 };

describe("breakout engine", () => {
  it("uses the game's constants: 400x500, paddle 80x12, 5x8 bricks, 3 lives, 60 ticks/s, step 20", () => {
    expect([BREAKOUT_WIDTH, BREAKOUT_HEIGHT, BREAKOUT_PADDLE_WIDTH, BREAKOUT_PADDLE_HEIGHT]).toEqual([400, 500, 80, 12]);
    expect([BREAKOUT_ROWS, BREAKOUT_COLUMNS, BREAKOUT_LIVES, BREAKOUT_TICKS_PER_SECOND, BREAKOUT_KEY_STEP]).toEqual([5, 8, 3, 60, 20]);
  });

  it("lays out 40 bricks inside the canvas without overlaps", () => {
    const bricks = createBricks();
    expect(bricks).toHaveLength(40);
    for (const b of bricks) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + BREAKOUT_BRICK_WIDTH).toBeLessThanOrEqual(BREAKOUT_WIDTH);
    }
    const [a, b] = [brickAt(0, 0), brickAt(0, 1)];
    expect(b.x).toBeGreaterThan(a.x + BREAKOUT_BRICK_WIDTH);
  });

  it("starts idle with 3 lives, score 0 and the ball on the paddle heading up", () => {
    const idle = createGame({}, seededRandom(1));
    expect(idle).toMatchObject({ phase: "idle", lives: 3, score: 0, outcome: null });
    expect(idle.ball.vy).toBeLessThan(0);
    expect(tick(idle)).toBe(idle);
  });

  it("hitting a brick from below removes it, scores 10 and sends the ball back down", () => {
    const brick = brickAt(4, 3);
    const s = tick(withBall(belowBrick(brick)));
    expect(s.bricks).toHaveLength(39);
    expect(s.bricks).not.toContainEqual(brick);
    expect(s.score).toBe(10);
    expect(s.ball.vy).toBe(BREAKOUT_BALL_SPEED);
    expect(s.events).toContainEqual({ type: "brick", row: 4, column: 3, score: 10 });
  });

  it("a brick hit from the side flips the horizontal direction", () => {
    const brick = brickAt(2, 2);
    const ball = { x: brick.x - BREAKOUT_BALL_RADIUS - 2, y: brick.y + BREAKOUT_BRICK_HEIGHT / 2, vx: 4, vy: 0 };
    const s = tick(withBall(ball, { ...running(), bricks: [brick] }));
    expect(s.ball.vx).toBe(-4);
    expect(s.score).toBe(10);
  });

  it("breaks only one brick per tick, even when the ball rises into the gap between two", () => {
    const s = tick(withBall({ x: brickAt(4, 0).x + BREAKOUT_BRICK_WIDTH + 2, y: 164, vx: 0, vy: -4 }));
    expect(s.bricks).toHaveLength(39);
    expect(s.ball.vy).toBe(4);
  });

  it("bounces off the side and top walls", () => {
    expect(tick(withBall({ x: 7, y: 300, vx: -3, vy: 2 })).ball).toMatchObject({ x: BREAKOUT_BALL_RADIUS, vx: 3 });
    expect(tick(withBall({ x: 393, y: 300, vx: 3, vy: 2 })).ball).toMatchObject({ x: 400 - BREAKOUT_BALL_RADIUS, vx: -3 });
    expect(tick(withBall({ x: 200, y: 7, vx: 1, vy: -3 })).ball).toMatchObject({ y: BREAKOUT_BALL_RADIUS, vy: 3 });
  });

  it("bounces off the paddle: straight up at its centre, outwards near its edges", () => {
    const s = { ...running(), paddleX: 160 };
    const centre = tick(withBall({ x: 200, y: BREAKOUT_PADDLE_Y - 8, vx: 0, vy: 4 }, s));
    expect(centre.ball.vx).toBeCloseTo(0, 9);
    expect(centre.ball.vy).toBeCloseTo(-BREAKOUT_BALL_SPEED, 9);
    expect(centre.events).toContainEqual({ type: "paddle" });
    const right = tick(withBall({ x: 235, y: BREAKOUT_PADDLE_Y - 8, vx: 0, vy: 4 }, s));
    expect(right.ball.vx).toBeGreaterThan(2);
    expect(right.ball.vy).toBeLessThan(0);
    const left = tick(withBall({ x: 165, y: BREAKOUT_PADDLE_Y - 8, vx: 0, vy: 4 }, s));
    expect(left.ball.vx).toBeLessThan(-2);
  });

  it("a ball below the bottom costs a life, tells the view how many remain, and is served again", () => {
    const s = tick(withBall(falling));
    expect(s.lives).toBe(2);
    expect(s.phase).toBe("running");
    expect(s.events).toEqual([{ type: "lifeLost", remaining: 2 }]);
    expect(s.ball.y).toBeLessThan(BREAKOUT_PADDLE_Y);
    expect(s.ball.vy).toBeLessThan(0);
  });

  it("after a lost life the ball rests on the paddle, following it, for the serve delay, then leaves", () => {
    let s = tick(withBall(falling));
    const { vx, vy } = s.ball;
    expect(s.serveIn).toBe(BREAKOUT_SERVE_DELAY_TICKS);
    s = step(s, { type: "move", dx: -BREAKOUT_KEY_STEP });
    const rest = { x: s.paddleX + BREAKOUT_PADDLE_WIDTH / 2, y: BREAKOUT_PADDLE_Y - BREAKOUT_BALL_RADIUS - 1 };
    expect(s.ball).toMatchObject(rest);
    for (let i = 0; i < BREAKOUT_SERVE_DELAY_TICKS; i++) s = tick(s);
    expect(s.ball).toEqual({ ...rest, vx, vy });
    expect(s.serveIn).toBe(0);
    s = tick(s);
    expect(s.ball).toMatchObject({ x: rest.x + vx, y: rest.y + vy });
  });

  it("losing the last life ends the game in defeat", () => {
    const s = tick(withBall(falling, { ...running(), lives: 1, score: 70 }));
    expect(isOver(s)).toBe(true);
    expect(s).toMatchObject({ lives: 0, outcome: "defeat" });
    expect(s.events).toEqual([{ type: "gameOver", score: 70 }]);
    expect(tick(s)).toBe(s);
  });

  it("a paddle left still loses all 3 lives over a seeded game, announcing 2 then 1 remaining", () => {
    let s = running(4);
    const lifeEvents: number[] = [];
    for (let i = 0; i < 100_000 && !isOver(s); i++) {
      s = step(s, { type: "setPaddle", x: s.ball.x < 200 ? 400 : 0 });
      s = tick(s);
      for (const e of s.events) if (e.type === "lifeLost") lifeEvents.push(e.remaining);
    }
    expect(lifeEvents).toEqual([2, 1]);
    expect(s.outcome).toBe("defeat");
  });

  it("clearing the last brick is a victory", () => {
    const last = brickAt(0, 5);
    const s = tick(withBall(belowBrick(last), { ...running(), bricks: [last], score: 390 }));
    expect(s).toMatchObject({ phase: "over", outcome: "victory", score: 400, bricks: [] });
    expect(s.events).toContainEqual({ type: "victory", score: 400 });
  });

  it("a paddle tracking the ball with a drifting offset clears all 40 bricks for 400 points", () => {
    let s = running(2);
    for (let i = 0; i < 200_000 && !isOver(s); i++) {
      const phase = (i % 388) / 97; // a triangle wave in [-1, 1] with a 388-tick period
      s = step(s, { type: "setPaddle", x: s.ball.x + 30 * (phase < 2 ? phase - 1 : 3 - phase) });
      s = tick(s);
    }
    expect(s).toMatchObject({ outcome: "victory", score: 400, lives: 3 });
  });

  it("moves the paddle by the key step and clamps it; setPaddle centres it on x", () => {
    const s = { ...running(), paddleX: 160 };
    expect(step(s, { type: "move", dx: BREAKOUT_KEY_STEP }).paddleX).toBe(180);
    expect(step({ ...s, paddleX: 10 }, { type: "move", dx: -BREAKOUT_KEY_STEP }).paddleX).toBe(0);
    expect(step(s, { type: "setPaddle", x: 390 }).paddleX).toBe(320);
    expect(step(s, { type: "setPaddle", x: 100 }).paddleX).toBe(60);
  });

  it("ignores paddle input unless running; pause freezes the ball and Start resumes", () => {
    const idle = createGame({}, seededRandom(1));
    expect(step(idle, { type: "move", dx: 20 })).toBe(idle);
    expect(step(idle, { type: "setPaddle", x: 20 })).toBe(idle);
    const paused = step(running(), { type: "pause" });
    expect(tick(paused)).toBe(paused);
    expect(step(paused, { type: "move", dx: 20 })).toBe(paused);
    expect(step(paused, { type: "start" }).phase).toBe("running");
  });

  it("a new game after game over restores 40 bricks, 3 lives and a score of 0 (the view keeps the session best)", () => {
    const over: BreakoutState = { ...running(), phase: "over", outcome: "defeat", lives: 0, score: 120 };
    const again = step(over, { type: "start" });
    expect(again).toMatchObject({ phase: "running", lives: 3, score: 0 });
    expect(again).not.toHaveProperty("best");
    expect(again.bricks).toHaveLength(40);
  });
});
