import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setGameRunning, useGameRunning } from "./game-activity";

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
