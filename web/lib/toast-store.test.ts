import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, resetToasts, toast, TOAST_REMOVE_DELAY } from "./toast-store";
import { renderHook, act } from "@testing-library/react";
import { useToasts } from "./toast-store";

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe("toast store", () => {
  it("shows at most one toast: a new toast replaces the shown one", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    expect(result.current.map((t) => t.title)).toEqual(["Second"]);
  });

  it("keeps a dismissed toast closed for 1,000,000 ms, then removes it", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => {
      const t = toast({ title: "Bye" });
      dismissToast(t.id);
    });
    expect(result.current[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});
