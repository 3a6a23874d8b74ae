import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
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

  it("deals from ?seed=N after hydration, the same deal every time", () => {
    renderAt("/games/x?seed=42");
    const first = screen.getByTestId("out").textContent;
    renderAt("/games/x?seed=42");
    expect(screen.getAllByTestId("out")[1]!.textContent).toBe(first);
  });
});
