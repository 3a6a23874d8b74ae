import { count, params } from "@nanostores/i18n";
import { Shuffle } from "lucide-react";
import { useEffect } from "react";
import { defineMessages, format, locale, useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { useBestScore } from "../shared/use-best-score";
import { isCount, isRecord, loadSavedGame, useSaveGame } from "../shared/saved-game";
import { useGame } from "../shared/use-game";
import { useGameKeys } from "../shared/use-game-keys";
import { type GameAction, type GameState, SIZE, canMoveTile, createGame, isOver, step } from "../../../../games/sliding/engine";

const create = (random: Random): GameState => createGame({}, random);

/** A puzzle in progress, saved as the engine's plain state so a reload resumes it (docs/decisions/027). */
export const SAVED_GAME_KEY = "slidingSavedGame";

export function isSavedGame(value: unknown): value is GameState {
  if (!isRecord(value)) return false;
  const { tiles, moves, shuffleMoves, shuffleCount, rngState } = value;
  return (
    Array.isArray(tiles) &&
    tiles.length === SIZE * SIZE &&
    [...tiles].sort((a, b) => Number(a) - Number(b)).every((v, i) => v === i) &&
    isCount(moves) &&
    Array.isArray(shuffleMoves) &&
    shuffleMoves.every(isCount) &&
    isCount(shuffleCount) &&
    isCount(rngState)
  );
}

const restore = (): GameState | null => loadSavedGame(SAVED_GAME_KEY, isSavedGame);

/** The first puzzle of a visit is the one the page was prerendered with (never dealt again under the thumb); New Game deals from a fresh random state. */
export const keepDeal = (prerendered: GameState, fresh: GameState): GameState => ({ ...prerendered, rngState: fresh.rngState });

/** Sliding Puzzle's texts; the translations are web/i18n/messages/<locale>/games-sliding.json. */
const messages = defineMessages("games-sliding", {
  solved: count({ one: "🎉 Solved in {count} move!", other: "🎉 Solved in {count} moves!" }),
  order: "Put the tiles in order from 1 to 8",
  moves: "Moves",
  best: "Best",
  newGame: "New Game",
  puzzle: "Sliding puzzle",
  tile: params("Tile {n}"),
});

/** A count in the page's language (English keeps its plain digits). */
function num(n: number): string {
  return format.get().number(n, locale.get() === "en" ? { useGrouping: false } : undefined);
}

export function solvedMessage(moves: number): string {
  return messages.get().solved(moves);
}

/** An arrow key slides the tile on the far side of the blank towards it (the tile moves the arrow's way). */
export function tileForArrow(tiles: readonly number[], key: string): number | null {
  const blank = tiles.indexOf(0);
  const row = Math.floor(blank / SIZE);
  const column = blank % SIZE;
  switch (key) {
    case "ArrowUp":
      return row < SIZE - 1 ? blank + SIZE : null;
    case "ArrowDown":
      return row > 0 ? blank - SIZE : null;
    case "ArrowLeft":
      return column < SIZE - 1 ? blank + 1 : null;
    case "ArrowRight":
      return column > 0 ? blank - 1 : null;
    default:
      return null;
  }
}

/** Sliding Puzzle: put 1 to 8 back in order; only tiles next to the gap move. */
export function SlidingGame() {
  const t = useMessages(messages);
  const { state, dispatch, ready } = useGame<GameState, GameAction>(create, step, restore, keepDeal);
  const { message, show, clear } = useGameMessage();
  // The best (fewest) moves last for the session only, never in storage.
  const { best, submit } = useBestScore("sliding", { lowerIsBetter: true });
  // A deal that happens to be solved is not a win: a win takes at least one move.
  const solved = ready && isOver(state) && state.moves > 0;
  useSaveGame(SAVED_GAME_KEY, state, ready, state.moves > 0 && !solved);

  useEffect(() => {
    if (!solved) return;
    submit(state.moves);
    show(solvedMessage(state.moves));
  }, [solved, state.moves, show, submit]);

  const move = (index: number) => {
    if (ready) dispatch({ type: "move", index });
  };

  useGameKeys((key) => {
    const index = tileForArrow(state.tiles, key);
    if (index === null) return false;
    move(index);
    return true;
  });

  const newGame = () => {
    dispatch({ type: "newGame" });
    clear();
  };

  return (
    <GameLayout
      id="sliding"
      running={ready && state.moves > 0 && !solved}
      status={solved ? solvedMessage(state.moves) : t.order}
      message={message}
      stats={[
        { label: t.moves, value: num(state.moves), testId: "sliding-moves" },
        { label: t.best, value: best === null ? "-" : num(best), testId: "sliding-best" },
      ]}
      controls={
        <button type="button" className="btn btn-primary" onClick={newGame}>
          <Shuffle className="size-4" aria-hidden /> {t.newGame}
        </button>
      }
    >
      <div
        role="group"
        aria-label={t.puzzle}
        dir="ltr"
        data-game-board
        className="game-board mx-auto grid max-w-xs grid-cols-3 grid-rows-3 gap-2 rounded-2xl bg-(--bg) bg-linear-to-b from-slate-500/20 to-slate-500/20 p-2"
      >
        {state.tiles.map((value, index) =>
          value === 0 ? (
            <div key="blank" aria-hidden data-testid="sliding-blank" />
          ) : (
            <button
              key={value}
              type="button"
              aria-label={t.tile({ n: value })}
              aria-disabled={solved || !canMoveTile(state.tiles, index)}
              data-position={index}
              onClick={() => move(index)}
              className={
                "flex items-center justify-center rounded-xl text-3xl font-bold text-white shadow transition-colors " +
                (solved ? "bg-green-600" : canMoveTile(state.tiles, index) ? "bg-brand-600 hover:bg-brand-500" : "bg-brand-700")
              }
            >
              {value}
            </button>
          ),
        )}
      </div>
    </GameLayout>
  );
}
