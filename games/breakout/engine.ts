import { seededRandom, type Random, nextRandom } from "../shared/random";
import { advanceTicks, startOrRestart, switchPhase } from "../shared/engine-kit";
import { cosDegrees, sinDegrees } from "../shared/trig";

export const BREAKOUT_WIDTH = 400;
export const BREAKOUT_HEIGHT = 500;
export const BREAKOUT_PADDLE_WIDTH = 80;
export const BREAKOUT_PADDLE_HEIGHT = 12;
/** Top edge of the paddle. */
export const BREAKOUT_PADDLE_Y = BREAKOUT_HEIGHT - 30;
export const BREAKOUT_ROWS = 5;
export const BREAKOUT_COLUMNS = 8;
export const BREAKOUT_BRICK_GAP = 4;
export const BREAKOUT_BRICK_OFFSET_X = 10;
export const BREAKOUT_BRICK_OFFSET_Y = 50;
export const BREAKOUT_BRICK_WIDTH = (BREAKOUT_WIDTH - 2 * BREAKOUT_BRICK_OFFSET_X - (BREAKOUT_COLUMNS - 1) * BREAKOUT_BRICK_GAP) / BREAKOUT_COLUMNS;
export const BREAKOUT_BRICK_HEIGHT = 18;
export const BREAKOUT_BRICK_POINTS = 10;
export const BREAKOUT_LIVES = 3;
export const BREAKOUT_BALL_RADIUS = 6;
/** Ball speed in px per tick (our choice: no other number is fixed for it). */
export const BREAKOUT_BALL_SPEED = 4;
/** A hit at the paddle's very edge leaves at this angle from vertical, in degrees. */
export const BREAKOUT_MAX_BOUNCE_DEGREES = 60;
/** A serve leaves at a whole number of degrees from vertical, at most this many either way. */
export const BREAKOUT_MAX_SERVE_DEGREES = 45;
export const BREAKOUT_KEY_STEP = 20;
export const BREAKOUT_TICKS_PER_SECOND = 60;
export const BREAKOUT_TICK_MS = 1000 / BREAKOUT_TICKS_PER_SECOND;
/**
 * After a lost life the ball rests on the paddle this many ticks (2.7 s) before it leaves: the
 * page's "Life lost!" message (2.5 s) is gone by then, so the serve is never hidden under it.
 * Counted in ticks, so the server's replay of a challenge run serves on the same tick.
 */
export const BREAKOUT_SERVE_DELAY_TICKS = 160;

export type BreakoutPhase = "idle" | "running" | "paused" | "over";
export type BreakoutOptions = Record<string, never>;
export type Ball = { readonly x: number; readonly y: number; readonly vx: number; readonly vy: number };
/** x, y is the top-left corner; row 0 is the top row. */
export type Brick = { readonly row: number; readonly column: number; readonly x: number; readonly y: number };

export type BreakoutEvent =
  | { readonly type: "wall" }
  | { readonly type: "paddle" }
  | { readonly type: "brick"; readonly row: number; readonly column: number; readonly score: number }
  | { readonly type: "lifeLost"; readonly remaining: number }
  | { readonly type: "gameOver"; readonly score: number }
  | { readonly type: "victory"; readonly score: number };

export type BreakoutState = {
  readonly phase: BreakoutPhase;
  readonly outcome: "victory" | "defeat" | null;
  /** Left edge of the paddle; its top is BREAKOUT_PADDLE_Y. */
  readonly paddleX: number;
  readonly ball: Ball;
  /** Ticks left before a ball resting on the paddle (after a lost life) leaves it; 0 in flight. */
  readonly serveIn: number;
  /** The bricks still standing. */
  readonly bricks: readonly Brick[];
  readonly score: number;
  readonly lives: number;
  /** What the latest step did; replaced by every step that changes state. */
  readonly events: readonly BreakoutEvent[];
  readonly rngState: number;
};

