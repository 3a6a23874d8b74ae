import { seededRandom, type Random, nextRandom } from "../shared/random";
import { advanceTicks, startOrRestart, switchPhase } from "../shared/engine-kit";

export const PONG_WIDTH = 400;
export const PONG_HEIGHT = 300;
export const PONG_PADDLE_HEIGHT = 60;
export const PONG_PADDLE_WIDTH = 10;
/** Gap between each paddle and its side of the court. */
const PONG_PADDLE_INSET = 10;
export const PONG_PLAYER_X = PONG_PADDLE_INSET;
export const PONG_AI_X = PONG_WIDTH - PONG_PADDLE_INSET - PONG_PADDLE_WIDTH;
export const PONG_BALL_RADIUS = 8;
/** Horizontal ball speed in px per tick; the vertical speed stays within the same bound. */
export const PONG_BALL_SPEED = 3;
/** Every paddle hit in a rally adds this much to the horizontal speed, up to PONG_MAX_BALL_SPEED. */
export const PONG_RALLY_SPEEDUP = 0.25;
/** Fast enough that the AI (2 px per tick) cannot reach every angled return; slow enough that the ball cannot pass through a paddle in one tick. */
export const PONG_MAX_BALL_SPEED = 8;
export const PONG_AI_SPEED = 2;
export const PONG_KEY_STEP = 20;
export const PONG_WINNING_SCORE = 5;
export const PONG_TICKS_PER_SECOND = 60;
export const PONG_TICK_MS = 1000 / PONG_TICKS_PER_SECOND;

export type PongPhase = "idle" | "running" | "paused" | "over";
export type PongSide = "player" | "ai";
export type PongOptions = Record<string, never>;
export type Ball = { readonly x: number; readonly y: number; readonly vx: number; readonly vy: number };

export type PongEvent =
  | { readonly type: "wall" }
  | { readonly type: "paddle"; readonly side: PongSide }
  | { readonly type: "point"; readonly scorer: PongSide; readonly player: number; readonly ai: number }
  | { readonly type: "won"; readonly winner: PongSide };

export type PongState = {
  readonly phase: PongPhase;
  readonly ball: Ball;
  /** Top edges of the paddles; the player is on the left at PONG_PLAYER_X, the AI at PONG_AI_X. */
  readonly playerY: number;
  readonly aiY: number;
  readonly playerScore: number;
  readonly aiScore: number;
  readonly winner: PongSide | null;
  /** Where on its paddle the AI means to meet the ball, -1 (top end) to 1 (bottom end); drawn anew at every player hit. */
  readonly aiAim: number;
  /** Paddle hits since the serve. */
  readonly rally: number;
  /** What the latest step did; replaced by every step that changes state. */
  readonly events: readonly PongEvent[];
  readonly rngState: number;
};

export type PongAction =
  /** Starts from idle, resumes from paused, starts a new match when over. */
  | { readonly type: "start" }
  | { readonly type: "pause" }
  | { readonly type: "tick" }
  /** Several ticks at once (fixed-time-step catch-up) with their events kept together. */
  | { readonly type: "advance"; readonly ticks: number }
  /** Keys: dy = ±PONG_KEY_STEP. */
  | { readonly type: "move"; readonly dy: number }
  /** Mouse or touch: centre the player's paddle on canvas y. */
  | { readonly type: "setPaddle"; readonly y: number }
  | { readonly type: "reset" };

const PADDLE_START_Y = (PONG_HEIGHT - PONG_PADDLE_HEIGHT) / 2;
const clampPaddle = (y: number) => Math.min(Math.max(y, 0), PONG_HEIGHT - PONG_PADDLE_HEIGHT);

/** The ball from the centre towards `toward` (random side when null) at a random slant of 1..2.5 px per tick. */
export function serve(toward: PongSide | null, rngState: number): { ball: Ball; rngState: number } {
  const [side, afterSide] = nextRandom(rngState);
  const [slant, next] = nextRandom(afterSide);
  const goesLeft = toward === null ? side < 0.5 : toward === "player";
  const vy = (slant < 0.5 ? -1 : 1) * (1 + (slant % 0.5) * 3);
  const ball = { x: PONG_WIDTH / 2, y: PONG_HEIGHT / 2, vx: goesLeft ? -PONG_BALL_SPEED : PONG_BALL_SPEED, vy };
  return { ball, rngState: next };
}

function freshGame(rngState: number): PongState {
  const served = serve(null, rngState);
  return {
    phase: "idle",
    ball: served.ball,
    playerY: PADDLE_START_Y,
    aiY: PADDLE_START_Y,
    playerScore: 0,
    aiScore: 0,
    winner: null,
    aiAim: 0,
    rally: 0,
    events: [],
    rngState: served.rngState,
  };
}

/** The view passes a random source (crypto-seeded, or `seededRandom(seed)` for ?seed=N); the default seed makes a game repeatable. */
export function createGame(_options: PongOptions = {}, random: Random = seededRandom(1)): PongState {
  return freshGame(Math.floor(random() * 4294967296) >>> 0);
}

/** Every engine answers isOver (engines are data in, data out: create, step, isOver), whether or not its view asks. @public */
export function isOver(state: PongState): boolean {
  return state.phase === "over";
}

