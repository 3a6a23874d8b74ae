import { count, params } from "@nanostores/i18n";
import { RotateCcw, SkipForward } from "lucide-react";
import { useEffect } from "react";
import { DEFAULT_LOCALE } from "../../../../contracts/locales";
import { defineMessages, format, locale, useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { moveFocusInGrid } from "../shared/grid-keys";
import { useGame } from "../shared/use-game";
import { useGameKeys } from "../shared/use-game-keys";
import { type Cell, type GameAction, type GameState, AI_DELAY_MS, COLUMNS, ROWS, createGame, isOver, landingRow, step } from "../../../../games/connect4/engine";

const create = (random: Random): GameState => createGame({}, random);

/** The round's result waits this long before covering the board, so the player sees the final four first. */
export const END_MESSAGE_DELAY_MS = 1000;

/**
 * Connect Four's texts in the page's language (web/i18n/messages/<locale>/games-connect4.json).
 * The engine says how a round ended (`winner`, `draw`); these are its words. The draw's line is fixed
 * word for word; the win and loss lines are ours.
 */
export const connect4Messages = defineMessages("games-connect4", {
  win: "You win!",
  lose: "AI wins!",
  draw: "It's a Draw! Try again!",
  yourTurn: "Your turn: drop a blue disc",
  thinking: "The AI is thinking...",
  columnFull: params("Column {column} is full!"),
  columnFullLabel: params("Column {column}: full"),
  columnFree: params(count({ other: "Column {column}: {free} free" })),
  /** Follows a column's label after a comma: "Column 4: 2 free, 1 disc of the winning line". */
  inWinningLine: count({ one: "{n} disc of the winning line", other: "{n} discs of the winning line" }),
  you: "You",
  ai: "AI",
  newRound: "New Round",
  resetScores: "Reset Scores",
  board: "Connect Four board",
});

type Texts = ReturnType<typeof connect4Messages.get>;

/** A column's number or a count: as written in English (7), as the language writes numbers elsewhere. */
function number(n: number): string {
  const code = locale.get();
  return code === DEFAULT_LOCALE ? String(n) : format.get().number(n);
}

export function fullColumnMessage(column: number): string {
  return connect4Messages.get().columnFull({ column: number(column + 1) });
}

/** The end of the round in the page's language, from the engine's `winner` and `draw`. */
function resultOf(state: GameState, t: Texts): string | null {
  if (state.winner === "player") return t.win;
  if (state.winner === "ai") return t.lose;
  if (state.draw) return t.draw;
  return null;
}

function statusOf(state: GameState, t: Texts): string {
  return resultOf(state, t) ?? (state.turn === "player" ? t.yourTurn : t.thinking);
}

function columnLabel(board: readonly Cell[], column: number, winning: readonly number[] | null, t: Texts): string {
  const row = landingRow(board, column);
  const free = row === null ? t.columnFullLabel({ column: number(column + 1) }) : t.columnFree({ column: number(column + 1), free: number(row + 1) })(row + 1);
  const inFour = winning?.filter((index) => index % COLUMNS === column).length ?? 0;
  return inFour === 0 ? free : `${free}, ${t.inWinningLine(inFour).replace("{n}", number(inFour))}`;
}

const DISC_CLASS: Readonly<Record<"player" | "ai", string>> = { player: "bg-blue-500", ai: "bg-red-500" };

/** Connect Four against the AI: the player is blue and moves first; the AI replies after 0.5 s. */
export function Connect4Game() {
  const t = useMessages(connect4Messages);
  const { state, dispatch, ready } = useGame<GameState, GameAction>(create, step);
  const { message, show, clear } = useGameMessage();
  const over = isOver(state);
  const aiTurn = state.turn === "ai" && !over;
  const result = resultOf(state, t);

  useEffect(() => {
    if (!aiTurn) return;
    const id = setTimeout(() => dispatch({ type: "aiMove" }), AI_DELAY_MS);
    return () => clearTimeout(id);
  }, [aiTurn, state.board, dispatch]);

  useEffect(() => {
    if (!result) return;
    const id = setTimeout(() => show(result), END_MESSAGE_DELAY_MS);
    return () => clearTimeout(id);
  }, [result, show]);

  const drop = (column: number) => {
    if (!ready || over || state.turn !== "player") return;
    if (landingRow(state.board, column) === null) return show(fullColumnMessage(column));
    dispatch({ type: "drop", column });
  };

  useGameKeys((key) => {
    const column = Number(key) - 1;
    if (!Number.isInteger(column) || column < 0 || column >= COLUMNS) return false;
    drop(column);
    return true;
  });

  const restart = (type: "newRound" | "reset") => {
    dispatch({ type });
    clear();
  };

  return (
    <GameLayout
      id="connect4"
      running={!over && state.board.some((cell) => cell !== null)}
      status={statusOf(state, t)}
      message={message}
      stats={[
        { label: t.you, value: state.playerWins, testId: "connect4-player-wins" },
        { label: t.ai, value: state.aiWins, testId: "connect4-ai-wins" },
      ]}
      controls={
        <>
          <button type="button" className="btn btn-primary" onClick={() => restart("newRound")}>
            <SkipForward className="size-4" aria-hidden /> {t.newRound}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => restart("reset")}>
            <RotateCcw className="size-4" aria-hidden /> {t.resetScores}
          </button>
        </>
      }
    >
      <div
        role="group"
        aria-label={t.board}
        data-game-board
        // Column 1 stays on the left in a right-to-left page, as the keys 1-7 and the labels say.
        dir="ltr"
        className="game-board mx-auto grid max-w-md grid-cols-7 gap-0.5 rounded-2xl bg-brand-700 p-1 [--board-ratio:7/6.2]"
        onKeyDown={(e) => moveFocusInGrid(e, COLUMNS)}
      >
        {Array.from({ length: COLUMNS }, (_, column) => (
          <button
            key={column}
            type="button"
            data-cell={column}
            aria-label={columnLabel(state.board, column, state.winningCells, t)}
            aria-disabled={over || aiTurn || landingRow(state.board, column) === null}
            onClick={() => drop(column)}
            className="grid content-center gap-1 rounded-lg p-0.5 hover:bg-white/10"
          >
            {Array.from({ length: ROWS }, (_, row) => {
              const index = row * COLUMNS + column;
              const disc = state.board[index] ?? null;
              const winning = state.winningCells?.includes(index) ?? false;
              return (
                <span
                  key={row}
                  data-testid={`connect4-cell-${index}`}
                  data-disc={disc ?? "empty"}
                  data-winning={winning || undefined}
                  className={
                    "block aspect-square rounded-full " +
                    (disc ? DISC_CLASS[disc] : "bg-slate-900/60") +
                    (winning ? " ring-4 ring-yellow-300 ring-offset-2 ring-offset-brand-700" : "") +
                    (index === state.lastMove ? " motion-safe:animate-pop" : "")
                  }
                />
              );
            })}
          </button>
        ))}
      </div>
    </GameLayout>
  );
}
