import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAY_SETTLE_MS, frameLoopStarted, isPlayInMotion, setGameRunning, useGameRunning, whenPlayStill, whenQuiet } from "./game-activity";

afterEach(() => setGameRunning(false));

describe("game activity", () => {
  it("tells subscribers and <body> when a game starts and stops running", () => {
    const { result } = renderHook(() => useGameRunning());
    expect(result.current).toBe(false);
    act(() => setGameRunning(true));
    expect(result.current).toBe(true);
    expect(document.body.dataset.gameRunning).toBe("true");
    act(() => setGameRunning(false));
    expect(result.current).toBe(false);
    expect(document.body.dataset.gameRunning).toBeUndefined();
  });
});

describe("background work waits while a real-time game plays", () => {
  // Fake clocks that only move forward from test to test, so one test's last stop never counts as recent in the next.
  let epoch = Date.now() + 1e9;
  beforeEach(() => {
    epoch += 60_000;
    vi.useFakeTimers({ now: epoch });
  });
  afterEach(() => vi.useRealTimers());

  it("whenPlayStill calls at once with no frame loop, else once the last loop has been stopped for a while; it can be cancelled", () => {
    const now = vi.fn();
    whenPlayStill(now);
    expect(now).toHaveBeenCalledTimes(1);

    const stopA = frameLoopStarted();
    const stopB = frameLoopStarted();
    expect(isPlayInMotion()).toBe(true);
    const later = vi.fn();
    const cancelled = vi.fn();
    whenPlayStill(later);
    whenPlayStill(cancelled)();
    stopA();
    stopA(); // stopping twice counts once
    stopB();
    expect(isPlayInMotion()).toBe(false);
    vi.advanceTimersByTime(PLAY_SETTLE_MS - 1);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    frameLoopStarted()();
    vi.advanceTimersByTime(PLAY_SETTLE_MS);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("a round played again within the settling time keeps the work waiting (Flappy: crash, then flap again)", () => {
    const stop = frameLoopStarted();
    const fn = vi.fn();
    whenPlayStill(fn);
    stop();
    vi.advanceTimersByTime(PLAY_SETTLE_MS / 2);
    const stopAgain = frameLoopStarted();
    vi.advanceTimersByTime(PLAY_SETTLE_MS * 5);
    expect(fn).not.toHaveBeenCalled();
    stopAgain();
    vi.advanceTimersByTime(PLAY_SETTLE_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("a turn-based game in progress (running, no frame loop) does not hold background work", () => {
    setGameRunning(true);
    const fn = vi.fn();
    whenPlayStill(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("whenQuiet runs after idle, but not during play: then after the round has stopped and the next idle period", () => {
    const fn = vi.fn();
    const stop = frameLoopStarted();
    whenQuiet(fn, 1000);
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
    stop();
    vi.advanceTimersByTime(PLAY_SETTLE_MS);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("whenQuiet with no game playing is an idle callback; cancelled, it never runs", () => {
    const fn = vi.fn();
    const cancelled = vi.fn();
    whenQuiet(fn, 1000);
    whenQuiet(cancelled, 1000)();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