/** Vertical speed after a paddle hit: steeper the further from the paddle's centre, up to the ball's speed. */
function deflect(ballY: number, paddleY: number, speed: number): number {
  const offset = (ballY - (paddleY + PONG_PADDLE_HEIGHT / 2)) / (PONG_PADDLE_HEIGHT / 2);
  return Math.min(Math.max(offset, -1), 1) * speed;
}

/** Horizontal speed after the rally's n-th paddle hit: the rally speeds up until the AI cannot keep up. */
function rallySpeed(hits: number): number {
  return Math.min(PONG_BALL_SPEED + hits * PONG_RALLY_SPEEDUP, PONG_MAX_BALL_SPEED);
}

function meetsPaddle(x: number, y: number, paddleX: number, paddleY: number): boolean {
  return (
    x + PONG_BALL_RADIUS >= paddleX &&
    x - PONG_BALL_RADIUS <= paddleX + PONG_PADDLE_WIDTH &&
    y + PONG_BALL_RADIUS >= paddleY &&
    y - PONG_BALL_RADIUS <= paddleY + PONG_PADDLE_HEIGHT
  );
}

function tick(state: PongState): PongState {
  if (state.phase !== "running") return state;
  const events: PongEvent[] = [];
  let { x, y, vx, vy } = state.ball;
  x += vx;
  y += vy;
  if (y - PONG_BALL_RADIUS <= 0 || y + PONG_BALL_RADIUS >= PONG_HEIGHT) {
    y = y - PONG_BALL_RADIUS <= 0 ? PONG_BALL_RADIUS : PONG_HEIGHT - PONG_BALL_RADIUS;
    vy = -vy;
    events.push({ type: "wall" });
  }

  // The AI steers the point of its paddle it aims with (not its centre) to the ball, so its
  // returns come back at an angle; the player's own returns angle with where they meet the paddle.
  const aiCentre = state.aiY + PONG_PADDLE_HEIGHT / 2 + state.aiAim * (PONG_PADDLE_HEIGHT / 2);
  const aiMove = Math.min(Math.max(y - aiCentre, -PONG_AI_SPEED), PONG_AI_SPEED);
  const aiY = clampPaddle(state.aiY + aiMove);

  // Only a ball travelling towards a paddle and still in front of its middle bounces:
  // it can never stick inside a paddle nor be scooped back from behind it.
  const half = PONG_PADDLE_WIDTH / 2;
  let { aiAim, rally, rngState } = state;
  if (vx < 0 && x > PONG_PLAYER_X + half && meetsPaddle(x, y, PONG_PLAYER_X, state.playerY)) {
    rally += 1;
    const speed = rallySpeed(rally);
    x = PONG_PLAYER_X + PONG_PADDLE_WIDTH + PONG_BALL_RADIUS;
    vx = speed;
    vy = deflect(y, state.playerY, speed);
    const [aim, next] = nextRandom(rngState);
    aiAim = (aim * 2 - 1) * 0.9;
    rngState = next;
    events.push({ type: "paddle", side: "player" });
  } else if (vx > 0 && x < PONG_AI_X + half && meetsPaddle(x, y, PONG_AI_X, aiY)) {
    rally += 1;
    const speed = rallySpeed(rally);
    x = PONG_AI_X - PONG_BALL_RADIUS;
    vx = -speed;
    vy = deflect(y, aiY, speed);
    events.push({ type: "paddle", side: "ai" });
  }

  const scorer: PongSide | null = x < 0 ? "ai" : x > PONG_WIDTH ? "player" : null;
  if (!scorer) return { ...state, ball: { x, y, vx, vy }, aiY, aiAim, rally, rngState, events };

  const playerScore = state.playerScore + (scorer === "player" ? 1 : 0);
  const aiScore = state.aiScore + (scorer === "ai" ? 1 : 0);
  events.push({ type: "point", scorer, player: playerScore, ai: aiScore });
  // The side that conceded receives the next serve.
  const served = serve(scorer === "ai" ? "player" : "ai", rngState);
  const won = playerScore >= PONG_WINNING_SCORE || aiScore >= PONG_WINNING_SCORE;
  if (won) events.push({ type: "won", winner: scorer });
  return {
    ...state,
    phase: won ? "over" : "running",
    ball: served.ball,
    aiY,
    playerScore,
    aiScore,
    winner: won ? scorer : null,
    aiAim: 0,
    rally: 0,
    events,
    rngState: served.rngState,
  };
}

function advance(state: PongState, ticks: number): PongState {
  return advanceTicks(state, ticks, tick);
}

function movePaddle(state: PongState, playerY: number): PongState {
  if (state.phase !== "running") return state;
  const y = clampPaddle(playerY);
  return y === state.playerY ? state : { ...state, playerY: y, events: [] };
}

export function step(state: PongState, action: PongAction): PongState {
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
      return movePaddle(state, state.playerY + action.dy);
    case "setPaddle":
      return movePaddle(state, action.y - PONG_PADDLE_HEIGHT / 2);
    case "reset":
      return freshGame(state.rngState);
  }
}
