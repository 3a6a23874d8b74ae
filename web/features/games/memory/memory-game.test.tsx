import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seededRandom } from "../../../lib/random";
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS, PAIRS, SYMBOLS, createGame } from "../../../../games/memory/engine";
import { MemoryGame, completeMessage } from "./memory-game";

const SEED = 21;
const deck = createGame({}, seededRandom(SEED)).cards;
const pairs = SYMBOLS.map((symbol) => deck.flatMap((c, i) => (c.symbol === symbol ? [i] : [])) as [number, number]);
const pair = (n: number): [number, number] => pairs[n]!;

function renderGame() {
  render(
    <MemoryRouter initialEntries={[`/games/memory?seed=${SEED}`]}>
      <MemoryGame />
    </MemoryRouter>,
  );
}

const card = (i: number) => screen.getByRole("button", { name: new RegExp(`^Card ${i + 1}:`) });
const flip = (i: number) => fireEvent.click(card(i));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("memory match view", () => {
  it("deals the seeded deck face down", () => {
    renderGame();
    expect(screen.getAllByRole("button", { name: /face down$/ })).toHaveLength(16);
    flip(0);
    expect(card(0)).toHaveAccessibleName(`Card 1: ${deck[0]!.symbol}`);
  });

  it("flips a mismatch back after exactly 1 s and blocks a third flip meanwhile", () => {
    renderGame();
    const [a, b, c] = [pair(0)[0], pair(1)[0], pair(2)[0]];
    flip(a);
    flip(b);
    flip(c);
    expect(card(c)).toHaveAttribute("data-state", "down");
    expect(card(c)).toHaveAttribute("aria-disabled", "true");
    advance(MISMATCH_DELAY_MS - 1);
    expect(card(a)).toHaveAttribute("data-state", "up");
    advance(1);
    expect(card(a)).toHaveAttribute("data-state", "down");
    expect(card(b)).toHaveAttribute("data-state", "down");
    expect(screen.getByTestId("memory-moves")).toHaveTextContent("1");
    flip(c);
    expect(card(c)).toHaveAttribute("data-state", "up");
  });

  it("keeps a match face up after 0.5 s; a matched or open card cannot be flipped again", () => {
    renderGame();
    const [a, b] = pair(3);
    flip(a);
    flip(a);
    expect(screen.getByTestId("memory-moves")).toHaveTextContent("0");
    flip(b);
    advance(MATCH_DELAY_MS - 1);
    expect(card(a)).toHaveAttribute("data-state", "up");
    advance(1);
    expect(card(a)).toHaveAttribute("data-state", "matched");
    expect(screen.getByTestId("memory-matches")).toHaveTextContent(`1/${PAIRS}`);
    flip(a);
    expect(card(a)).toHaveAttribute("data-state", "matched");
    expect(screen.getByTestId("memory-moves")).toHaveTextContent("1");
  });

  it("counts seconds from the first flip and stops at the last match with the completion message", () => {
    renderGame();
    advance(5000); // waiting before the first flip does not count
    expect(screen.getByTestId("memory-time")).toHaveTextContent("0s");
    for (const [a, b] of pairs) {
      flip(a);
      flip(b);
      advance(MATCH_DELAY_MS);
    }
    const seconds = (PAIRS * MATCH_DELAY_MS) / 1000;
    expect(screen.getByTestId("memory-matches")).toHaveTextContent(`${PAIRS}/${PAIRS}`);
    expect(screen.getByTestId("game-message")).toHaveTextContent(completeMessage(PAIRS, seconds));
    advance(10_000);
    expect(screen.getByTestId("memory-time")).toHaveTextContent(`${seconds}s`);
  });

  it("New Game deals again face down and resets the counters and clock", () => {
    renderGame();
    const [a, b] = pair(0);
    flip(a);
    flip(b);
    advance(MATCH_DELAY_MS + 2000);
    fireEvent.click(screen.getByRole("button", { name: "New Game" }));
    expect(screen.getAllByRole("button", { name: /face down$/ })).toHaveLength(16);
    expect(screen.getByTestId("memory-moves")).toHaveTextContent("0");
    expect(screen.getByTestId("memory-time")).toHaveTextContent("0s");
  });
});
