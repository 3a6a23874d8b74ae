import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, resetToasts, toast, TOAST_REMOVE_DELAY } from "./toast-store";
import { renderHook, act } from "@testing-library/react";
import { useToasts } from "./toast-store";
import { setGameRunning } from "./game-activity";

afterEach(() => {
  setGameRunning(false);
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

  it("holds a toast raised while a round runs and shows it once play stops; a dismissed one never shows", () => {
    const { result } = renderHook(() => useToasts());
    act(() => setGameRunning(true));
    act(() => {
      toast({ title: "Update ready" });
    });
    expect(result.current).toEqual([]);
    act(() => setGameRunning(false));
    expect(result.current.map((t) => [t.title, t.open])).toEqual([["Update ready", true]]);

    act(() => setGameRunning(true));
    act(() => toast({ title: "Gone" }).dismiss());
    act(() => setGameRunning(false));
    expect(result.current.map((t) => t.title)).toEqual(["Update ready"]);
  });
});
