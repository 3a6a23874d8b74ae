import { num, pongMessages } from "./messages";
import { PONG_AI_X, PONG_BALL_RADIUS, PONG_HEIGHT, PONG_PADDLE_HEIGHT, PONG_PADDLE_WIDTH, PONG_PLAYER_X, PONG_WIDTH, type PongState } from "../../../../games/pong/engine";

export const PONG_PALETTE = {
  court: "#0f172a",
  net: "rgba(226, 232, 240, 0.35)",
  player: "#60a5fa",
  ai: "#f87171",
  ball: "#f8fafc",
  score: "rgba(226, 232, 240, 0.8)",
} as const;

/** Draws one frame of Pong in the 400x300 logical canvas: the player on the left, the AI on the right. */
export function render(ctx: CanvasRenderingContext2D, state: PongState): void {
  ctx.fillStyle = PONG_PALETTE.court;
  ctx.fillRect(0, 0, PONG_WIDTH, PONG_HEIGHT);

  ctx.fillStyle = PONG_PALETTE.net;
  for (let y = 4; y < PONG_HEIGHT; y += 20) ctx.fillRect(PONG_WIDTH / 2 - 1, y, 2, 12);

  ctx.font = "bold 32px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  ctx.fillStyle = PONG_PALETTE.score;
  ctx.fillText(String(state.playerScore), PONG_WIDTH / 4, 12);
  ctx.fillText(String(state.aiScore), (PONG_WIDTH * 3) / 4, 12);

  ctx.fillStyle = PONG_PALETTE.player;
  ctx.fillRect(PONG_PLAYER_X, state.playerY, PONG_PADDLE_WIDTH, PONG_PADDLE_HEIGHT);
  ctx.fillStyle = PONG_PALETTE.ai;
  ctx.fillRect(PONG_AI_X, state.aiY, PONG_PADDLE_WIDTH, PONG_PADDLE_HEIGHT);

  ctx.fillStyle = PONG_PALETTE.ball;
  ctx.beginPath();
  ctx.arc(state.ball.x, state.ball.y, PONG_BALL_RADIUS, 0, Math.PI * 2);
  ctx.fill();
}

/**
 * The canvas's text alternative: the score and the player's paddle. It leaves out the ball and
 * the AI's paddle, which move every tick, so the label (and the accessibility tree) changes only
 * when the player acts or someone scores.
 */
export function describeScene(state: PongState): string {
  return pongMessages.get().court({
    you: num(state.playerScore),
    ai: num(state.aiScore),
    y: num(Math.round(state.playerY)),
    max: num(PONG_HEIGHT - PONG_PADDLE_HEIGHT),
  });
}
