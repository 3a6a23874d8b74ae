import { params } from "@nanostores/i18n";
import { RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { defineMessages, format, locale, useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { KEY_DIRECTIONS } from "../shared/direction-keys";
import { DirectionPad } from "../shared/direction-pad";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { useScreenSwipe } from "../shared/swipe";
import { useBestScore } from "../shared/use-best-score";
import { isCount, isRecord, loadSavedGame, useSaveGame } from "../shared/saved-game";
import { useGame } from "../shared/use-game";
import { useGameKeys } from "../shared/use-game-keys";
import { type Direction, type GameAction, type GameState, type TileOrigin, SIZE, WINNING_TILE, createGame, isOver, showVictory, step } from "../../../../games/game-2048/engine";

const create = (random: Random): GameState => createGame({}, random);

/** The best score persists under this key, as an integer in text. */
export const BEST_SCORE_KEY = "2048BestScore";
/** A game in progress, saved as the engine's plain state so a reload resumes it (docs/decisions/027). */
export const SAVED_GAME_KEY = "2048SavedGame";

/** A saved game's shape; its last move is not checked, as a resumed game shows without motion. */
export function isSavedGame(value: unknown): value is Omit<GameState, "lastMove"> {
  if (!isRecord(value)) return false;
  const { board, score, moves, won, keepPlaying, rngState } = value;
  return (
    Array.isArray(board) &&
    board.length === SIZE * SIZE &&
    board.every((v) => v === 0 || (isCount(v) && v >= 2 && (v & (v - 1)) === 0)) &&
    isCount(score) &&
    isCount(moves) &&
    typeof won === "boolean" &&
    typeof keepPlaying === "boolean" &&
    isCount(rngState)
  );
}

const restore = (): GameState | null => {
  const saved = loadSavedGame(SAVED_GAME_KEY, isSavedGame);
  return saved && { ...saved, lastMove: null };
};

/** 2048's texts; the translations are web/i18n/messages/<locale>/games-2048.json. */
const messages = defineMessages("games-2048", {
  moves: params("Moves: {moves}"),
  gameOver: params("Game Over! Final Score: {score}"),
  victory: params("You reached {tile}! 🎉"),
  score: "Score",
  best: "Best",
  movePad: "Move the tiles",
  move: "Move",
  newGame: "New Game",
  keepPlaying: "Keep Playing",
  board: "2048 board",
  empty: "empty",
});

/** A count in the page's language (English keeps its plain digits). */
function num(n: number): string {
  return format.get().number(n, locale.get() === "en" ? { useGrouping: false } : undefined);
}

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

/** A tile's colour, and its digits sized from the board's size (the stage's container units) by their count. */
function tileClass(value: number): string {
  return (TILE_CLASSES[value] ?? "bg-slate-900 text-white") + (value >= 1024 ? " tile-digits-4" : value >= 128 ? " tile-digits-3" : "");
}

/** Each tile sits at the board's padding and slides to its cell by transform (CSS transition). */
function tileStyle(index: number) {
  const [row, column] = [Math.floor(index / SIZE), index % SIZE];
  return { transform: `translate(calc(${column} * (100% + 0.5rem)), calc(${row} * (100% + 0.5rem)))` };
}

type Tile = {
  /** Stable across moves, so the same element slides to its new cell. */
  id: number;
  value: number;
  /** Board index, row-major. */
  index: number;
  /** "new": spawned by this move; "merged": two tiles became this one. */
  fresh: "new" | "merged" | null;
};

/** Every tile of a board, without motion (a new deal, a resumed game). */
function still(board: readonly number[], nextId: () => number): Tile[] {
  return board.flatMap((value, index) => (value === 0 ? [] : [{ id: nextId(), value, index, fresh: null }]));
}

/**
 * The tiles on screen carried along the engine's report of the move. A merge keeps the element
 * of its leading tile (its partner's goes). Null when the report does not start from the tiles on
 * screen: a new deal, a resumed game, or a state that skipped a move in between (two moves in one
 * render). Tiles come back ordered by id, so elements are never reordered (a moved node would lose
 * its transition).
 */
function follow(shown: readonly Tile[], board: readonly number[], origins: readonly TileOrigin[], nextId: () => number): Tile[] | null {
  const at = new Map(shown.map((tile) => [tile.index, tile]));
  if (origins.reduce((sources, origin) => sources + origin.from.length, 0) !== shown.length) return null;
  const out: Tile[] = [];
  for (const { index, from } of origins) {
    const value = board[index]!;
    if (from.length === 0) {
      out.push({ id: nextId(), value, index, fresh: "new" });
      continue;
    }
    const sourceValue = from.length === 2 ? value / 2 : value;
    if (from.some((cell) => at.get(cell)?.value !== sourceValue)) return null;
    out.push({ id: at.get(from[0]!)!.id, value, index, fresh: from.length === 2 ? "merged" : null });
  }
  return out.sort((a, b) => a.id - b.id);
}

/**
 * The tiles as they move (docs/decisions/027): ids survive a move so their elements slide, and a
 * merge or a spawn plays its animation. The engine's state says where each tile went.
 */
function useTileMotion({ board, lastMove }: GameState): Tile[] {
  const [shown, setShown] = useState(() => {
    let lastId = 0;
    return { board, tiles: still(board, () => ++lastId), lastId };
  });
  if (shown.board === board) return shown.tiles;
  // A new board: follow it now, in this render (React's "adjust state while rendering").
  let lastId = shown.lastId;
  const nextId = () => ++lastId;
  const moved = lastMove ? follow(shown.tiles, board, lastMove, nextId) : null;
  const next = { board, tiles: moved ?? still(board, nextId), lastId };
  setShown(next);
  return next.tiles;
}

/** 2048: arrow keys, W A S D, swipes and on-screen arrows; the best score persists. */
export function Game2048() {
  const t = useMessages(messages);
  const { state, dispatch, ready } = useGame<GameState, GameAction>(create, step, restore);
  const { message, show, clear } = useGameMessage();
  const { best, submit } = useBestScore("2048", { storageKey: BEST_SCORE_KEY });
  const keepPlayingButton = useRef<HTMLButtonElement>(null);
  const over = ready && isOver(state);
  const victory = showVictory(state);
  useSaveGame(SAVED_GAME_KEY, state, ready, state.moves > 0 && !over);

  // The stored best is rewritten as soon as this game's score beats it.
  useEffect(() => {
    submit(state.score);
  }, [state.score, submit]);

  useEffect(() => {
    if (over) show(messages.get().gameOver({ score: num(state.score) }));
  }, [over, state.score, show]);

  useEffect(() => {
    if (victory) keepPlayingButton.current?.focus();
  }, [victory]);

  const tiles = useTileMotion(state);
  const move = (direction: Direction) => {
    if (ready) dispatch({ type: "move", direction });
  };
  useScreenSwipe(move);
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

  // The winning tile is the game's own number: written as on the board.
  const victoryText = t.victory({ tile: WINNING_TILE });
  const status = over ? t.gameOver({ score: num(state.score) }) : victory ? victoryText : t.moves({ moves: num(state.moves) });

  return (
    <GameLayout
      id="2048"
      running={ready && state.moves > 0 && !over && !victory}
      status={status}
      message={message}
      swipe
      stats={[
        { label: t.score, value: num(state.score), testId: "score-2048" },
        { label: t.best, value: num(Math.max(best ?? 0, state.score)), testId: "best-2048" },
      ]}
      controls={
        <>
          <DirectionPad groupLabel={t.movePad} verb={t.move} onDirection={move} disabled={victory} />
          {/* The victory is said once, in the status line; its choice is here, under the thumb and
              beside the board it was won on, in the two rows the arrows take (nothing moves). */}
          {victory ? (
            <div className="grid gap-2 self-center">
              <button ref={keepPlayingButton} type="button" className="btn btn-primary" onClick={() => dispatch({ type: "keepPlaying" })}>
                {t.keepPlaying}
              </button>
              <button type="button" className="btn btn-outline" onClick={newGame}>
                <RotateCcw className="size-4" aria-hidden /> {t.newGame}
              </button>
            </div>
          ) : (
            <button type="button" className="btn btn-primary self-center" onClick={newGame}>
              <RotateCcw className="size-4" aria-hidden /> {t.newGame}
            </button>
          )}
        </>
      }
    >
      <div
        role="table"
        aria-label={t.board}
        dir="ltr"
        data-testid="board-2048"
        data-game-board
        className="game-board relative mx-auto grid max-w-sm touch-none select-none grid-rows-4 gap-2 rounded-2xl bg-(--bg) bg-linear-to-b from-slate-500/30 to-slate-500/30 p-2"
      >
        {/* The table screen readers read; the moving tiles above it are only its picture. */}
        {Array.from({ length: SIZE }, (_, row) => (
          <div key={row} role="row" className="grid grid-cols-4 gap-2">
            {state.board.slice(row * SIZE, row * SIZE + SIZE).map((value, column) => (
              <div key={column} role="cell" className="rounded-lg bg-slate-500/20">
                <span className="sr-only">{value === 0 ? t.empty : value}</span>
              </div>
            ))}
          </div>
        ))}
        <div aria-hidden className="pointer-events-none absolute inset-0">
          {tiles.map((tile) => (
            <div key={tile.id} data-tile={tile.value} className="tile-2048" style={tileStyle(tile.index)}>
              <div
                key={tile.value}
                className={
                  "flex size-full items-center justify-center rounded-lg font-bold tabular-nums " +
                  tileClass(tile.value) +
                  (tile.fresh === "new" ? " tile-new" : tile.fresh === "merged" ? " tile-merged" : "")
                }
              >
                {tile.value}
              </div>
            </div>
          ))}
        </div>
      </div>
    </GameLayout>
  );
}
