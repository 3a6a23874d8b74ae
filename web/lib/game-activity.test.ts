import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { frameLoopStarted, isPlayInMotion, setGameRunning, useGameRunning, whenPlayStill, whenQuiet } from "./game-activity";

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
  afterEach(() => vi.useRealTimers());

  it("whenPlayStill calls at once with no frame loop, else when the last loop stops, and can be cancelled", () => {
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
    expect(later).not.toHaveBeenCalled();
    stopB();
    expect(isPlayInMotion()).toBe(false);
    expect(later).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    frameLoopStarted()();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("a turn-based game in progress (running, no frame loop) does not hold background work", () => {
    setGameRunning(true);
    const fn = vi.fn();
    whenPlayStill(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("whenQuiet runs after idle, but not during play: then after the round stops and the next idle period", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const stop = frameLoopStarted();
    whenQuiet(fn, 1000);
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
    stop();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("whenQuiet with no game playing is an idle callback; cancelled, it never runs", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const cancelled = vi.fn();
    whenQuiet(fn, 1000);
    whenQuiet(cancelled, 1000)();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