export type BreakoutAction =
  /** Starts from idle, resumes from paused, starts a new game when over. */
  | { readonly type: "start" }
  | { readonly type: "pause" }
  | { readonly type: "tick" }
  /** Several ticks at once (fixed-time-step catch-up) with their events kept together. */
  | { readonly type: "advance"; readonly ticks: number }
  /** Keys: dx = ±BREAKOUT_KEY_STEP. */
  | { readonly type: "move"; readonly dx: number }
  /** Mouse or touch: centre the paddle on canvas x. */
  | { readonly type: "setPaddle"; readonly x: number }
  | { readonly type: "reset" };

export function createBricks(): Brick[] {
  return Array.from({ length: BREAKOUT_ROWS * BREAKOUT_COLUMNS }, (_, i) => {
    const row = Math.floor(i / BREAKOUT_COLUMNS);
    const column = i % BREAKOUT_COLUMNS;
    const x = BREAKOUT_BRICK_OFFSET_X + column * (BREAKOUT_BRICK_WIDTH + BREAKOUT_BRICK_GAP);
    const y = BREAKOUT_BRICK_OFFSET_Y + row * (BREAKOUT_BRICK_HEIGHT + BREAKOUT_BRICK_GAP);
    return { row, column, x, y };
  });
}

/**
 * The ball just above the paddle's centre, going up at a random whole-degree angle within ±45°.
 * Angles are whole degrees from a table (games/shared/trig.ts) so a replay on the server gives
 * the same bounces as the phone that played.
 */
export function serve(paddleX: number, rngState: number): { ball: Ball; rngState: number } {
  const [value, next] = nextRandom(rngState);
  const degrees = Math.floor(value * (2 * BREAKOUT_MAX_SERVE_DEGREES + 1)) - BREAKOUT_MAX_SERVE_DEGREES;
  const ball = {
    x: paddleX + BREAKOUT_PADDLE_WIDTH / 2,
    y: BREAKOUT_PADDLE_Y - BREAKOUT_BALL_RADIUS - 1,
    vx: BREAKOUT_BALL_SPEED * sinDegrees(degrees),
    vy: -BREAKOUT_BALL_SPEED * cosDegrees(degrees),
  };
  return { ball, rngState: next };
}

function freshGame(rngState: number): BreakoutState {
  const paddleX = (BREAKOUT_WIDTH - BREAKOUT_PADDLE_WIDTH) / 2;
  const served = serve(paddleX, rngState);
  return {
    phase: "idle",
    outcome: null,
    paddleX,
    ball: served.ball,
    serveIn: 0,
    bricks: createBricks(),
    score: 0,
    lives: BREAKOUT_LIVES,
    events: [],
    rngState: served.rngState,
  };
}

/** The view passes a random source (crypto-seeded, or `seededRandom(seed)` for ?seed=N); the default seed makes a game repeatable. */
export function createGame(_options: BreakoutOptions = {}, random: Random = seededRandom(1)): BreakoutState {
  return freshGame(Math.floor(random() * 4294967296) >>> 0);
}

export function isOver(state: BreakoutState): boolean {
  return state.phase === "over";
}

function touches(x: number, y: number, left: number, top: number, width: number, height: number): boolean {
  const dx = x - Math.min(Math.max(x, left), left + width);
  const dy = y - Math.min(Math.max(y, top), top + height);
  return dx * dx + dy * dy <= BREAKOUT_BALL_RADIUS * BREAKOUT_BALL_RADIUS;
}

/** The ball sitting on the paddle's centre, keeping the velocity it will leave with. */
function onPaddle(ball: Ball, paddleX: number): Ball {
  return { ...ball, x: paddleX + BREAKOUT_PADDLE_WIDTH / 2, y: BREAKOUT_PADDLE_Y - BREAKOUT_BALL_RADIUS - 1 };
}

