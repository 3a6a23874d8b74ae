import { Shuffle } from "lucide-react";
import { useEffect, useState } from "react";
import type { Random } from "../../../lib/random";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { useGame } from "../shared/use-game";
import { useGameKeys } from "../shared/use-game-keys";
import { type GameAction, type GameState, SIZE, bestMoves, canMoveTile, createGame, isOver, step } from "./engine";

const create = (random: Random): GameState => createGame({}, random);

/** Spec 2: the best (fewest) moves last for the session only, never in storage. */
let sessionBest: number | null = null;

export function solvedMessage(moves: number): string {
  return `🎉 Solved in ${moves} moves!`;
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

/** Sliding Puzzle (spec 2 "Games"): put 1 to 8 back in order; only tiles next to the gap move. */
export function SlidingGame() {
  const { state, dispatch, ready } = useGame<GameState, GameAction>(create, step);
  const { message, show, clear } = useGameMessage();
  const [best, setBest] = useState<number | null>(null);
  // A deal that happens to be solved is not a win: a win takes at least one move.
  const solved = ready && isOver(state) && state.moves > 0;

  useEffect(() => setBest(sessionBest), []);

  useEffect(() => {
    if (!solved) return;
    sessionBest = bestMoves(sessionBest, state.moves);
    setBest(sessionBest);
    show(solvedMessage(state.moves));
  }, [solved, state.moves, show]);

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
      status={solved ? solvedMessage(state.moves) : "Put the tiles in order from 1 to 8"}
      message={message}
      stats={[
        { label: "Moves", value: state.moves, testId: "sliding-moves" },
        { label: "Best", value: best ?? "-", testId: "sliding-best" },
      ]}
      controls={
        <button type="button" className="btn btn-primary" onClick={newGame}>
          <Shuffle className="size-4" aria-hidden /> New Game
        </button>
      }
    >
      <div role="group" aria-label="Sliding puzzle" className="mx-auto grid aspect-square w-full max-w-xs grid-cols-3 gap-2 rounded-2xl bg-slate-500/20 p-2">
        {state.tiles.map((value, index) =>
          value === 0 ? (
            <div key="blank" aria-hidden data-testid="sliding-blank" />
          ) : (
            <button
              key={value}
              type="button"
              aria-label={`Tile ${value}`}
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
