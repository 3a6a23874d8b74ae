import { RotateCcw, SkipForward } from "lucide-react";
import { useEffect } from "react";
import type { Random } from "../../../lib/random";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { moveFocusInGrid } from "../shared/grid-keys";
import { useGame } from "../shared/use-game";
import { useGameKeys } from "../shared/use-game-keys";
import { type Cell, type GameAction, type GameState, AI_DELAY_MS, COLUMNS, ROWS, createGame, isOver, landingRow, roundMessage, step } from "../../../../games/connect4/engine";

const create = (random: Random): GameState => createGame({}, random);

/** The round's result waits this long before covering the board, so the player sees the final four first. */
export const END_MESSAGE_DELAY_MS = 1000;

export function fullColumnMessage(column: number): string {
  return `Column ${column + 1} is full!`;
}

function statusOf(state: GameState): string {
  return roundMessage(state) ?? (state.turn === "player" ? "Your turn: drop a blue disc" : "The AI is thinking...");
}

function columnLabel(board: readonly Cell[], column: number, winning: readonly number[] | null): string {
  const row = landingRow(board, column);
  const free = row === null ? `Column ${column + 1}: full` : `Column ${column + 1}: ${row + 1} free`;
  const inFour = winning?.filter((index) => index % COLUMNS === column).length ?? 0;
  return inFour === 0 ? free : `${free}, ${inFour === 1 ? "1 disc" : `${inFour} discs`} of the winning line`;
}

const DISC_CLASS: Readonly<Record<"player" | "ai", string>> = { player: "bg-blue-500", ai: "bg-red-500" };

/** Connect Four against the AI (spec 2 "Games"): the player is blue and moves first; the AI replies after 0.5 s. */
export function Connect4Game() {
  const { state, dispatch, ready } = useGame<GameState, GameAction>(create, step);
  const { message, show, clear } = useGameMessage();
  const over = isOver(state);
  const aiTurn = state.turn === "ai" && !over;
  const result = roundMessage(state);

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
      status={statusOf(state)}
      message={message}
      stats={[
        { label: "You", value: state.playerWins, testId: "connect4-player-wins" },
        { label: "AI", value: state.aiWins, testId: "connect4-ai-wins" },
      ]}
      controls={
        <>
          <button type="button" className="btn btn-primary" onClick={() => restart("newRound")}>
            <SkipForward className="size-4" aria-hidden /> New Round
          </button>
          <button type="button" className="btn btn-outline" onClick={() => restart("reset")}>
            <RotateCcw className="size-4" aria-hidden /> Reset Scores
          </button>
        </>
      }
    >
      <div
        role="group"
        aria-label="Connect Four board"
        data-game-board
        className="game-board mx-auto grid max-w-md grid-cols-7 gap-0.5 rounded-2xl bg-brand-700 p-1 [--board-ratio:7/6.2]"
        onKeyDown={(e) => moveFocusInGrid(e, COLUMNS)}
      >
        {Array.from({ length: COLUMNS }, (_, column) => (
          <button
            key={column}
            type="button"
            data-cell={column}
            aria-label={columnLabel(state.board, column, state.winningCells)}
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
