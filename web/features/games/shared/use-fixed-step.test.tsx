import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isPlayInMotion } from "../../../lib/game-activity";
import { MAX_TICKS_PER_FRAME, advanceClock, startClock, useFixedStep, type StepClock } from "./use-fixed-step";

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

function Loop({ running, onTicks, onHidden }: { running: boolean; onTicks: (n: number) => void; onHidden?: () => void }) {
  useFixedStep(running, 150, onTicks, onHidden);
  return null;
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("useFixedStep", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setHidden(false);
  });

  it("drives ticks from animation frames while running, and stops when not", () => {
    const ticks: number[] = [];
    const { rerender } = render(<Loop running onTicks={(n) => ticks.push(n)} />);
    act(() => vi.advanceTimersByTime(1520));
    expect(sum(ticks)).toBe(10);
    rerender(<Loop running={false} onTicks={(n) => ticks.push(n)} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(sum(ticks)).toBe(10);
  });

  it("holds background work while its loop runs (lib/game-activity.ts): until it stops or unmounts", () => {
    const { rerender, unmount } = render(<Loop running onTicks={() => {}} />);
    expect(isPlayInMotion()).toBe(true);
    rerender(<Loop running={false} onTicks={() => {}} />);
    expect(isPlayInMotion()).toBe(false);
    rerender(<Loop running onTicks={() => {}} />);
    expect(isPlayInMotion()).toBe(true);
    unmount();
    expect(isPlayInMotion()).toBe(false);
  });

  it("stops while the tab is hidden, calls onHidden, and never replays the hidden time", () => {
    const ticks: number[] = [];
    const onHidden = vi.fn();
    render(<Loop running onTicks={(n) => ticks.push(n)} onHidden={onHidden} />);
    act(() => vi.advanceTimersByTime(320));
    expect(sum(ticks)).toBe(2);
    act(() => setHidden(true));
    expect(onHidden).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(sum(ticks)).toBe(2);
    act(() => setHidden(false));
    act(() => vi.advanceTimersByTime(320));
    expect(sum(ticks)).toBe(4);
  });
});