function tick(state: BreakoutState): BreakoutState {
  if (state.phase !== "running") return state;
  if (state.serveIn > 0) return { ...state, serveIn: state.serveIn - 1, ball: onPaddle(state.ball, state.paddleX), events: [] };
  const r = BREAKOUT_BALL_RADIUS;
  const events: BreakoutEvent[] = [];
  let { x, y, vx, vy } = state.ball;
  x += vx;
  y += vy;
  if (x - r <= 0 || x + r >= BREAKOUT_WIDTH || y - r <= 0) {
    if (x - r <= 0) [x, vx] = [r, Math.abs(vx)];
    if (x + r >= BREAKOUT_WIDTH) [x, vx] = [BREAKOUT_WIDTH - r, -Math.abs(vx)];
    if (y - r <= 0) [y, vy] = [r, Math.abs(vy)];
    events.push({ type: "wall" });
  }

  const { paddleX } = state;
  if (vy > 0 && touches(x, y, paddleX, BREAKOUT_PADDLE_Y, BREAKOUT_PADDLE_WIDTH, BREAKOUT_PADDLE_HEIGHT)) {
    // Where the ball lands sets the angle: centre straight up, edges up to 60° outwards, in whole
    // degrees (Math.round is exact, unlike Math.sin) so every JavaScript engine bounces alike.
    const offset = (x - (paddleX + BREAKOUT_PADDLE_WIDTH / 2)) / (BREAKOUT_PADDLE_WIDTH / 2);
    const degrees = Math.round(Math.min(Math.max(offset, -1), 1) * BREAKOUT_MAX_BOUNCE_DEGREES) || 0;
    [y, vx, vy] = [BREAKOUT_PADDLE_Y - r, BREAKOUT_BALL_SPEED * sinDegrees(degrees), -BREAKOUT_BALL_SPEED * cosDegrees(degrees)];
    events.push({ type: "paddle" });
  }

  let { bricks, score } = state;
  const hit = bricks.find((b) => touches(x, y, b.x, b.y, BREAKOUT_BRICK_WIDTH, BREAKOUT_BRICK_HEIGHT));
  if (hit) {
    // Level with the brick before this move means a side hit, else a top or bottom hit; a flip
    // happens only while moving towards the brick, so grazing a second one never turns the ball back.
    const before = state.ball;
    if (before.y + r <= hit.y || before.y - r >= hit.y + BREAKOUT_BRICK_HEIGHT) {
      if (vy > 0 === y < hit.y + BREAKOUT_BRICK_HEIGHT / 2) vy = -vy;
    } else if (vx > 0 === x < hit.x + BREAKOUT_BRICK_WIDTH / 2) vx = -vx;
    bricks = bricks.filter((b) => b !== hit);
    score += BREAKOUT_BRICK_POINTS;
    events.push({ type: "brick", row: hit.row, column: hit.column, score });
  }
  const ball = { x, y, vx, vy };

  if (bricks.length === 0) {
    events.push({ type: "victory", score });
    return { ...state, phase: "over", outcome: "victory", ball, bricks, score, events };
  }
  if (y - r <= BREAKOUT_HEIGHT) return { ...state, ball, bricks, score, events };

  const lives = state.lives - 1;
  if (lives === 0) {
    events.push({ type: "gameOver", score });
    return { ...state, phase: "over", outcome: "defeat", ball, bricks, score, lives, events };
  }
  events.push({ type: "lifeLost", remaining: lives });
  const served = serve(paddleX, state.rngState);
  return { ...state, ball: served.ball, serveIn: BREAKOUT_SERVE_DELAY_TICKS, bricks, score, lives, events, rngState: served.rngState };
}

function advance(state: BreakoutState, ticks: number): BreakoutState {
  return advanceTicks(state, ticks, tick);
}

function movePaddle(state: BreakoutState, paddleX: number): BreakoutState {
  if (state.phase !== "running") return state;
  const x = Math.min(Math.max(paddleX, 0), BREAKOUT_WIDTH - BREAKOUT_PADDLE_WIDTH);
  if (x === state.paddleX) return state;
  return { ...state, paddleX: x, ball: state.serveIn > 0 ? onPaddle(state.ball, x) : state.ball, events: [] };
}

export function step(state: BreakoutState, action: BreakoutAction): BreakoutState {
  switch (action.type) {
    case "start":
      return startOrRestart(state, freshGame);
    case "pause":
      return switchPhase(state, "running", "paused");
    case "tick":
      return tick(state);
    case "advance":
      return advance(state, action.ticks);
    case "move":
      return movePaddle(state, state.paddleX + action.dx);
    case "setPaddle":
      return movePaddle(state, action.x - BREAKOUT_PADDLE_WIDTH / 2);
    case "reset":
      return freshGame(state.rngState);
  }
}
