import { act, render, screen } from "@testing-library/react";
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

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("game messages", () => {
  it("last between 1.5 and 3 seconds, as spec 2 section 8 says", () => {
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
});
