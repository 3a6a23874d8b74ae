import {
  BREAKOUT_BALL_RADIUS,
  BREAKOUT_BRICK_HEIGHT,
  BREAKOUT_BRICK_WIDTH,
  BREAKOUT_HEIGHT,
  BREAKOUT_PADDLE_HEIGHT,
  BREAKOUT_PADDLE_WIDTH,
  BREAKOUT_PADDLE_Y,
  BREAKOUT_WIDTH,
  type BreakoutState,
} from "../../../../games/breakout/engine";
import { breakoutMessages, breakoutNumber } from "./texts";

export const BREAKOUT_PALETTE = {
  court: "#0f172a",
  /** One colour per brick row, top to bottom. */
  rows: ["#f43f5e", "#f97316", "#facc15", "#22c55e", "#3b82f6"],
  paddle: "#e2e8f0",
  ball: "#f8fafc",
} as const;

/**
 * Draws one frame of Breakout in the 400 wide by 500 tall logical canvas: court, bricks, paddle
 * and ball only. The score and lives are in the stats row above the canvas, not drawn again here.
 */
export function render(ctx: CanvasRenderingContext2D, state: BreakoutState): void {
  ctx.fillStyle = BREAKOUT_PALETTE.court;
  ctx.fillRect(0, 0, BREAKOUT_WIDTH, BREAKOUT_HEIGHT);

  for (const brick of state.bricks) {
    ctx.fillStyle = BREAKOUT_PALETTE.rows[brick.row % BREAKOUT_PALETTE.rows.length]!;
    ctx.fillRect(brick.x, brick.y, BREAKOUT_BRICK_WIDTH, BREAKOUT_BRICK_HEIGHT);
  }

  ctx.fillStyle = BREAKOUT_PALETTE.paddle;
  ctx.fillRect(state.paddleX, BREAKOUT_PADDLE_Y, BREAKOUT_PADDLE_WIDTH, BREAKOUT_PADDLE_HEIGHT);

  ctx.fillStyle = BREAKOUT_PALETTE.ball;
  ctx.beginPath();
  ctx.arc(state.ball.x, state.ball.y, BREAKOUT_BALL_RADIUS, 0, Math.PI * 2);
  ctx.fill();
}

/**
 * The canvas's text alternative: bricks and lives left and the paddle, and the ball while it waits
 * on the paddle after a lost life. It leaves out the ball in flight, which moves every tick, so the
 * label changes only when the player acts, a brick or life goes, or the ball is served.
 */
export function describeScene(state: BreakoutState): string {
  const t = breakoutMessages.get();
  const lives = t.livesLeft({ lives: breakoutNumber(state.lives) })(state.lives);
  const scene = t.scene({ bricks: breakoutNumber(state.bricks.length), lives, x: breakoutNumber(Math.round(state.paddleX)) })(state.bricks.length);
  return state.serveIn > 0 ? `${scene} ${t.serving}` : scene;
}
