import { count, params } from "@nanostores/i18n";
import { useStore } from "@nanostores/react";
import { Shuffle } from "lucide-react";
import { useEffect, useState } from "react";
import { defineMessages, format, useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { gameTextMessages } from "../shared/game-texts";
import { moveFocusInGrid } from "../shared/grid-keys";
import { useGame } from "../shared/use-game";
import { useNow } from "../shared/use-now";
import { type Card, type GameAction, type GameState, PAIRS, createGame, isOver, pendingResult, resolveDelay, step } from "../../../../games/memory/engine";

const create = (random: Random): GameState => createGame({}, random);

const messages = defineMessages("games-memory", {
  complete: params(count({ one: "🎉 All {pairs} pairs found in {moves} move and {seconds} s!", other: "🎉 All {pairs} pairs found in {moves} moves and {seconds} s!" })),
  match: "It's a match!",
  mismatch: "Not a match...",
  find: "Find the matching pairs",
  matches: "Matches",
  board: "Memory cards",
  matched: params("Card {n}: {symbol}, matched"),
  up: params("Card {n}: {symbol}"),
  down: params("Card {n}: face down"),
});
type Texts = ReturnType<typeof messages.get>;

/** The round's end, in the page's language (numbers too). */
export function completeMessage(moves: number, seconds: number): string {
  const { number } = format.get();
  return messages.get().complete({ pairs: number(PAIRS), moves: number(moves), seconds: number(seconds) })(moves);
}

function cardLabel(t: Texts, index: number, card: Card): string {
  const n = index + 1;
  if (card.matched) return t.matched({ n, symbol: card.symbol });
  return card.faceUp ? t.up({ n, symbol: card.symbol }) : t.down({ n });
}

/** Memory Match: find the 8 pairs; the view times the resolve and the clock. */
export function MemoryGame() {
  const t = useMessages(messages);
  const common = useMessages(gameTextMessages);
  const { number } = useStore(format);
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

  const status = complete ? completeMessage(state.moves, seconds) : pendingResult(state) === "match" ? t.match : pendingResult(state) === "mismatch" ? t.mismatch : t.find;

  return (
    <GameLayout
      id="memory"
      running={state.started && !complete}
      status={status}
      message={message}
      stats={[
        { label: common.moves, value: number(state.moves), testId: "memory-moves" },
        { label: t.matches, value: `${number(state.matches)}/${number(PAIRS)}`, testId: "memory-matches" },
        { label: common.time, value: common.seconds({ n: number(seconds) }), testId: "memory-time" },
      ]}
      controls={
        <button type="button" className="btn btn-primary" onClick={newGame}>
          <Shuffle className="size-4" aria-hidden /> {common.newGame}
        </button>
      }
    >
      <div role="group" aria-label={t.board} data-game-board className="game-board mx-auto grid max-w-md grid-cols-4 grid-rows-4 gap-2" onKeyDown={(e) => moveFocusInGrid(e, 4)}>
        {state.cards.map((card, index) => {
          const shown = card.faceUp || card.matched;
          const blocked = shown || state.open.length >= 2 || complete;
          return (
            <button
              key={card.id}
              type="button"
              data-cell={index}
              data-state={card.matched ? "matched" : card.faceUp ? "up" : "down"}
              aria-label={cardLabel(t, index, card)}
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
