import { act, render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Random } from "../../../lib/random";
import { useFrameLoop } from "./use-frame-loop";

/** A tiny engine: `add` scores and says so, `noop` changes nothing. */
type State = { readonly phase: "idle"; readonly total: number; readonly deal: number; readonly events: readonly string[] };
type Action = { type: "add"; n: number } | { type: "noop" } | { type: "advance"; ticks: number };
const create = (random: Random): State => ({ phase: "idle", total: 0, deal: Math.floor(random() * 1000), events: [] });
const step = (state: State, action: Action): State => (action.type === "add" ? { ...state, total: state.total + action.n, events: [`+${action.n}`] } : state);

let perform: (action: Action) => void = () => {};
const seen: string[] = [];
let renders = 0;

function Harness() {
  renders++;
  const game = useFrameLoop<State, Action, { total: number; deal: number }>({
    create,
    step,
    onEvents: (events, state) => seen.push(`${events.join()}=${state.total}`),
    tickMs: 100,
    // Tens only: the page shows the total rounded down, so only a new ten renders it again.
    summary: (state) => ({ total: Math.floor(state.total / 10) * 10, deal: state.deal }),
  });
  useEffect(() => {
    perform = game.perform;
  });
  return (
    <p data-testid="out">
      {game.ready ? "ready" : "prerender"} {game.summary.total} {game.summary.deal}
    </p>
  );
}

function renderAt(url: string) {
  seen.length = 0;
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );
}

describe("useFrameLoop", () => {
  it("hands every step's events over exactly once, even for several steps before one render", () => {
    renderAt("/games/x?seed=3");
    act(() => {
      perform({ type: "add", n: 1 });
      perform({ type: "add", n: 2 });
      perform({ type: "noop" });
      perform({ type: "add", n: 8 });
    });
    expect(seen).toEqual(["+1=1", "+2=3", "+8=11"]);
    expect(screen.getByTestId("out")).toHaveTextContent(/^ready 10 /);
  });

  it("renders again only when the summary changes, not on every step", () => {
    renderAt("/games/x?seed=3");
    const before = renders;
    act(() => perform({ type: "add", n: 3 }));
    act(() => perform({ type: "add", n: 3 }));
    expect(renders).toBe(before);
    act(() => perform({ type: "add", n: 5 }));
    expect(renders).toBe(before + 1);
    expect(screen.getByTestId("out")).toHaveTextContent(/^ready 10 /);
  });

  it("renders what changed after the step that changed it, not inside it (a transition); the step's events are handed over at once", async () => {
    renderAt("/games/x?seed=3");
    await act(async () => {});
    // As in a frame: no act() around the step, so React schedules its work as in a browser.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      perform({ type: "add", n: 12 });
      expect(seen).toEqual(["+12=12"]);
      // An external store's update would have rendered by now, in a microtask of the same task.
      await Promise.resolve();
      await Promise.resolve();
      expect(screen.getByTestId("out")).toHaveTextContent(/^ready 0 /);
      await waitFor(() => expect(screen.getByTestId("out")).toHaveTextContent(/^ready 10 /));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it("deals from ?seed=N after hydration, the same deal every time", () => {
    renderAt("/games/x?seed=42");
    const first = screen.getByTestId("out").textContent;
    renderAt("/games/x?seed=42");
    expect(screen.getAllByTestId("out")[1]!.textContent).toBe(first);
  });
});

/** A ticking engine whose running phase is named "playing" (as Flappy's is). */
type Ticking = { readonly phase: "idle" | "playing"; readonly ticks: number; readonly events: readonly string[] };
type TickingAction = { type: "go" } | { type: "advance"; ticks: number };
const ticking = {
  create: (): Ticking => ({ phase: "idle", ticks: 0, events: [] }),
  step: (state: Ticking, action: TickingAction): Ticking => (action.type === "go" ? { ...state, phase: "playing" } : { ...state, ticks: state.ticks + action.ticks }),
};
let go: () => void = () => {};

function TickingHarness() {
  const game = useFrameLoop<Ticking, TickingAction, { ticks: number }>({
    ...ticking,
    onEvents: () => {},
    tickMs: 100,
    running: "playing",
    summary: (state) => ({ ticks: state.ticks }),
  });
  useEffect(() => {
    go = () => game.perform({ type: "go" });
  });
  return <p data-testid="ticks">{game.summary.ticks}</p>;
}

describe("useFrameLoop's ticks", () => {
  afterEach(() => vi.useRealTimers());

  it("hands the frame's ticks to the engine as its advance action, only in the phase named running", () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter initialEntries={["/games/x?seed=1"]}>
        <TickingHarness />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId("ticks")).toHaveTextContent("0");
    act(() => go());
    act(() => vi.advanceTimersByTime(3 * 100 + 16));
    expect(screen.getByTestId("ticks")).toHaveTextContent("3");
  });
});
