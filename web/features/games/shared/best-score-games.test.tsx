import { act, fireEvent, render, screen } from "@testing-library/react";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { seededRandom } from "../../../lib/random";
import * as breakout from "../../../../games/breakout/engine";
import * as colormatch from "../../../../games/colormatch/engine";
import { BreakoutGame } from "../breakout/breakout-game";
import { ColorMatchGame } from "../colormatch/colormatch-game";
import { FlappyGame } from "../flappy/flappy-game";
import { clearSessionBests, readBest, submitBest } from "./use-best-score";

// Breakout, Color Match and Flappy keep their best through useBestScore like every other game
// (docs/decisions/033), no longer inside engine state: these three keep it for the session only.

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  clearSessionBests();
});

const at = (path: string, game: React.ReactNode) => render(<MemoryRouter initialEntries={[path]}>{game}</MemoryRouter>);

describe("the session best of Breakout, Color Match and Flappy", () => {
  it("a best from an earlier game this session shows when the page opens again, and nothing is stored", () => {
    submitBest("breakout", 120);
    submitBest("colormatch", 9);
    submitBest("flappy", 4);
    at("/games/breakout?seed=2", <BreakoutGame />);
    at("/games/colormatch?seed=3", <ColorMatchGame />);
    at("/games/flappy?seed=4", <FlappyGame />);
    expect(screen.getByTestId("breakout-best")).toHaveTextContent("120");
    expect(screen.getByTestId("colormatch-best")).toHaveTextContent("9");
    expect(screen.getByTestId("flappy-best")).toHaveTextContent("4");
    expect(localStorage.length).toBe(0);
  });

  it("Color Match: each right answer raises the best at once, a new round keeps it, and it outlives the page", () => {
    const seed = 3;
    const view = at(`/games/colormatch?seed=${seed}`, <ColorMatchGame />);
    expect(screen.getByTestId("colormatch-best")).toHaveTextContent("0");
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    let expected = colormatch.step(colormatch.createGame({}, seededRandom(seed)), { type: "start" });
    for (let i = 1; i <= 3; i++) {
      const match = colormatch.isMatch(expected.prompt);
      fireEvent.keyDown(window, { key: match ? "ArrowLeft" : "ArrowRight" });
      expected = colormatch.step(expected, { type: "answer", match });
      expect(screen.getByTestId("colormatch-score")).toHaveTextContent(String(i));
      expect(screen.getByTestId("colormatch-best")).toHaveTextContent(String(i));
    }
    // A wrong answer leaves score and best alone; Restart starts from 0 and keeps the best.
    fireEvent.keyDown(window, { key: colormatch.isMatch(expected.prompt) ? "ArrowRight" : "ArrowLeft" });
    fireEvent.click(screen.getByRole("button", { name: "Restart" }));
    expect(screen.getByTestId("colormatch-score")).toHaveTextContent("0");
    expect(screen.getByTestId("colormatch-best")).toHaveTextContent("3");

    view.unmount();
    at(`/games/colormatch?seed=${seed}`, <ColorMatchGame />);
    expect(screen.getByTestId("colormatch-best")).toHaveTextContent("3");
    expect(readBest("colormatch")).toBe(3);
    expect(localStorage.length).toBe(0);
  });

  it("Breakout: the first brick's 10 points become the best in the same frame", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "setTimeout", "clearTimeout", "Date"] });
    const seed = 2;
    let state = breakout.step(breakout.createGame({}, seededRandom(seed)), { type: "start" });
    let ticks = 0;
    while (state.score === 0) {
      state = breakout.step(state, { type: "tick" });
      ticks++;
    }
    at(`/games/breakout?seed=${seed}`, <BreakoutGame />);
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    // A fake frame comes every 16 ms; ticks are 1000/60 ms, so the brick falls within this time
    // and the next tick (which could not score again so soon) is not yet due.
    act(() => vi.advanceTimersByTime(Math.ceil(ticks * breakout.BREAKOUT_TICK_MS) + 16));
    expect(screen.getByTestId("breakout-score")).toHaveTextContent("10");
    expect(screen.getByTestId("breakout-best")).toHaveTextContent("10");
    expect(readBest("breakout")).toBe(10);
    expect(localStorage.length).toBe(0);
  });
});

describe("one best-score keeper", () => {
  const gamesDir = join(__dirname, "..");
  const views = readdirSync(gamesDir, { withFileTypes: true })
    // Not games: shared hooks, the hub, the daily challenge's layer (which keeps a nickname and
    // an offline queue on the device, never a best score), the page that plays its runs back, and
    // the play-a-friend match layer (which keeps a room's seat on the device, never a best score).
    .filter((d) => d.isDirectory() && !["shared", "hub", "challenge", "replay", "rooms"].includes(d.name))
    .flatMap((d) =>
      readdirSync(join(gamesDir, d.name))
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .map((f) => join(d.name, f)),
    );

  it("finds the 14 games' views", () => {
    expect(new Set(views.map((v) => v.split("/")[0])).size).toBe(14);
  });

  it.each(views)("%s keeps no best of its own: no storage, no module-level variable, only useBestScore", (file) => {
    const source = readFileSync(join(gamesDir, file), "utf8");
    expect(source).not.toMatch(/localStorage|sessionStorage|safe-storage|\breadBest\b|\bsubmitBest\b/);
    expect(source).not.toMatch(/^(let|var)\s/m);
  });

  it("the engines stay pure: none touches storage or carries a best", () => {
    const enginesDir = join(__dirname, "../../../../games");
    // Every game folder has an engine.ts; games/shared, challenge and rooms serve all of them.
    const engines = readdirSync(enginesDir).filter((d) => existsSync(join(enginesDir, d, "engine.ts")));
    expect(engines).toHaveLength(14);
    for (const id of engines) {
      const source = readFileSync(join(enginesDir, id, "engine.ts"), "utf8");
      expect(source, id).not.toMatch(/localStorage|sessionStorage|readonly best\b/);
    }
  });
});
