import { RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Random } from "../../../lib/random";
import { readInt, writeInt } from "../../../lib/safe-storage";
import { KEY_DIRECTIONS } from "../shared/direction-keys";
import { DirectionPad } from "../shared/direction-pad";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { useSwipe } from "../shared/swipe";
import { useGame } from "../shared/use-game";
import { useGameKeys } from "../shared/use-game-keys";
import {
  type Direction,
  type GameAction,
  type GameState,
  SIZE,
  WINNING_TILE,
  bestScore,
  createGame,
  gameOverMessage,
  isOver,
  showVictory,
  step,
} from "./engine";

const create = (random: Random): GameState => createGame({}, random);

/** Spec 2 section 3: the best score persists under this key, as an integer in text. */
export const BEST_SCORE_KEY = "2048BestScore";
export const VICTORY_TEXT = `You reached ${WINNING_TILE}! 🎉`;

const TILE_CLASSES: Readonly<Record<number, string>> = {
  2: "bg-slate-200 text-slate-800",
  4: "bg-amber-100 text-slate-800",
  8: "bg-orange-300 text-white",
  16: "bg-orange-400 text-white",
  32: "bg-orange-500 text-white",
  64: "bg-red-500 text-white",
  128: "bg-yellow-300 text-slate-900",
  256: "bg-yellow-400 text-slate-900",
  512: "bg-yellow-500 text-white",
  1024: "bg-amber-500 text-white",
  2048: "bg-amber-600 text-white",
};

function tileClass(value: number): string {
  if (value === 0) return "bg-slate-500/20";
  return (TILE_CLASSES[value] ?? "bg-slate-900 text-white") + (value >= 1024 ? " text-2xl" : value >= 128 ? " text-3xl" : " text-4xl");
}

/** 2048 (spec 2 "Games"): arrow keys, W A S D, swipes and on-screen arrows; the best score persists. */
export function Game2048() {
  const { state, dispatch, ready } = useGame<GameState, GameAction>(create, step);
  const { message, show, clear } = useGameMessage();
  const [best, setBest] = useState(0);
  const keepPlayingButton = useRef<HTMLButtonElement>(null);
  const over = ready && isOver(state);
  const victory = showVictory(state);

  // The stored best is read after hydration, and rewritten as soon as this game's score beats it.
  useEffect(() => {
    const stored = readInt(BEST_SCORE_KEY);
    const next = bestScore(stored, state.score);
    if (next > stored) writeInt(BEST_SCORE_KEY, next);
    setBest(next);
  }, [state.score]);

  useEffect(() => {
    if (over) show(gameOverMessage(state.score));
  }, [over, state.score, show]);

  useEffect(() => {
    if (victory) keepPlayingButton.current?.focus();
  }, [victory]);

  const move = (direction: Direction) => {
    if (ready) dispatch({ type: "move", direction });
  };
  const swipe = useSwipe(move);
  useGameKeys((key) => {
    const direction = KEY_DIRECTIONS[key];
    if (!direction) return false;
    move(direction);
    return true;
  });

  const newGame = () => {
    dispatch({ type: "newGame" });
    clear();
  };

  const status = over ? gameOverMessage(state.score) : victory ? VICTORY_TEXT : `Moves: ${state.moves}`;

  return (
    <GameLayout
      id="2048"
      status={status}
      message={message}
      stats={[
        { label: "Score", value: state.score, testId: "score-2048" },
        { label: "Best", value: best, testId: "best-2048" },
      ]}
      controls={
        <>
          <DirectionPad groupLabel="Move the tiles" verb="Move" onDirection={move} />
          <button type="button" className="btn btn-primary self-center" onClick={newGame}>
            <RotateCcw className="size-4" aria-hidden /> New Game
          </button>
        </>
      }
    >
      <div
        {...swipe}
        role="table"
        aria-label="2048 board"
        data-testid="board-2048"
        className="mx-auto grid aspect-square w-full max-w-sm touch-none select-none grid-rows-4 gap-2 rounded-2xl bg-slate-500/30 p-2"
      >
        {Array.from({ length: SIZE }, (_, row) => (
          <div key={row} role="row" className="grid grid-cols-4 gap-2">
            {state.board.slice(row * SIZE, row * SIZE + SIZE).map((value, column) => (
              <div
                key={column}
                role="cell"
                className={"flex items-center justify-center rounded-lg font-bold tabular-nums " + tileClass(value)}
              >
                {value === 0 ? <span className="sr-only">empty</span> : value}
              </div>
            ))}
          </div>
        ))}
      </div>
      {victory && (
        <div className="absolute inset-0 z-20 grid place-items-center rounded-2xl bg-slate-950/70 p-4">
          <div className="card grid gap-3 p-5 text-center">
            <p className="text-2xl font-bold">{VICTORY_TEXT}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <button ref={keepPlayingButton} type="button" className="btn btn-primary" onClick={() => dispatch({ type: "keepPlaying" })}>
                Keep Playing
              </button>
              <button type="button" className="btn btn-outline" onClick={newGame}>
                New Game
              </button>
            </div>
          </div>
        </div>
      )}
    </GameLayout>
  );
}
