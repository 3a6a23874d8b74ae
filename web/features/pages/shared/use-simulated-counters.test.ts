import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { risingBy, type CounterRule } from "./counter-rule";
import { useSimulatedCounters } from "./use-simulated-counters";

afterEach(() => vi.useRealTimers());

const RULES: Record<"slow" | "fast", CounterRule> = {
  slow: { start: 10, intervalMs: 5000, next: risingBy(1, 1) },
  fast: { start: 100, intervalMs: 1000, next: risingBy(2, 2) },
};
const random = () => 0.5;

describe("useSimulatedCounters", () => {
  it("starts at the start values and moves each counter on its own interval", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSimulatedCounters(RULES, random));
    expect(result.current).toEqual({ slow: 10, fast: 100 });
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current).toEqual({ slow: 10, fast: 108 });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ slow: 11, fast: 110 });
  });

  it("clears every timer when the page is left", () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useSimulatedCounters(RULES, random));
    expect(vi.getTimerCount()).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
