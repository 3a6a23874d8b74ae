/**
 * What a page of simulated counters shows, for unit tests: the values on mount, and when each
 * counter first changes, found by running the page's hook on fake timers in steps of 50 ms (every
 * counter's interval is a multiple of 50). The random source is stuck at its highest value,
 * so every counter's first tick changes it.
 */
import { act, renderHook } from "@testing-library/react";
import { vi } from "vitest";
import type { CounterRule } from "../features/pages/shared/counter-rule";
import { useSimulatedCounters } from "../features/pages/shared/use-simulated-counters";

const STEP_MS = 50;
// One function for every render: the hook restarts its timers when its random source changes.
const highest = () => 0.999_999_999;

export function counterFirstMoves<K extends string>(rules: Readonly<Record<K, CounterRule>>, untilMs: number) {
  vi.useFakeTimers();
  try {
    const { result, unmount } = renderHook(() => useSimulatedCounters(rules, highest));
    const shown = { ...result.current };
    const movedAt: Partial<Record<K, number>> = {};
    for (let t = STEP_MS; t <= untilMs; t += STEP_MS) {
      act(() => vi.advanceTimersByTime(STEP_MS));
      for (const key of Object.keys(shown) as K[]) if (movedAt[key] === undefined && result.current[key] !== shown[key]) movedAt[key] = t;
    }
    unmount();
    return { shown, movedAt };
  } finally {
    vi.useRealTimers();
  }
}
