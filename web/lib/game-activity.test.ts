import { afterEach, describe, expect, it, vi } from "vitest";
import { isGameRunning, onPlayStopped, setGameRunning } from "./game-activity";

afterEach(() => setGameRunning(false));

describe("game activity", () => {
  it("tells <body> and the page when a game starts and stops running, and calls back once when play stops", () => {
    const stopped = vi.fn();
    const off = onPlayStopped(stopped);
    expect(isGameRunning()).toBe(false);
    setGameRunning(true);
    expect(isGameRunning()).toBe(true);
    expect(document.body.dataset.gameRunning).toBe("true");
    setGameRunning(true);
    expect(stopped).not.toHaveBeenCalled();
    setGameRunning(false);
    expect(isGameRunning()).toBe(false);
    expect(document.body.dataset.gameRunning).toBeUndefined();
    setGameRunning(false);
    expect(stopped).toHaveBeenCalledTimes(1);
    off();
  });
});
