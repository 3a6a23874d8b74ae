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

export const BREAKOUT_PALETTE = {
  court: "#0f172a",
  /** One colour per brick row, top to bottom. */
  rows: ["#f43f5e", "#f97316", "#facc15", "#22c55e", "#3b82f6"],
  paddle: "#e2e8f0",
  ball: "#f8fafc",
  hud: "rgba(226, 232, 240, 0.85)",
} as const;

/** Draws one frame of Breakout in the 400 wide by 500 tall logical canvas. */
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

  ctx.font = "bold 16px system-ui, sans-serif";
  ctx.textBaseline = "top";
  ctx.fillStyle = BREAKOUT_PALETTE.hud;
  ctx.textAlign = "left";
  ctx.fillText(`Score ${state.score}`, 10, 16);
  ctx.textAlign = "right";
  ctx.fillText("♥".repeat(state.lives), BREAKOUT_WIDTH - 10, 16);
}

/**
 * The canvas's text alternative: bricks and lives left and the paddle. It leaves out the ball,
 * which moves every tick, so the label changes only when the player acts or a brick or life goes.
 */
export function describeScene(state: BreakoutState): string {
  return `Breakout court. ${state.bricks.length} bricks left, ${state.lives} lives. Paddle left edge at x ${Math.round(state.paddleX)}.`;
}
