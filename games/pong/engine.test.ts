import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import {
  PONG_AI_SPEED,
  PONG_AI_X,
  PONG_BALL_RADIUS,
  PONG_BALL_SPEED,
  PONG_HEIGHT,
  PONG_KEY_STEP,
  PONG_PADDLE_HEIGHT,
  PONG_MAX_BALL_SPEED,
  PONG_PLAYER_X,
  PONG_RALLY_SPEEDUP,
  PONG_TICKS_PER_SECOND,
  PONG_WIDTH,
  PONG_WINNING_SCORE,
  createGame,
  isOver,
  step,
  type Ball,
  type PongState,
} from "./engine";

const tick = (state: PongState) => step(state, { type: "tick" });
const running = (seed = 1) => step(createGame({}, seededRandom(seed)), { type: "start" });
const withBall = (ball: Ball, state = running()): PongState => ({ ...state, ball });

describe("pong engine", () => {
  it("uses the game's constants", () => {
    expect([PONG_WIDTH, PONG_HEIGHT, PONG_PADDLE_HEIGHT, PONG_BALL_RADIUS]).toEqual([400, 300, 60, 8]);
    expect([PONG_BALL_SPEED, PONG_AI_SPEED, PONG_KEY_STEP, PONG_WINNING_SCORE, PONG_TICKS_PER_SECOND]).toEqual([3, 2, 20, 5, 60]);
  });

  it("starts idle with the ball at the centre moving 3 px per tick sideways, and Start runs it", () => {
    const idle = createGame({}, seededRandom(1));
    expect(idle.phase).toBe("idle");
    expect(idle.ball).toMatchObject({ x: 200, y: 150 });
    expect(Math.abs(idle.ball.vx)).toBe(3);
    expect(tick(idle)).toBe(idle);
    expect(running().phase).toBe("running");
  });

  it("moves the ball by its velocity each tick", () => {
    const s = tick(withBall({ x: 200, y: 150, vx: 3, vy: -2 }));
    expect(s.ball).toEqual({ x: 203, y: 148, vx: 3, vy: -2 });
  });

  it("bounces off the top wall: vertical speed flips and the ball stays inside", () => {
    const s = tick(withBall({ x: 200, y: PONG_BALL_RADIUS + 1, vx: 3, vy: -2 }));
    expect(s.ball.vy).toBe(2);
    expect(s.ball.y).toBe(PONG_BALL_RADIUS);
    expect(s.events).toContainEqual({ type: "wall" });
  });

  it("bounces off the bottom wall", () => {
    const s = tick(withBall({ x: 200, y: PONG_HEIGHT - PONG_BALL_RADIUS - 1, vx: -3, vy: 2.5 }));
    expect(s.ball.vy).toBe(-2.5);
    expect(s.ball.y).toBe(PONG_HEIGHT - PONG_BALL_RADIUS);
  });

  it("bounces off the player's paddle, sent back right; a hit at the centre goes straight", () => {
    const base = { ...running(), playerY: 120 };
    const s = tick(withBall({ x: 30, y: 150, vx: -3, vy: 0 }, base));
    expect(s.ball.vx).toBe(3 + PONG_RALLY_SPEEDUP);
    expect(s.ball.vy).toBe(0);
    expect(s.rally).toBe(1);
    expect(s.ball.x).toBe(PONG_PLAYER_X + 10 + PONG_BALL_RADIUS);
    expect(s.events).toContainEqual({ type: "paddle", side: "player" });
  });

  it("a hit near the paddle's bottom edge sends the ball downwards at up to the ball speed", () => {
    const s = tick(withBall({ x: 30, y: 177, vx: -3, vy: 1 }, { ...running(), playerY: 120 }));
    expect(s.ball.vy).toBeGreaterThan(2);
    expect(s.ball.vy).toBeLessThanOrEqual(s.ball.vx);
  });

  it("each paddle hit of a rally speeds the ball up, to at most the top speed, and a point serves at 3 again", () => {
    const fast = tick(withBall({ x: 30, y: 150, vx: -8, vy: 0 }, { ...running(), playerY: 120, rally: 40 }));
    expect(fast.ball.vx).toBe(PONG_MAX_BALL_SPEED);
    const point = tick(withBall({ x: 1, y: 20, vx: -8, vy: 0 }, { ...running(), playerY: 200, rally: 40 }));
    expect(point.rally).toBe(0);
    expect(Math.abs(point.ball.vx)).toBe(PONG_BALL_SPEED);
  });

  it("the AI meets the ball with the part of its paddle it aims with, so its return is angled", () => {
    const s = tick(withBall({ x: PONG_AI_X - 10, y: 150, vx: 3, vy: 0 }, { ...running(), aiY: 100, aiAim: 0.9, rally: 1 }));
    expect(s.events).toContainEqual({ type: "paddle", side: "ai" });
    expect(s.ball.vy).toBeGreaterThan(0);
  });

  it("a player who never misses still ends the match, first to 5, within 3 minutes of play", () => {
    for (let seed = 1; seed <= 40; seed++) {
      let s = running(seed);
      let ticks = 0;
      while (!isOver(s) && ticks < 3 * 60 * PONG_TICKS_PER_SECOND) {
        s = tick(step(s, { type: "setPaddle", y: s.ball.y }));
        ticks++;
      }
      expect(isOver(s), `seed ${seed}`).toBe(true);
      expect(Math.max(s.playerScore, s.aiScore)).toBe(PONG_WINNING_SCORE);
      expect(s.winner).toBe("player");
    }
  });

  it("bounces off the AI's paddle back to the left", () => {
    const s = tick(withBall({ x: PONG_AI_X - 10, y: 150, vx: 3, vy: 0 }, { ...running(), aiY: 120 }));
    expect(s.ball.vx).toBe(-(3 + PONG_RALLY_SPEEDUP));
    expect(s.events).toContainEqual({ type: "paddle", side: "ai" });
  });

  it("the AI paddle follows the ball at 2 px per tick", () => {
    const s = tick(withBall({ x: 200, y: 250, vx: 3, vy: 0 }, { ...running(), aiY: 0 }));
    expect(s.aiY).toBe(PONG_AI_SPEED);
    const still = tick(withBall({ x: 200, y: 150, vx: 3, vy: 0 }, { ...running(), aiY: 120 }));
    expect(still.aiY).toBe(120);
  });

  it("a ball past the left side is a point for the AI and is served again from the centre", () => {
    const s = tick(withBall({ x: 1, y: 20, vx: -3, vy: 0 }, { ...running(), playerY: 200 }));
    expect(s.aiScore).toBe(1);
    expect(s.playerScore).toBe(0);
    expect(s.events).toContainEqual({ type: "point", scorer: "ai", player: 0, ai: 1 });
    expect(s.ball).toMatchObject({ x: 200, y: 150, vx: -3 });
    expect(s.phase).toBe("running");
  });

  it("a ball past the right side is a point for the player", () => {
    const s = tick(withBall({ x: 399, y: 20, vx: 3, vy: 0 }, { ...running(), aiY: 200 }));
    expect(s.playerScore).toBe(1);
    expect(s.ball).toMatchObject({ x: 200, y: 150, vx: 3 });
  });

  it("the first to 5 wins: the AI's fifth point ends the match as the AI's win", () => {
    const s = tick(withBall({ x: 1, y: 20, vx: -3, vy: 0 }, { ...running(), playerY: 200, aiScore: 4, playerScore: 3 }));
    expect(isOver(s)).toBe(true);
    expect(s.winner).toBe("ai");
    expect(s.events).toContainEqual({ type: "won", winner: "ai" });
    expect(tick(s)).toBe(s);
  });

  it("the player's fifth point wins the match for the player", () => {
    const s = tick(withBall({ x: 399, y: 20, vx: 3, vy: 0 }, { ...running(), aiY: 200, playerScore: 4 }));
    expect(s.winner).toBe("player");
    expect(s.phase).toBe("over");
    expect(s.events).toContainEqual({ type: "won", winner: "player" });
  });

  it("an untouched seeded match runs to 5 points for the AI", () => {
    let s = running(3);
    let points = 0;
    for (let i = 0; i < 20_000 && !isOver(s); i++) {
      s = step(s, { type: "setPaddle", y: s.ball.y > 150 ? 0 : PONG_HEIGHT });
      s = tick(s);
      points += s.events.filter((e) => e.type === "point").length;
    }
    expect(s.winner).toBe("ai");
    expect(s.aiScore).toBe(5);
    expect(points).toBe(s.aiScore + s.playerScore);
  });

  it("moves the player's paddle by the key step and clamps it to the court", () => {
    const s = { ...running(), playerY: 120 };
    expect(step(s, { type: "move", dy: -PONG_KEY_STEP }).playerY).toBe(100);
    expect(step({ ...s, playerY: 10 }, { type: "move", dy: -PONG_KEY_STEP }).playerY).toBe(0);
    expect(step(s, { type: "setPaddle", y: 290 }).playerY).toBe(PONG_HEIGHT - PONG_PADDLE_HEIGHT);
    expect(step(s, { type: "setPaddle", y: 100 }).playerY).toBe(70);
  });

  it("ignores paddle input unless running, and pause stops the ball", () => {
    const idle = createGame({}, seededRandom(1));
    expect(step(idle, { type: "move", dy: 20 })).toBe(idle);
    expect(step(idle, { type: "setPaddle", y: 10 })).toBe(idle);
    const paused = step(running(), { type: "pause" });
    expect(paused.phase).toBe("paused");
    expect(tick(paused)).toBe(paused);
    expect(step(paused, { type: "move", dy: 20 })).toBe(paused);
    expect(step(paused, { type: "start" }).phase).toBe("running");
  });

  it("reset returns to an idle 0-0 match", () => {
    const s = step({ ...running(), playerScore: 2, aiScore: 3 }, { type: "reset" });
    expect(s).toMatchObject({ phase: "idle", playerScore: 0, aiScore: 0, winner: null });
  });
});
