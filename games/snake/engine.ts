import { seededRandom, type Random, nextRandom } from "../shared/random";
import { advanceTicks, switchPhase } from "../shared/engine-kit";

export const SNAKE_GRID_SIZE = 20;
export const SNAKE_CANVAS_SIZE = 400;
export const SNAKE_CELL_SIZE = SNAKE_CANVAS_SIZE / SNAKE_GRID_SIZE;
export const SNAKE_TICK_MS = 150;
export const SNAKE_FOOD_POINTS = 10;
export const SNAKE_START: Point = { x: 10, y: 10 };
export const SNAKE_FIRST_FOOD: Point = { x: 15, y: 15 };
/** The congratulation shows once, when the length first exceeds this. */
export const SNAKE_CONGRATULATION_LENGTH = 15;
/** Turns pressed faster than the tick wait here, one consumed per tick. */
export const SNAKE_TURN_QUEUE_MAX = 3;

export type Point = { readonly x: number; readonly y: number };
export type Direction = "up" | "down" | "left" | "right";
export type SnakePhase = "idle" | "running" | "paused" | "over";
export type SnakeDeathReason = "wall" | "self";
export type SnakeOptions = Record<string, never>;

export type SnakeEvent =
  | { readonly type: "started" }
  | { readonly type: "ate"; readonly score: number; readonly length: number }
  | { readonly type: "congratulation"; readonly length: number }
  | { readonly type: "died"; readonly reason: SnakeDeathReason; readonly score: number }
  /** The snake fills the whole grid: nowhere left to put food. */
  | { readonly type: "filled"; readonly score: number };

export type SnakeState = {
  readonly phase: SnakePhase;
  /** Head first. */
  readonly snake: readonly Point[];
  readonly direction: Direction;
  /** Pending turns, each already checked against the one before it. */
  readonly turns: readonly Direction[];
  readonly food: Point;
  readonly score: number;
  readonly congratulated: boolean;
  readonly deathReason: SnakeDeathReason | null;
  /** What the latest step did, for toasts and sounds; replaced by every step that changes state. */
  readonly events: readonly SnakeEvent[];
  readonly rngState: number;
};

export type SnakeAction =
  | { readonly type: "start" }
  | { readonly type: "tick" }
  /** Several ticks at once (fixed-time-step catch-up) with their events kept together. */
  | { readonly type: "advance"; readonly ticks: number }
  | { readonly type: "turn"; readonly direction: Direction }
  | { readonly type: "pause" }
  | { readonly type: "resume" }
  | { readonly type: "reset" };

const DELTAS: Record<Direction, Point> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};
const OPPOSITE: Record<Direction, Direction> = { up: "down", down: "up", left: "right", right: "left" };

function freshGame(rngState: number): SnakeState {
  return {
    phase: "idle",
    snake: [SNAKE_START],
    direction: "right",
    turns: [],
    food: SNAKE_FIRST_FOOD,
    score: 0,
    congratulated: false,
    deathReason: null,
    events: [],
    rngState,
  };
}

/** The view passes a random source (crypto-seeded, or `seededRandom(seed)` for ?seed=N); the default seed makes a game repeatable. */
export function createGame(_options: SnakeOptions = {}, random: Random = seededRandom(1)): SnakeState {
  return freshGame(Math.floor(random() * 4294967296) >>> 0);
}

export function isOver(state: SnakeState): boolean {
  return state.phase === "over";
}

const samePoint = (a: Point, b: Point) => a.x === b.x && a.y === b.y;

/** Food goes on a cell chosen uniformly among the cells the snake does not cover; null when none is free. */
export function placeFood(snake: readonly Point[], rngState: number): { food: Point | null; rngState: number } {
  const taken = new Set(snake.map((p) => p.y * SNAKE_GRID_SIZE + p.x));
  const free: Point[] = [];
  for (let y = 0; y < SNAKE_GRID_SIZE; y++) {
    for (let x = 0; x < SNAKE_GRID_SIZE; x++) {
      if (!taken.has(y * SNAKE_GRID_SIZE + x)) free.push({ x, y });
    }
  }
  if (free.length === 0) return { food: null, rngState };
  const [value, next] = nextRandom(rngState);
  return { food: free[Math.floor(value * free.length)] ?? null, rngState: next };
}

function turn(state: SnakeState, direction: Direction): SnakeState {
  if (state.phase !== "running" || state.turns.length >= SNAKE_TURN_QUEUE_MAX) return state;
  // Checked against the last queued turn, not the current direction, so two quick keys
  // (right, then up + left within one tick) can never fold the snake back into itself.
  const previous = state.turns[state.turns.length - 1] ?? state.direction;
  if (direction === previous || direction === OPPOSITE[previous]) return state;
  return { ...state, turns: [...state.turns, direction], events: [] };
}

function tick(state: SnakeState): SnakeState {
  if (state.phase !== "running") return state;
  const [queued, ...turns] = state.turns;
  const direction = queued ?? state.direction;
  const head = state.snake[0] ?? SNAKE_START;
  const next = { x: head.x + DELTAS[direction].x, y: head.y + DELTAS[direction].y };
  const died = (reason: SnakeDeathReason): SnakeState => ({
    ...state,
    phase: "over",
    direction,
    turns: [],
    deathReason: reason,
    events: [{ type: "died", reason, score: state.score }],
  });

  if (next.x < 0 || next.y < 0 || next.x >= SNAKE_GRID_SIZE || next.y >= SNAKE_GRID_SIZE) return died("wall");
  const eats = samePoint(next, state.food);
  // The tail cell empties during this move unless the snake grows, so following the tail is safe.
  const body = eats ? state.snake : state.snake.slice(0, -1);
  if (body.some((p) => samePoint(p, next))) return died("self");

  const snake = [next, ...body];
  if (!eats) return { ...state, snake, direction, turns, events: [] };

  const score = state.score + SNAKE_FOOD_POINTS;
  const events: SnakeEvent[] = [{ type: "ate", score, length: snake.length }];
  const congratulate = !state.congratulated && snake.length > SNAKE_CONGRATULATION_LENGTH;
  if (congratulate) events.push({ type: "congratulation", length: snake.length });
  const placed = placeFood(snake, state.rngState);
  const base = { ...state, snake, direction, turns, score, congratulated: state.congratulated || congratulate };
  if (placed.food === null) {
    return { ...base, phase: "over", turns: [], events: [...events, { type: "filled", score }] };
  }
  return { ...base, food: placed.food, rngState: placed.rngState, events };
}

function advance(state: SnakeState, ticks: number): SnakeState {
  return advanceTicks(state, ticks, tick);
}

export function step(state: SnakeState, action: SnakeAction): SnakeState {
  switch (action.type) {
    case "start":
      if (state.phase === "idle") return { ...state, phase: "running", direction: "right", events: [{ type: "started" }] };
      if (state.phase === "over") return { ...freshGame(state.rngState), phase: "running", events: [{ type: "started" }] };
      return state;
    case "tick":
      return tick(state);
    case "advance":
      return advance(state, action.ticks);
    case "turn":
      return turn(state, action.direction);
    case "pause":
      return switchPhase(state, "running", "paused");
    case "resume":
      return switchPhase(state, "paused", "running");
    case "reset":
      return freshGame(state.rngState);
  }
}
