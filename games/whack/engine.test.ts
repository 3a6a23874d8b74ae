import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import {
  WHACK_HOLES,
  WHACK_LATE_HIT_MS,
  WHACK_ROUND_MS,
  WHACK_SPAWN_EVERY_MS,
  WHACK_TICK_MS,
  WHACK_VISIBLE_MS,
  createGame,
  isOver,
  secondsLeft,
  step,
  type WhackState,
} from "./engine";

const tick = (state: WhackState) => step(state, { type: "tick" });
const started = (seed = 1) => step(createGame({}, seededRandom(seed)), { type: "start" });

/** Plays a full round without hitting, recording every state after each tick. */
function playRound(seed = 1): WhackState[] {
  const states = [started(seed)];
  for (let s = states[0]!; !isOver(s);) {
    s = tick(s);
    states.push(s);
  }
  return states;
}

describe("whack-a-mole engine", () => {
  it("uses the game's constants: 9 holes, 30 s round, a mole every 1 s visible 0.8 s, 100 ms ticks", () => {
    expect([WHACK_HOLES, WHACK_ROUND_MS, WHACK_SPAWN_EVERY_MS, WHACK_VISIBLE_MS, WHACK_TICK_MS]).toEqual([9, 30_000, 1000, 800, 100]);
  });

  it("starts idle, and Start shows the first mole at once with 30 s left", () => {
    const idle = createGame({}, seededRandom(1));
    expect(idle.phase).toBe("idle");
    expect(tick(idle)).toBe(idle);
    const s = started();
    expect(s.phase).toBe("running");
    expect(s.mole).toEqual({ hole: expect.any(Number), shownAtMs: 0 });
    expect(s.events).toEqual([{ type: "appeared", hole: s.mole?.hole }]);
    expect(secondsLeft(s)).toBe(30);
  });

  it("over a 30 s round shows 30 moles, one per second at 0..29 s, each visible for exactly 0.8 s, and ends at 30 s", () => {
    const states = playRound();
    const appearances = states.flatMap((s) => s.events.filter((e) => e.type === "appeared").map(() => s.elapsedMs));
    expect(appearances).toEqual(Array.from({ length: 30 }, (_, i) => i * 1000));
    for (const shownAt of appearances) {
      const visible = states.filter((s) => s.mole?.shownAtMs === shownAt);
      expect(visible.map((s) => s.elapsedMs)).toEqual([0, 100, 200, 300, 400, 500, 600, 700].map((t) => t + shownAt));
    }
    const last = states[states.length - 1]!;
    expect(last.elapsedMs).toBe(30_000);
    expect(states).toHaveLength(301);
    expect(last.mole).toBeNull();
    expect(last.events).toEqual([{ type: "timeUp", score: 0 }]);
    expect(secondsLeft(last)).toBe(0);
  });

  it("puts moles in every one of the 9 holes over a few seeded rounds", () => {
    const holes = new Set([1, 2, 3].flatMap((seed) => playRound(seed).flatMap((s) => (s.mole ? [s.mole.hole] : []))));
    expect([...holes].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("a hit on the visible mole scores +1, hides it and emits 'hit' for the tone", () => {
    const s = started();
    const hole = s.mole?.hole ?? -1;
    const hit = step(s, { type: "whack", hole });
    expect(hit.score).toBe(1);
    expect(hit.mole).toBeNull();
    expect(hit.events).toEqual([{ type: "hit", hole, score: 1 }]);
    expect(step(hit, { type: "whack", hole })).toBe(hit);
  });

  it("a miss on an empty hole does nothing", () => {
    const s = started();
    const other = ((s.mole?.hole ?? 0) + 1) % WHACK_HOLES;
    expect(step(s, { type: "whack", hole: other })).toBe(s);
  });

  it("a press up to 0.3 s after a mole went down still hits it (the phone still showed it); later it misses", () => {
    let s = started();
    const hole = s.mole?.hole ?? -1;
    for (let i = 0; i < 8; i++) s = tick(s);
    expect(s.mole).toBeNull();
    expect(s.events).toEqual([{ type: "escaped", hole }]);
    const late = step(s, { type: "whack", hole });
    expect(late.score).toBe(1);
    expect(late.events).toEqual([{ type: "hit", hole, score: 1 }]);
    expect(step(late, { type: "whack", hole })).toBe(late);
    for (let i = 0; i < 3; i++) s = tick(s);
    expect(s.elapsedMs - 800).toBe(WHACK_LATE_HIT_MS);
    if (s.mole?.hole !== hole) expect(step(s, { type: "whack", hole }).score).toBe(1);
    s = tick(s);
    if (s.mole?.hole !== hole) expect(step(s, { type: "whack", hole })).toBe(s);
  });

  it("ends with a timeUp event carrying the score, and ignores hits afterwards", () => {
    let s: WhackState = { ...started(), score: 12, elapsedMs: WHACK_ROUND_MS - WHACK_TICK_MS };
    s = tick(s);
    expect(isOver(s)).toBe(true);
    expect(s.events).toEqual([{ type: "timeUp", score: 12 }]);
    expect(step(s, { type: "whack", hole: 0 })).toBe(s);
    expect(tick(s)).toBe(s);
  });

  it("Start mid-game restarts the round at 0 s with score 0", () => {
    const mid: WhackState = { ...started(), score: 5, elapsedMs: 12_300 };
    const restarted = step(mid, { type: "start" });
    expect(restarted.phase).toBe("running");
    expect(restarted.elapsedMs).toBe(0);
    expect(restarted.score).toBe(0);
  });

  it("ignores hits before the round starts", () => {
    const idle = createGame({}, seededRandom(1));
    for (let hole = 0; hole < 9; hole++) expect(step(idle, { type: "whack", hole })).toBe(idle);
  });

  it("advance runs several ticks and keeps every event", () => {
    const s = step(started(), { type: "advance", ticks: 10 });
    expect(s.elapsedMs).toBe(1000);
    expect(s.events.map((e) => e.type)).toEqual(["escaped", "appeared"]);
  });
});
