import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PLAY_SETTLE_MS, frameLoopStarted } from "../game-activity";
import { resetToasts, toast } from "../toast-store";
import { afterIdle } from "./after-idle";

let stopLoop = () => {};

afterEach(() => {
  stopLoop();
  resetToasts();
});

/** A deferred part whose code arrives when the test says so. */
function deferredPart(name: string) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Part = afterIdle(async () => {
    await arrived;
    return function Loaded() {
      return <p>{name} is here</p>;
    };
  }, name);
  return { Part, arrive };
}

/** Lets the lazy component's promises settle and React render what they gave. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("afterIdle", () => {
  // First: the other tests stop a frame loop, and play counts as still only a second after that.
  it("renders at once when no real-time round is being played", async () => {
    const { Part, arrive } = deferredPart("footer");
    render(<Part />);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    arrive();
    expect(await screen.findByText("footer is here")).toBeInTheDocument();
  });

  it("renders a part whose code arrives in the middle of a real-time round only once the round pauses or ends", async () => {
    const { Part, arrive } = deferredPart("extras");
    render(<Part />);
    // The first input: on a game screen, often Start.
    window.dispatchEvent(new KeyboardEvent("keydown", { key: " " }));
    stopLoop = frameLoopStarted();
    arrive();
    await settle();
    expect(screen.queryByText("extras is here")).toBeNull();
    act(() => stopLoop());
    await settle();
    expect(screen.queryByText("extras is here")).toBeNull();
    // Stopped for the settling time (a player who crashed and flaps again at once keeps it waiting).
    await act(() => new Promise((resolve) => setTimeout(resolve, PLAY_SETTLE_MS + 50)));
    expect(await screen.findByText("extras is here")).toBeInTheDocument();
  });

  it("does not hold a part back when a toast is shown during play (the toaster is such a part)", async () => {
    const { Part, arrive } = deferredPart("toaster");
    stopLoop = frameLoopStarted();
    render(<Part />);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: " " }));
    arrive();
    await settle();
    expect(screen.queryByText("toaster is here")).toBeNull();
    act(() => void toast({ title: "🎉 10 points!" }));
    expect(await screen.findByText("toaster is here")).toBeInTheDocument();
  });
});
