import { snakeMessages } from "./texts";
import { SNAKE_CANVAS_SIZE, SNAKE_CELL_SIZE, SNAKE_GRID_SIZE, type Direction, type SnakeState } from "../../../../games/snake/engine";

export const SNAKE_PALETTE = {
  board: "#0f172a",
  grid: "rgba(148, 163, 184, 0.08)",
  head: "#86efac",
  body: "#22c55e",
  food: "#f43f5e",
  eye: "#0f172a",
} as const;

const PADDING = 1;
const LOOK: Readonly<Record<Direction, readonly [number, number]>> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

/** Draws one frame of Snake in the 400x400 logical canvas. */
export function render(ctx: CanvasRenderingContext2D, state: SnakeState): void {
  ctx.fillStyle = SNAKE_PALETTE.board;
  ctx.fillRect(0, 0, SNAKE_CANVAS_SIZE, SNAKE_CANVAS_SIZE);

  ctx.strokeStyle = SNAKE_PALETTE.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let i = 1; i < SNAKE_GRID_SIZE; i++) {
    const at = i * SNAKE_CELL_SIZE + 0.5;
    ctx.moveTo(at, 0);
    ctx.lineTo(at, SNAKE_CANVAS_SIZE);
    ctx.moveTo(0, at);
    ctx.lineTo(SNAKE_CANVAS_SIZE, at);
  }
  ctx.stroke();

  const half = SNAKE_CELL_SIZE / 2;
  ctx.fillStyle = SNAKE_PALETTE.food;
  ctx.beginPath();
  ctx.arc(state.food.x * SNAKE_CELL_SIZE + half, state.food.y * SNAKE_CELL_SIZE + half, half - 3, 0, Math.PI * 2);
  ctx.fill();

  // Tail first, so the head is drawn on top.
  for (let i = state.snake.length - 1; i >= 0; i--) {
    const { x, y } = state.snake[i]!;
    ctx.fillStyle = i === 0 ? SNAKE_PALETTE.head : SNAKE_PALETTE.body;
    ctx.fillRect(x * SNAKE_CELL_SIZE + PADDING, y * SNAKE_CELL_SIZE + PADDING, SNAKE_CELL_SIZE - 2 * PADDING, SNAKE_CELL_SIZE - 2 * PADDING);
  }

  const head = state.snake[0];
  if (head) {
    // Two eyes looking the way the snake moves.
    const [fx, fy] = LOOK[state.direction];
    const cx = head.x * SNAKE_CELL_SIZE + half + fx * 4;
    const cy = head.y * SNAKE_CELL_SIZE + half + fy * 4;
    ctx.fillStyle = SNAKE_PALETTE.eye;
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.arc(cx + fy * side * 4, cy + fx * side * 4, 2, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

/** The canvas's text alternative: where the snake's head and the food are (columns and rows from 1). */
export function describeScene(state: SnakeState): string {
  const t = snakeMessages.get();
  const head = state.snake[0];
  const at = (p: { x: number; y: number }) => t.at({ column: p.x + 1, row: p.y + 1 });
  return t.scene({ size: SNAKE_GRID_SIZE, length: state.snake.length, head: head ? at(head) : t.none, direction: t[state.direction], food: at(state.food) });
}
