import { Shuffle } from "lucide-react";
import { useEffect, useState } from "react";
import type { Random } from "../../../lib/random";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { moveFocusInGrid } from "../shared/grid-keys";
import { useGame } from "../shared/use-game";
import { useNow } from "../shared/use-now";
import { type Card, type GameAction, type GameState, PAIRS, createGame, isOver, pendingResult, resolveDelay, step } from "../../../../games/memory/engine";

const create = (random: Random): GameState => createGame({}, random);

export function completeMessage(moves: number, seconds: number): string {
  return `🎉 All ${PAIRS} pairs found in ${moves} moves and ${seconds} s!`;
}

function cardLabel(index: number, card: Card): string {
  if (card.matched) return `Card ${index + 1}: ${card.symbol}, matched`;
  return card.faceUp ? `Card ${index + 1}: ${card.symbol}` : `Card ${index + 1}: face down`;
}

/** Memory Match (spec 2 "Games"): find the 8 pairs; the view times the resolve and the clock. */
export function MemoryGame() {
  const { state, dispatch, ready } = useGame<GameState, GameAction>(create, step);
  const { message, show, clear } = useGameMessage();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [finishedAt, setFinishedAt] = useState<number | null>(null);
  const complete = isOver(state);
  const now = useNow(startedAt !== null && !complete, 250);
  const seconds = startedAt === null ? 0 : Math.max(0, Math.floor(((finishedAt ?? now) - startedAt) / 1000));

  // Two open cards wait 0.5 s (a match) or 1 s (a mismatch), then resolve; flips are blocked meanwhile.
  useEffect(() => {
    const delay = resolveDelay(state);
    if (delay === null) return;
    const id = setTimeout(() => dispatch({ type: "resolve" }), delay);
    return () => clearTimeout(id);
  }, [state, dispatch]);

  // The clock starts with the first flip (the engine's `started`) and stops at the last match.
  useEffect(() => {
    if (state.started && startedAt === null) setStartedAt(Date.now());
  }, [state.started, startedAt]);

  useEffect(() => {
    if (!complete || startedAt === null || finishedAt !== null) return;
    const end = Date.now();
    setFinishedAt(end);
    show(completeMessage(state.moves, Math.floor((end - startedAt) / 1000)));
  }, [complete, startedAt, finishedAt, state.moves, show]);

  const flip = (index: number) => {
    if (ready) dispatch({ type: "flip", index });
  };

  const newGame = () => {
    dispatch({ type: "newGame" });
    setStartedAt(null);
    setFinishedAt(null);
    clear();
  };

  const status = complete
    ? completeMessage(state.moves, seconds)
    : pendingResult(state) === "match"
      ? "It's a match!"
      : pendingResult(state) === "mismatch"
        ? "Not a match..."
        : "Find the matching pairs";

  return (
    <GameLayout
      id="memory"
      running={state.started && !complete}
      status={status}
      message={message}
      stats={[
        { label: "Moves", value: state.moves, testId: "memory-moves" },
        { label: "Matches", value: `${state.matches}/${PAIRS}`, testId: "memory-matches" },
        { label: "Time", value: `${seconds}s`, testId: "memory-time" },
      ]}
      controls={
        <button type="button" className="btn btn-primary" onClick={newGame}>
          <Shuffle className="size-4" aria-hidden /> New Game
        </button>
      }
    >
      <div
        role="group"
        aria-label="Memory cards"
        data-game-board
        className="game-board mx-auto grid max-w-md grid-cols-4 grid-rows-4 gap-2"
        onKeyDown={(e) => moveFocusInGrid(e, 4)}
      >
        {state.cards.map((card, index) => {
          const shown = card.faceUp || card.matched;
          const blocked = shown || state.open.length >= 2 || complete;
          return (
            <button
              key={card.id}
              type="button"
              data-cell={index}
              data-state={card.matched ? "matched" : card.faceUp ? "up" : "down"}
              aria-label={cardLabel(index, card)}
              aria-disabled={blocked}
              onClick={() => flip(index)}
              className="memory-card group rounded-xl text-3xl sm:text-4xl"
            >
              {/* Both faces are always there; the card turns over to show the other (reduced motion: at once). */}
              <span aria-hidden className="memory-card-inner">
                <span className="memory-face border border-brand-700 bg-brand-600 text-white group-hover:bg-brand-500">?</span>
                <span className={"memory-face memory-face-front border " + (card.matched ? "border-green-500 bg-green-500/20" : "border-brand-500 bg-[var(--card)]")}>
                  {shown ? card.symbol : ""}
                </span>
              </span>
            </button>
          );
        })}
      </div>
    </GameLayout>
  );
}
