import { seededRandom, type Random, nextRandom } from "../shared/random";
import { advanceTicks, switchPhase } from "../shared/engine-kit";

export const FLAPPY_WIDTH = 400;
export const FLAPPY_HEIGHT = 600;
export const FLAPPY_GAP = 150;
export const FLAPPY_PIPE_WIDTH = 60;
/** Pixels the pipes move left per tick. */
export const FLAPPY_PIPE_SPEED = 3;
/** Added to the bird's velocity every tick. */
export const FLAPPY_GRAVITY = 0.6;
export const FLAPPY_FLAP_VELOCITY = -12;
export const FLAPPY_TICK_MS = 20;
export const FLAPPY_TOAST_EVERY = 5;
export const FLAPPY_BIRD_X = 80;
export const FLAPPY_BIRD_SIZE = 24;
export const FLAPPY_BIRD_START_Y = (FLAPPY_HEIGHT - FLAPPY_BIRD_SIZE) / 2;
/** Horizontal distance between the left edges of consecutive pipes. */
export const FLAPPY_PIPE_SPACING = 220;
/** Smallest height of the top and of the bottom pipe, so a gap is never flush with an edge. */
export const FLAPPY_GAP_MARGIN = 60;

export type FlappyPhase = "idle" | "playing" | "paused" | "over";
export type FlappyDeathReason = "pipe" | "floor" | "ceiling";
export type FlappyOptions = Record<string, never>;

/** A pipe pair: the top pipe spans 0..gapTop, the bottom pipe gapTop+GAP..HEIGHT. */
export type Pipe = { readonly x: number; readonly gapTop: number; readonly scored: boolean };

export type FlappyEvent =
  | { readonly type: "flap" }
  | { readonly type: "scored"; readonly score: number }
  /** Every FLAPPY_TOAST_EVERY points, for the toast. */
  | { readonly type: "milestone"; readonly score: number }
  | { readonly type: "died"; readonly reason: FlappyDeathReason; readonly score: number };

export type FlappyState = {
  readonly phase: FlappyPhase;
  /** Top edge of the bird; its left edge is always FLAPPY_BIRD_X. */
  readonly birdY: number;
  readonly velocity: number;
  readonly pipes: readonly Pipe[];
  readonly score: number;
  /** What the latest step did; replaced by every step that changes state. */
  readonly events: readonly FlappyEvent[];
  readonly rngState: number;
};

export type FlappyAction =
  | { readonly type: "flap" }
  | { readonly type: "tick" }
  /** Several ticks at once (fixed-time-step catch-up) with their events kept together. */
  | { readonly type: "advance"; readonly ticks: number }
  | { readonly type: "pause" }
  | { readonly type: "resume" }
  | { readonly type: "reset" };

function freshGame(rngState: number): FlappyState {
  return { phase: "idle", birdY: FLAPPY_BIRD_START_Y, velocity: 0, pipes: [], score: 0, events: [], rngState };
}

/** The view passes a random source (crypto-seeded, or `seededRandom(seed)` for ?seed=N); the default seed makes a game repeatable. */
export function createGame(_options: FlappyOptions = {}, random: Random = seededRandom(1)): FlappyState {
  return freshGame(Math.floor(random() * 4294967296) >>> 0);
}

export function isOver(state: FlappyState): boolean {
  return state.phase === "over";
}

/** A new pipe with its gap placed uniformly between the margins. */
export function spawnPipe(x: number, rngState: number): { pipe: Pipe; rngState: number } {
  const [value, next] = nextRandom(rngState);
  const range = FLAPPY_HEIGHT - FLAPPY_GAP - 2 * FLAPPY_GAP_MARGIN;
  return { pipe: { x, gapTop: FLAPPY_GAP_MARGIN + Math.floor(value * (range + 1)), scored: false }, rngState: next };
}

function hitsPipe(birdY: number, pipe: Pipe): boolean {
  const overlapsX = FLAPPY_BIRD_X + FLAPPY_BIRD_SIZE > pipe.x && FLAPPY_BIRD_X < pipe.x + FLAPPY_PIPE_WIDTH;
  return overlapsX && (birdY < pipe.gapTop || birdY + FLAPPY_BIRD_SIZE > pipe.gapTop + FLAPPY_GAP);
}

function tick(state: FlappyState): FlappyState {
  if (state.phase !== "playing") return state;
  const velocity = state.velocity + FLAPPY_GRAVITY;
  const birdY = state.birdY + velocity;

  let rngState = state.rngState;
  const pipes = state.pipes.map((p) => ({ ...p, x: p.x - FLAPPY_PIPE_SPEED })).filter((p) => p.x + FLAPPY_PIPE_WIDTH > 0);
  const last = pipes[pipes.length - 1];
  if (!last || last.x <= FLAPPY_WIDTH - FLAPPY_PIPE_SPACING) {
    const spawned = spawnPipe(last ? last.x + FLAPPY_PIPE_SPACING : FLAPPY_WIDTH, rngState);
    pipes.push(spawned.pipe);
    rngState = spawned.rngState;
  }

  const reason: FlappyDeathReason | null = birdY <= 0 ? "ceiling" : birdY + FLAPPY_BIRD_SIZE >= FLAPPY_HEIGHT ? "floor" : pipes.some((p) => hitsPipe(birdY, p)) ? "pipe" : null;
  if (reason) {
    return {
      ...state,
      phase: "over",
      birdY: Math.min(Math.max(birdY, 0), FLAPPY_HEIGHT - FLAPPY_BIRD_SIZE),
      velocity: 0,
      pipes,
      events: [{ type: "died", reason, score: state.score }],
      rngState,
    };
  }

  let score = state.score;
  const events: FlappyEvent[] = [];
  const scoredPipes = pipes.map((p) => {
    if (p.scored || p.x + FLAPPY_PIPE_WIDTH >= FLAPPY_BIRD_X) return p;
    score += 1;
    events.push({ type: "scored", score });
    if (score % FLAPPY_TOAST_EVERY === 0) events.push({ type: "milestone", score });
    return { ...p, scored: true };
  });
  return { ...state, birdY, velocity, pipes: scoredPipes, score, events, rngState };
}

function advance(state: FlappyState, ticks: number): FlappyState {
  return advanceTicks(state, ticks, tick);
}

export function step(state: FlappyState, action: FlappyAction): FlappyState {
  switch (action.type) {
    case "flap":
      if (state.phase !== "idle" && state.phase !== "playing") return state;
      return { ...state, phase: "playing", velocity: FLAPPY_FLAP_VELOCITY, events: [{ type: "flap" }] };
    case "tick":
      return tick(state);
    case "advance":
      return advance(state, action.ticks);
    case "pause":
      return switchPhase(state, "playing", "paused");
    case "resume":
      return switchPhase(state, "paused", "playing");
    case "reset":
      return freshGame(state.rngState);
  }
}
