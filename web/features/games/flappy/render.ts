import { format } from "../../../i18n/i18n";
import { flappyMessages } from "./texts";
import { FLAPPY_BIRD_SIZE, FLAPPY_BIRD_X, FLAPPY_GAP, FLAPPY_HEIGHT, FLAPPY_PIPE_WIDTH, FLAPPY_WIDTH, type FlappyState, type Pipe } from "../../../../games/flappy/engine";

export const FLAPPY_PALETTE = {
  sky: "#7dd3fc",
  pipe: "#16a34a",
  pipeEdge: "#14532d",
  bird: "#facc15",
  beak: "#f97316",
  eye: "#0f172a",
  score: "#ffffff",
  scoreShadow: "rgba(15, 23, 42, 0.6)",
} as const;

const CAP_HEIGHT = 14;
const CAP_OVERHANG = 4;

function drawPipe(ctx: CanvasRenderingContext2D, pipe: Pipe): void {
  const bottomTop = pipe.gapTop + FLAPPY_GAP;
  ctx.fillStyle = FLAPPY_PALETTE.pipe;
  ctx.fillRect(pipe.x, 0, FLAPPY_PIPE_WIDTH, pipe.gapTop);
  ctx.fillRect(pipe.x, bottomTop, FLAPPY_PIPE_WIDTH, FLAPPY_HEIGHT - bottomTop);
  // Caps at the mouth of each pipe.
  ctx.fillStyle = FLAPPY_PALETTE.pipeEdge;
  ctx.fillRect(pipe.x - CAP_OVERHANG, pipe.gapTop - CAP_HEIGHT, FLAPPY_PIPE_WIDTH + 2 * CAP_OVERHANG, CAP_HEIGHT);
  ctx.fillRect(pipe.x - CAP_OVERHANG, bottomTop, FLAPPY_PIPE_WIDTH + 2 * CAP_OVERHANG, CAP_HEIGHT);
}

/** Draws one frame of Flappy in the 400x600 logical canvas. */
export function render(ctx: CanvasRenderingContext2D, state: FlappyState): void {
  ctx.fillStyle = FLAPPY_PALETTE.sky;
  ctx.fillRect(0, 0, FLAPPY_WIDTH, FLAPPY_HEIGHT);
  for (const pipe of state.pipes) drawPipe(ctx, pipe);

  const r = FLAPPY_BIRD_SIZE / 2;
  const cx = FLAPPY_BIRD_X + r;
  const cy = state.birdY + r;
  ctx.fillStyle = FLAPPY_PALETTE.bird;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = FLAPPY_PALETTE.beak;
  ctx.beginPath();
  ctx.moveTo(cx + r - 2, cy - 3);
  ctx.lineTo(cx + r + 7, cy + 1);
  ctx.lineTo(cx + r - 2, cy + 5);
  ctx.fill();
  ctx.fillStyle = FLAPPY_PALETTE.eye;
  ctx.beginPath();
  ctx.arc(cx + 4, cy - 4, 2.5, 0, Math.PI * 2);
  ctx.fill();

  ctx.font = "bold 44px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  // The score in the page's language's digits (as String() in English below 1,000).
  const score = format.get().number(state.score);
  ctx.fillStyle = FLAPPY_PALETTE.scoreShadow;
  ctx.fillText(score, FLAPPY_WIDTH / 2 + 2, 26);
  ctx.fillStyle = FLAPPY_PALETTE.score;
  ctx.fillText(score, FLAPPY_WIDTH / 2, 24);
}

/**
 * The canvas's text alternative. The bird and the pipes move every tick, so it says only what
 * changes on a point or a crash: the game in words and the score.
 */
export function describeScene(state: FlappyState): string {
  const t = flappyMessages.get();
  const { number } = format.get();
  const scene = state.phase === "over" ? t.crashed : t.flying({ gap: number(FLAPPY_GAP) });
  return t.scene({ scene, score: number(state.score) });
}
