import { describe, expect, it } from "vitest";
import { seededRandom, shuffle } from "../shared/random";
import { SNAKE_FIRST_FOOD, SNAKE_START, createGame, isOver, placeFood, step, type Direction, type Point, type SnakeState } from "./engine";

const started = (seed = 1) => step(createGame({}, seededRandom(seed)), { type: "start" });
const tick = (state: SnakeState) => step(state, { type: "tick" });
const turn = (state: SnakeState, direction: Direction) => step(state, { type: "turn", direction });
const ticks = (state: SnakeState, n: number) => {
  let s = state;
  for (let i = 0; i < n; i++) s = tick(s);
  return s;
};
const ALL_CELLS: Point[] = Array.from({ length: 400 }, (_, k) => ({ x: k % 20, y: Math.floor(k / 20) }));
const head = (state: SnakeState) => state.snake[0];

describe("snake engine", () => {
  it("starts idle with a length-1 snake at (10,10) and food at (15,15); Start sets direction right", () => {
    const idle = createGame({}, seededRandom(1));
    expect(idle.phase).toBe("idle");
    expect(idle.snake).toEqual([{ x: 10, y: 10 }]);
    expect(idle.food).toEqual({ x: 15, y: 15 });
    const running = step(idle, { type: "start" });
    expect(running.phase).toBe("running");
    expect(running.direction).toBe("right");
    expect(running.events).toEqual([{ type: "started" }]);
  });

  it("moves one cell per tick in the current direction", () => {
    expect(head(tick(started()))).toEqual({ x: 11, y: 10 });
  });

  it("with no input the snake started at (10,10) moving right dies on the right wall after exactly 10 ticks (9 moves reach x=19, the 10th would leave the grid)", () => {
    const nine = ticks(started(), 9);
    expect(nine.phase).toBe("running");
    expect(head(nine)).toEqual({ x: 19, y: 10 });
    const ten = tick(nine);
    expect(ten.phase).toBe("over");
    expect(isOver(ten)).toBe(true);
    expect(ten.deathReason).toBe("wall");
    expect(ten.events).toEqual([{ type: "died", reason: "wall", score: 0 }]);
  });

  it("dies on the top wall after turning up and moving 11 ticks from row 10", () => {
    const up = turn(started(), "up");
    expect(ticks(up, 10).phase).toBe("running");
    const dead = ticks(up, 11);
    expect(dead.deathReason).toBe("wall");
    expect(head(dead)).toEqual({ x: 10, y: 0 });
  });

  it("ignores a direct reversal: moving right, pressing left changes nothing", () => {
    const s = started();
    expect(turn(s, "left")).toBe(s);
    expect(head(tick(turn(s, "left")))).toEqual({ x: 11, y: 10 });
  });

  it("two keys in one tick (up then left while moving right) turn up then left over two ticks, never straight back", () => {
    const queued = turn(turn(started(), "up"), "left");
    expect(queued.turns).toEqual(["up", "left"]);
    const first = tick(queued);
    expect(first.direction).toBe("up");
    expect(head(first)).toEqual({ x: 10, y: 9 });
    const second = tick(first);
    expect(second.direction).toBe("left");
    expect(head(second)).toEqual({ x: 9, y: 9 });
    expect(second.phase).toBe("running");
  });

  it("checks each queued turn against the turn before it: up then down in one tick keeps only up", () => {
    const s = turn(started(), "up");
    expect(turn(s, "down")).toBe(s);
    expect(s.turns).toEqual(["up"]);
  });

  it("a long snake pressed down then left while moving right within one tick never hits itself", () => {
    const body: Point[] = [5, 4, 3, 2, 1].map((x) => ({ x, y: 10 }));
    const s: SnakeState = { ...started(), snake: body, direction: "right" };
    const after = tick(tick(turn(turn(s, "down"), "left")));
    expect(after.phase).toBe("running");
    expect(after.snake.slice(0, 2)).toEqual([
      { x: 4, y: 11 },
      { x: 5, y: 11 },
    ]);
  });

  it("keeps at most 3 queued turns and ignores a repeat of the last queued direction", () => {
    let s = started();
    for (const d of ["up", "left", "down", "right"] as const) s = turn(s, d);
    expect(s.turns).toEqual(["up", "left", "down"]);
    const repeat = turn(started(), "right");
    expect(repeat.turns).toEqual([]);
  });

  it("dies with reason self on running into its own body and shows the self message", () => {
    // Head at (5,5) heading right, body curls below it: turning down hits (5,6).
    const snake: Point[] = [
      { x: 5, y: 5 },
      { x: 4, y: 5 },
      { x: 4, y: 6 },
      { x: 5, y: 6 },
      { x: 6, y: 6 },
    ];
    const s: SnakeState = { ...started(), snake, direction: "right" };
    const dead = tick(turn(s, "down"));
    expect(dead.phase).toBe("over");
    expect(dead.deathReason).toBe("self");
    expect(dead.events).toEqual([{ type: "died", reason: "self", score: 0 }]);
  });

  it("may move into the cell its tail is leaving in the same tick", () => {
    const snake: Point[] = [
      { x: 5, y: 5 },
      { x: 4, y: 5 },
      { x: 4, y: 6 },
      { x: 5, y: 6 },
    ];
    const s: SnakeState = { ...started(), snake, direction: "right" };
    const after = tick(turn(s, "down"));
    expect(after.phase).toBe("running");
    expect(head(after)).toEqual({ x: 5, y: 6 });
  });

  it("eating food grows the snake by one, adds 10 points, emits 'ate' and places new food off the body", () => {
    const s: SnakeState = { ...started(), food: { x: 11, y: 10 } };
    const fed = tick(s);
    expect(fed.snake).toEqual([
      { x: 11, y: 10 },
      { x: 10, y: 10 },
    ]);
    expect(fed.score).toBe(10);
    expect(fed.events).toEqual([{ type: "ate", score: 10, length: 2 }]);
    expect(fed.snake.some((p) => p.x === fed.food.x && p.y === fed.food.y)).toBe(false);
    const moved = tick(fed);
    expect(moved.snake).toHaveLength(2);
  });

  it("emits the congratulation once, when the length first exceeds 15", () => {
    const snake: Point[] = Array.from({ length: 15 }, (_, i) => ({ x: 15 - i, y: 3 }));
    let s: SnakeState = { ...started(), snake, food: { x: 16, y: 3 } };
    s = tick(s);
    expect(s.snake).toHaveLength(16);
    expect(s.events).toContainEqual({ type: "congratulation", length: 16 });
    s = tick({ ...s, food: { x: 17, y: 3 } });
    expect(s.snake).toHaveLength(17);
    expect(s.events.some((e) => e.type === "congratulation")).toBe(false);
  });

  it("never places food on the snake over 5000 seeded placements with long bodies, and can reach every free cell", () => {
    const random = seededRandom(42);
    let rngState = 7;
    const hits = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const length = 100 + Math.floor(random() * 299);
      const body = shuffle(ALL_CELLS, random).slice(0, length);
      const placed = placeFood(body, rngState);
      rngState = placed.rngState;
      expect(placed.food).not.toBeNull();
      expect(body.some((p) => p.x === placed.food?.x && p.y === placed.food?.y)).toBe(false);
    }
    const body = ALL_CELLS.slice(0, 390);
    for (let i = 0; i < 500; i++) {
      const placed = placeFood(body, rngState);
      rngState = placed.rngState;
      hits.add(`${placed.food?.x},${placed.food?.y}`);
    }
    expect(hits.size).toBe(10);
  });

  it("a long seeded game that keeps eating never spawns food inside the body", () => {
    // Serpentine path through the whole grid: the snake visits every cell without dying.
    const path: Point[] = [];
    for (let y = 0; y < 20; y++) for (let i = 0; i < 20; i++) path.push({ x: y % 2 === 0 ? i : 19 - i, y });
    let s: SnakeState = { ...started(9), snake: [path[0] ?? SNAKE_START], food: path[1] ?? SNAKE_FIRST_FOOD };
    let eaten = 0;
    for (let k = 1; k < 300 && s.phase === "running"; k++) {
      const target = path[k] ?? SNAKE_START;
      // Steer along the path and put food on every fourth cell so the snake grows to ~75.
      const h = head(s) ?? SNAKE_START;
      const dir: Direction = target.x > h.x ? "right" : target.x < h.x ? "left" : "down";
      s = { ...s, direction: dir, turns: [], food: k % 4 === 0 ? target : s.food };
      s = tick(s);
      if (s.events.some((e) => e.type === "ate")) eaten++;
      expect(s.snake.some((p) => p.x === s.food.x && p.y === s.food.y)).toBe(false);
    }
    expect(s.phase).toBe("running");
    expect(eaten).toBeGreaterThan(60);
  });

  it("over 200 seeded games steered only through turn actions (5000+ ticks), food is never on the body and every meal adds exactly 10", () => {
    let ticksPlayed = 0;
    let meals = 0;
    const endings = new Set<string | null>();
    for (let seed = 1; seed <= 200; seed++) {
      const pick = seededRandom(seed * 7919);
      let s = started(seed);
      while (!isOver(s)) {
        // A bot that heads for the food, with random detours, so bodies curl and games end both ways.
        const h = head(s) ?? SNAKE_START;
        const toFood: Direction = s.food.x > h.x ? "right" : s.food.x < h.x ? "left" : s.food.y > h.y ? "down" : "up";
        const detour = (["up", "down", "left", "right"] as const)[Math.floor(pick() * 4)]!;
        s = turn(s, pick() < 0.25 ? detour : toFood);
        const before = s.score;
        s = tick(s);
        ticksPlayed++;
        expect(s.snake.some((p) => p.x === s.food.x && p.y === s.food.y)).toBe(false);
        if (s.events.some((e) => e.type === "ate")) {
          meals++;
          expect(s.score).toBe(before + 10);
        }
      }
      expect(s.score).toBe((s.snake.length - 1) * 10);
      endings.add(s.deathReason);
    }
    expect(endings).toEqual(new Set(["wall", "self"]));
    expect(ticksPlayed).toBeGreaterThan(5000);
    expect(meals).toBeGreaterThan(200);
  });

  it("ignores turns and ticks when idle, paused or over, and pause/resume toggles", () => {
    const idle = createGame({}, seededRandom(1));
    expect(turn(idle, "up")).toBe(idle);
    expect(tick(idle)).toBe(idle);
    const paused = step(started(), { type: "pause" });
    expect(paused.phase).toBe("paused");
    expect(tick(paused)).toBe(paused);
    expect(turn(paused, "up")).toBe(paused);
    expect(step(paused, { type: "resume" }).phase).toBe("running");
    const over = ticks(started(), 10);
    expect(tick(over)).toBe(over);
    expect(turn(over, "up")).toBe(over);
  });

  it("reset returns an idle game at the start position with score 0", () => {
    const played = ticks({ ...started(), score: 30 }, 3);
    const reset = step(played, { type: "reset" });
    expect(reset.phase).toBe("idle");
    expect(reset.snake).toEqual([SNAKE_START]);
    expect(reset.score).toBe(0);
  });

  it("advance runs several ticks and keeps every event", () => {
    const s = step({ ...started(), food: { x: 12, y: 10 } }, { type: "advance", ticks: 10 });
    expect(s.phase).toBe("over");
    expect(s.events.map((e) => e.type)).toEqual(["ate", "died"]);
  });
});
