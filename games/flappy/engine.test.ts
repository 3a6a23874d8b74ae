import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import {
  FLAPPY_BIRD_START_Y,
  FLAPPY_GAP,
  FLAPPY_GAP_MARGIN,
  FLAPPY_GRAVITY,
  FLAPPY_HEIGHT,
  FLAPPY_PIPE_SPACING,
  FLAPPY_PIPE_SPEED,
  FLAPPY_PIPE_WIDTH,
  FLAPPY_FLAP_VELOCITY,
  FLAPPY_TICK_MS,
  FLAPPY_WIDTH,
  createGame,
  isOver,
  spawnPipe,
  step,
  type FlappyState,
} from "./engine";

const tick = (state: FlappyState) => step(state, { type: "tick" });
const ticks = (state: FlappyState, n: number) => {
  let s = state;
  for (let i = 0; i < n; i++) s = tick(s);
  return s;
};
const playing = (seed = 1) => step(createGame({}, seededRandom(seed)), { type: "flap" });
/** A playing bird in the middle of a gap, no velocity, with one pipe at x. */
const withPipe = (x: number, state = playing()): FlappyState => ({
  ...state,
  velocity: 0,
  birdY: 300,
  pipes: [{ x, gapTop: 240, scored: false }],
});

describe("flappy engine", () => {
  it("uses the game's constants", () => {
    expect([FLAPPY_WIDTH, FLAPPY_HEIGHT, FLAPPY_GAP, FLAPPY_PIPE_WIDTH]).toEqual([400, 600, 150, 60]);
    expect([FLAPPY_PIPE_SPEED, FLAPPY_GRAVITY, FLAPPY_FLAP_VELOCITY, FLAPPY_TICK_MS]).toEqual([3, 0.6, -12, 20]);
  });

  it("starts idle and the first flap starts play with velocity -12", () => {
    const idle = createGame({}, seededRandom(1));
    expect(idle.phase).toBe("idle");
    expect(tick(idle)).toBe(idle);
    const s = step(idle, { type: "flap" });
    expect(s.phase).toBe("playing");
    expect(s.velocity).toBe(-12);
    expect(s.events).toEqual([{ type: "flap" }]);
  });

  it("after a flap and n ticks, velocity is -12 + 0.6n and y is start - 12n + 0.3n(n+1)", () => {
    for (const n of [1, 5, 20, 30]) {
      const s = ticks(playing(), n);
      expect(s.velocity).toBeCloseTo(-12 + 0.6 * n, 9);
      expect(s.birdY).toBeCloseTo(FLAPPY_BIRD_START_Y - 12 * n + 0.3 * n * (n + 1), 9);
    }
  });

  it("moves pipes left 3 px per tick and spawns them 220 px apart from the right edge", () => {
    const one = tick(playing());
    expect(one.pipes.map((p) => p.x)).toEqual([FLAPPY_WIDTH]);
    expect(tick(one).pipes.map((p) => p.x)).toEqual([FLAPPY_WIDTH - 3]);
    // Hold the bird still so only the pipes move: 74 ticks take the first pipe to 400 - 222 = 178.
    let s = one;
    for (let i = 0; i < 74; i++) s = tick({ ...s, birdY: 0.5 * FLAPPY_HEIGHT, velocity: -FLAPPY_GRAVITY });
    expect(s.pipes.map((p) => p.x)).toEqual([178, 178 + FLAPPY_PIPE_SPACING]);
  });

  it("places every gap between the margins over 2000 seeded pipes", () => {
    let rngState = 3;
    const tops = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const spawned = spawnPipe(400, rngState);
      rngState = spawned.rngState;
      tops.add(spawned.pipe.gapTop);
      expect(spawned.pipe.gapTop).toBeGreaterThanOrEqual(FLAPPY_GAP_MARGIN);
      expect(spawned.pipe.gapTop + FLAPPY_GAP).toBeLessThanOrEqual(FLAPPY_HEIGHT - FLAPPY_GAP_MARGIN);
    }
    expect(tops.size).toBeGreaterThan(100);
  });

  it("scores +1 once the bird's x is past a pipe's right edge, and only once per pipe", () => {
    // Right edge at 81 before the tick, 78 after: now left of the bird's x (80).
    const before = withPipe(21);
    const passed = tick(before);
    expect(passed.score).toBe(1);
    expect(passed.events).toContainEqual({ type: "scored", score: 1 });
    const later = ticks(passed, 5);
    expect(later.score).toBe(1);
    expect(later.phase).toBe("playing");
  });

  it("does not score while the pipe's right edge is still at or right of the bird", () => {
    expect(tick(withPipe(23)).score).toBe(0);
  });

  it("emits a milestone event every 5 points for the toast", () => {
    const s = tick({ ...withPipe(21), score: 4 });
    expect(s.score).toBe(5);
    expect(s.events).toContainEqual({ type: "milestone", score: 5 });
    expect(tick({ ...withPipe(21), score: 5 }).events.some((e) => e.type === "milestone")).toBe(false);
  });

  it("dies hitting a pipe outside the gap, keeping the score; reset starts from 0 (the view keeps the session best)", () => {
    const s: FlappyState = { ...withPipe(70), birdY: 100, score: 3 };
    const dead = tick(s);
    expect(isOver(dead)).toBe(true);
    expect(dead.events).toEqual([{ type: "died", reason: "pipe", score: 3 }]);
    expect(dead.score).toBe(3);
    expect(step(dead, { type: "reset" })).toMatchObject({ phase: "idle", score: 0 });
    expect(dead).not.toHaveProperty("best");
  });

  it("falls to the floor 57 ticks after one flap (bottom edge reaches 600)", () => {
    const s = ticks(playing(), 56);
    expect(s.phase).toBe("playing");
    const dead = tick(s);
    expect(dead.events).toEqual([{ type: "died", reason: "floor", score: 0 }]);
    expect(dead.birdY).toBe(FLAPPY_HEIGHT - 24);
  });

  it("hits the ceiling after 26 ticks of flapping every tick (11.4 px up per tick from 288)", () => {
    let s = playing();
    for (let i = 0; i < 25; i++) s = tick(step(s, { type: "flap" }));
    expect(s.phase).toBe("playing");
    const dead = tick(step(s, { type: "flap" }));
    expect(dead.events).toEqual([{ type: "died", reason: "ceiling", score: 0 }]);
  });

  it("ignores flaps and ticks while paused or over, and resumes", () => {
    const paused = step(playing(), { type: "pause" });
    expect(paused.phase).toBe("paused");
    expect(step(paused, { type: "flap" })).toBe(paused);
    expect(tick(paused)).toBe(paused);
    expect(step(paused, { type: "resume" }).phase).toBe("playing");
    const over = ticks(playing(), 57);
    expect(over.phase).toBe("over");
    expect(step(over, { type: "flap" })).toBe(over);
    expect(tick(over)).toBe(over);
  });

  it("an autopilot run over a seeded course scores exactly the number of pipes it passed", () => {
    let s = playing(5);
    let scoredEvents = 0;
    for (let i = 0; i < 3000 && s.phase === "playing"; i++) {
      const next = s.pipes.find((p) => p.x + FLAPPY_PIPE_WIDTH >= 80);
      // Flap when the bird's bottom would sink to within 2 px of the gap's bottom next tick.
      const bottom = next ? next.gapTop + FLAPPY_GAP : FLAPPY_HEIGHT / 2;
      if (s.birdY + s.velocity + FLAPPY_GRAVITY + 24 > bottom - 2) s = step(s, { type: "flap" });
      s = tick(s);
      scoredEvents += s.events.filter((e) => e.type === "scored").length;
    }
    expect(s.score).toBe(scoredEvents);
    expect(s.score).toBeGreaterThanOrEqual(10);
  });
});
