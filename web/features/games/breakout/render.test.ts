import { describe as suite, expect, it } from "vitest";
import { seededRandom } from "../../../lib/random";
import { callsOf, recordingContext } from "../../../test/recording-canvas";
import {
  BREAKOUT_BRICK_HEIGHT,
  BREAKOUT_BRICK_WIDTH,
  BREAKOUT_PADDLE_Y,
  BREAKOUT_SERVE_DELAY_TICKS,
  BREAKOUT_TICK_MS,
  createGame,
  type BreakoutState,
} from "../../../../games/breakout/engine";
import { GAME_MESSAGE_MS } from "../shared/game-message";
import { BREAKOUT_PALETTE, describeScene, render } from "./render";

const fresh = createGame({}, seededRandom(1));
const state: BreakoutState = { ...fresh, bricks: fresh.bricks.slice(3), paddleX: 100, lives: 2, score: 30 };

suite("breakout render", () => {
  it("draws every standing brick in its row's colour, and the 80x12 paddle", () => {
    const { ctx, calls } = recordingContext();
    render(ctx, state);
    const rects = callsOf(calls, "fillRect");
    expect(rects[0]).toMatchObject({ args: [0, 0, 400, 500], fillStyle: BREAKOUT_PALETTE.court });
    const bricks = rects.filter((c) => c.args[2] === BREAKOUT_BRICK_WIDTH && c.args[3] === BREAKOUT_BRICK_HEIGHT);
    expect(bricks).toHaveLength(37);
    for (const [i, brick] of state.bricks.entries()) {
      expect(bricks[i]).toMatchObject({ args: [brick.x, brick.y, BREAKOUT_BRICK_WIDTH, BREAKOUT_BRICK_HEIGHT], fillStyle: BREAKOUT_PALETTE.rows[brick.row] });
    }
    expect(rects.find((c) => c.fillStyle === BREAKOUT_PALETTE.paddle)?.args).toEqual([100, BREAKOUT_PADDLE_Y, 80, 12]);
  });

  it("draws no text: the score and lives are shown above the canvas, not repeated on it", () => {
    const { ctx, calls } = recordingContext();
    render(ctx, state);
    expect(callsOf(calls, "fillText")).toEqual([]);
    expect(callsOf(calls, "strokeText")).toEqual([]);
  });

  it("waits out the 'Life lost!' message before serving again", () => {
    expect(BREAKOUT_SERVE_DELAY_TICKS * BREAKOUT_TICK_MS).toBeGreaterThanOrEqual(GAME_MESSAGE_MS);
  });

  it("describes bricks and lives left and the paddle, not the ball that moves every tick", () => {
    expect(describeScene(state)).toBe("Breakout court. 37 bricks left, 2 lives. Paddle left edge at x 100.");
    expect(describeScene({ ...state, ball: { x: 10, y: 10, vx: 3, vy: 1 } })).toBe(describeScene(state));
    expect(describeScene({ ...state, serveIn: 5 })).toBe(`${describeScene(state)} Ball on the paddle, served soon.`);
  });
});
