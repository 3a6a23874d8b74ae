import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_TICKS_PER_FRAME, advanceClock, createFrameLoop, localSource, startClock, type CanvasTarget, type LoopView, type StateSource, type StepClock } from "./frame-loop";

/** Runs frames every `frameMs` from 0 to `untilMs` and returns the ticks owed at each frame. */
function ticksPerFrame(frameMs: number, untilMs: number, tickMs: number): number[] {
  let clock: StepClock = startClock(0);
  const out: number[] = [];
  for (let now = frameMs; now <= untilMs + 1e-9; now += frameMs) {
    const next = advanceClock(clock, now, tickMs);
    clock = next.clock;
    out.push(next.ticks);
  }
  return out;
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("fixed time step (pure accumulator)", () => {
  it("runs the same number of ticks on a 30, 60 or 144 Hz screen: 150 ms ticks give 20 in 3 s", () => {
    for (const hz of [30, 60, 144]) expect(sum(ticksPerFrame(1000 / hz, 3000, 150))).toBe(20);
  });

  it("runs 60 ticks per second at 1000/60 ms despite floating-point frame times", () => {
    expect(sum(ticksPerFrame(1000 / 60, 1000, 1000 / 60))).toBe(60);
    expect(sum(ticksPerFrame(16, 1600, 1000 / 60))).toBe(96);
    expect(sum(ticksPerFrame(1000 / 120, 2000, 20))).toBe(100);
  });

  it("keeps the remainder between frames: 16 ms frames with 20 ms ticks tick on 4 frames of 5", () => {
    expect(ticksPerFrame(16, 80, 20)).toEqual([0, 1, 1, 1, 1]);
  });

  it("a tick due at frame time t runs in the first frame at or after t", () => {
    let clock = startClock(3);
    const at = (now: number) => {
      const next = advanceClock(clock, now, 150);
      clock = next.clock;
      return next.ticks;
    };
    expect(at(152.9)).toBe(0);
    expect(at(153)).toBe(1);
    expect(at(302.5)).toBe(0);
    expect(at(303.5)).toBe(1);
  });

  it(`runs at most ${MAX_TICKS_PER_FRAME} ticks after a long pause and drops the rest (no catch-up spiral)`, () => {
    const long = advanceClock(startClock(0), 10_000, 20);
    expect(long.ticks).toBe(MAX_TICKS_PER_FRAME);
    const next = advanceClock(long.clock, 10_016, 20);
    expect(next.ticks).toBeLessThanOrEqual(1);
  });

  it("owes nothing for a frame stamped before the clock started", () => {
    const early = advanceClock(startClock(100), 95, 20);
    expect(early).toEqual({ clock: { last: 100, carry: 0 }, ticks: 0 });
  });
});

/**
 * A tiny real-time engine: while running, each tick adds `speed` to `x`; `turn` sets the speed the
 * next tick uses (as Snake's turn and Flappy's flap), `nudge` moves `x` at once (as a paddle).
 * `score` goes up every 4 ticks, so the summary changes far less often than the state.
 */
type State = { phase: "idle" | "running" | "paused"; ticks: number; x: number; speed: number; events: readonly string[] };
type Action = { type: "start" | "pause" } | { type: "advance"; ticks: number } | { type: "turn"; speed: number } | { type: "nudge"; dx: number };
const initial: State = { phase: "idle", ticks: 0, x: 0, speed: 1, events: [] };
function step(state: State, action: Action): State {
  switch (action.type) {
    case "start":
      return state.phase === "running" ? state : { ...state, phase: "running", events: ["started"] };
    case "pause":
      return state.phase === "running" ? { ...state, phase: "paused", events: [] } : state;
    case "turn":
      return { ...state, speed: action.speed, events: [] };
    case "nudge":
      return { ...state, x: state.x + action.dx, events: [] };
    case "advance": {
      if (state.phase !== "running") return state;
      let next = state;
      for (let i = 0; i < action.ticks; i++) next = { ...next, ticks: next.ticks + 1, x: next.x + next.speed };
      const events = Math.floor(next.ticks / 4) > Math.floor(state.ticks / 4) ? ["scored"] : [];
      return { ...next, events };
    }
  }
}
const summarize = (s: State) => ({ phase: s.phase, score: Math.floor(s.ticks / 4) });

const TICK_MS = 150;
/** Loops a test started: stopped after it, so a failed test leaves no loop holding background work. */
const started: { stop(): void }[] = [];

function setup(source: StateSource<State, Action> = localSource(step, initial, true)) {
  const views: LoopView<{ phase: string; score: number }>[] = [];
  const events: string[] = [];
  const draws: { x: number; inFrame: boolean }[] = [];
  let inFrame = false;
  const raf = globalThis.requestAnimationFrame;
  vi.spyOn(globalThis, "requestAnimationFrame").mockImplementation((cb) =>
    raf((t) => {
      inFrame = true;
      try {
        cb(t);
      } finally {
        inFrame = false;
      }
    }),
  );
  const loop = createFrameLoop({
    source,
    tickMs: TICK_MS,
    advance: (ticks): Action => ({ type: "advance", ticks }),
    isRunning: (s) => s.phase === "running",
    pause: { type: "pause" },
    draw: (_ctx, s) => draws.push({ x: s.x, inFrame }),
    describe: (s) => `x ${s.x}`,
    summary: summarize,
    onChange: (view) => views.push(view),
    onEvents: (list) => events.push(...(list as string[])),
  });
  const element = document.createElement("canvas");
  vi.spyOn(element, "getContext").mockReturnValue({ setTransform: () => {} } as never);
  const target: CanvasTarget = { element, width: 100, height: 100, ratio: 1 };
  loop.attach(target);
  loop.start();
  started.push(loop);
  return { loop, views, events, draws, element };
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("frame loop", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const loop of started.splice(0)) loop.stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
    setHidden(false);
  });

  it("runs the ticks owed by elapsed time from animation frames while the state runs, and no frames otherwise", () => {
    const { loop } = setup();
    vi.advanceTimersByTime(1000);
    expect(loop.state().ticks).toBe(0);
    loop.perform({ type: "start" });
    vi.advanceTimersByTime(1520);
    expect(loop.state().ticks).toBe(10);
    loop.perform({ type: "pause" });
    const frames = vi.mocked(requestAnimationFrame).mock.calls.length;
    vi.advanceTimersByTime(3000);
    expect(loop.state().ticks).toBe(10);
    expect(vi.mocked(requestAnimationFrame).mock.calls.length).toBe(frames);
  });

  it("applies an input at once, so it counts from the next tick: a turn between ticks 2 and 3 moves tick 3", () => {
    const { loop, draws } = setup();
    const t0 = performance.now();
    loop.perform({ type: "start" });
    vi.advanceTimersByTime(2 * TICK_MS + 16);
    expect(loop.state()).toMatchObject({ ticks: 2, x: 2 });
    draws.length = 0;
    loop.perform({ type: "turn", speed: 10 });
    // The input's own draw happens in its event, outside a frame; the tick's inside its frame.
    expect(draws).toEqual([{ x: 2, inFrame: false }]);
    vi.advanceTimersByTime(t0 + 3 * TICK_MS + 16 - performance.now());
    expect(loop.state()).toMatchObject({ ticks: 3, x: 12 });
    expect(draws.at(-1)).toEqual({ x: 12, inFrame: true });
  });

  it("draws once per frame that ran ticks (never on frames that ran none) and keeps the text alternative current", () => {
    const { loop, draws, element } = setup();
    loop.perform({ type: "start" });
    draws.length = 0;
    vi.advanceTimersByTime(20 * TICK_MS + 16);
    expect(draws.length).toBe(20);
    expect(draws.every((d) => d.inFrame)).toBe(true);
    expect(element.getAttribute("aria-label")).toBe("x 20");
  });

  it("tells React only when the summary changes, and hands each state's events over once", () => {
    const { loop, views, events } = setup();
    loop.perform({ type: "start" });
    vi.advanceTimersByTime(8 * TICK_MS + 16);
    expect(loop.state().ticks).toBe(8);
    expect(views.map((v) => v.summary)).toEqual([
      { phase: "running", score: 0 },
      { phase: "running", score: 1 },
      { phase: "running", score: 2 },
    ]);
    expect(events).toEqual(["started", "scored", "scored"]);
    loop.perform({ type: "turn", speed: 3 });
    loop.perform({ type: "nudge", dx: 1 });
    expect(views).toHaveLength(3);
  });

  it(`runs at most ${MAX_TICKS_PER_FRAME} ticks in a frame that comes late`, () => {
    const { loop } = setup();
    loop.perform({ type: "start" });
    vi.spyOn(performance, "now");
    const late = vi.mocked(requestAnimationFrame).mock.calls.at(-1)![0];
    late(performance.now() + 10_000);
    expect(loop.state().ticks).toBe(MAX_TICKS_PER_FRAME);
  });

  it("pauses the game when the tab is hidden and never replays the hidden time", () => {
    const { loop } = setup();
    loop.perform({ type: "start" });
    vi.advanceTimersByTime(320);
    expect(loop.state().ticks).toBe(2);
    setHidden(true);
    expect(loop.state().phase).toBe("paused");
    vi.advanceTimersByTime(60_000);
    setHidden(false);
    loop.perform({ type: "start" });
    vi.advanceTimersByTime(320);
    expect(loop.state().ticks).toBe(4);
  });

  it("without a pause action, stops its frames while hidden and starts a fresh clock when shown", () => {
    const source = localSource(step, initial, true);
    const loop = createFrameLoop({
      source,
      tickMs: TICK_MS,
      advance: (ticks): Action => ({ type: "advance", ticks }),
      isRunning: (s) => s.phase === "running",
      summary: summarize,
      onChange: () => {},
    });
    loop.start();
    started.push(loop);
    loop.perform({ type: "start" });
    vi.advanceTimersByTime(320);
    setHidden(true);
    vi.advanceTimersByTime(60_000);
    expect(loop.state()).toMatchObject({ phase: "running", ticks: 2 });
    setHidden(false);
    vi.advanceTimersByTime(320);
    expect(loop.state().ticks).toBe(4);
  });

  it("takes a state the source changed on its own (a challenge run's start answered) and says whether input is taken", () => {
    let held: State = initial;
    let ready = false;
    const dispatched: Action[] = [];
    const session: StateSource<State, Action> = {
      get: () => held,
      dispatch: (action) => {
        dispatched.push(action);
        if (ready) held = step(held, action);
      },
      ready: () => ready,
      starting: () => !ready,
    };
    const { loop, views } = setup(session);
    expect(loop.view()).toMatchObject({ ready: false, starting: true });
    ready = true;
    held = step(held, { type: "start" });
    loop.sync();
    expect(views.at(-1)).toMatchObject({ ready: true, starting: false, summary: { phase: "running" } });
    vi.advanceTimersByTime(320);
    // The ticks go through the source, which records them.
    expect(dispatched.filter((a) => a.type === "advance").length).toBeGreaterThan(0);
    expect(held.ticks).toBe(2);
  });
});
