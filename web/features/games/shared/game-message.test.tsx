import { act, render, screen } from "@testing-library/react";
import { Suspense, use, useEffect, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GAME_MESSAGE_MS, GameMessage, useGameMessage } from "./game-message";

function Harness() {
  const { message, show } = useGameMessage();
  return (
    <>
      <button onClick={() => show("Game Over! Final Score: 3")}>first</button>
      <button onClick={() => show("It's a Draw! Try again!")}>second</button>
      <GameMessage message={message} />
    </>
  );
}

/** Suspends for good once a shown message is gone: an urgent update that empties it shows the fallback. */
const never = new Promise<never>(() => {});
function Waiting({ empty }: { empty: boolean }) {
  if (empty) use(never);
  return null;
}

function Cleared() {
  const { message, show, clear } = useGameMessage();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (message) setShown(true);
  }, [message]);
  return (
    <>
      <button onClick={() => show("Game Over! Final Score: 3")}>show</button>
      <button onClick={clear}>clear</button>
      <Suspense fallback="loading">
        <GameMessage message={message} />
        <Waiting empty={shown && message === null} />
      </Suspense>
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("game messages", () => {
  it("last between 1.5 and 3 seconds", () => {
    expect(GAME_MESSAGE_MS).toBeGreaterThanOrEqual(1500);
    expect(GAME_MESSAGE_MS).toBeLessThanOrEqual(3000);
  });

  it("show centred in a status region, then disappear after GAME_MESSAGE_MS", () => {
    render(<Harness />);
    const region = screen.getByRole("status");
    expect(region).toBeEmptyDOMElement();
    act(() => screen.getByText("first").click());
    expect(region).toHaveTextContent("Game Over! Final Score: 3");
    act(() => vi.advanceTimersByTime(GAME_MESSAGE_MS - 1));
    expect(region).toHaveTextContent("Game Over! Final Score: 3");
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it("a newer message replaces the shown one and gets its own full time", () => {
    render(<Harness />);
    const region = screen.getByRole("status");
    act(() => screen.getByText("first").click());
    act(() => vi.advanceTimersByTime(GAME_MESSAGE_MS - 100));
    act(() => screen.getByText("second").click());
    expect(region).toHaveTextContent("It's a Draw! Try again!");
    act(() => vi.advanceTimersByTime(GAME_MESSAGE_MS - 1));
    expect(region).toHaveTextContent("It's a Draw! Try again!");
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  // React keeps what a transition replaces on screen while the new content suspends; an urgent
  // update shows the fallback. So a message that stays, with no fallback, went in a transition:
  // after the key's or timer's task, not inside it (docs/decisions/051).
  for (const [how, end] of [
    ["clear", () => screen.getByText("clear").click()],
    [
      "the timeout",
      () => {
        vi.advanceTimersByTime(GAME_MESSAGE_MS);
      },
    ],
  ] as const) {
    it(`${how} takes the message away in a transition`, () => {
      render(<Cleared />);
      act(() => screen.getByText("show").click());
      act(end);
      expect(screen.getByRole("status")).toHaveTextContent("Game Over! Final Score: 3");
      expect(screen.queryByText("loading")).toBeNull();
    });
  }
});
