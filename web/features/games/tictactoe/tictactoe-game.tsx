import { params } from "@nanostores/i18n";
import { RotateCcw } from "lucide-react";
import { defineMessages, useMessages } from "../../../i18n/i18n";
import { GameLayout } from "../shared/game-layout";
import { moveFocusInGrid } from "../shared/grid-keys";
import { useGame } from "../shared/use-game";
import { playControlsMessages } from "../shared/play-controls";
import { type Cell, type GameAction, type GameState, BOARD_SIZE, createGame, isOver, step } from "../../../../games/tictactoe/engine";

const create = (): GameState => createGame();

/** The status line from the engine's turn, winner and draw; the marks X and O stay as they are drawn. */
export const tictactoeMessages = defineMessages("games-tictactoe", {
  turn: params("Player {mark}'s turn"),
  wins: params("Player {mark} wins!"),
  draw: "It's a draw!",
  board: "Tic Tac Toe board",
  cell: params("Row {row}, column {column}: {cell}"),
  empty: "empty",
});
type Texts = ReturnType<typeof tictactoeMessages.get>;

export function statusOf(t: Texts, state: GameState): string {
  if (state.winner) return t.wins({ mark: state.winner });
  if (state.draw) return t.draw;
  return t.turn({ mark: state.turn });
}

function cellLabel(t: Texts, index: number, cell: Cell): string {
  return t.cell({ row: Math.floor(index / 3) + 1, column: (index % 3) + 1, cell: cell ?? t.empty });
}

/** Tic Tac Toe for two players on one device. */
export function TicTacToeGame() {
  const { state, dispatch, ready } = useGame<GameState, GameAction>(create, step);
  const t = useMessages(tictactoeMessages);
  const controls = useMessages(playControlsMessages);
  const over = isOver(state);
  // The status line announces turns, the win and the draw; the winning line is highlighted.
  const play = (index: number) => {
    if (ready) dispatch({ type: "play", index });
  };

  return (
    <GameLayout
      id="tictactoe"
      running={!over && state.board.some((cell) => cell !== null)}
      status={statusOf(t, state)}
      controls={
        <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: "reset" })}>
          <RotateCcw className="size-4" aria-hidden /> {controls.reset}
        </button>
      }
    >
      <div role="group" aria-label={t.board} data-game-board className="game-board mx-auto grid max-w-sm grid-cols-3 grid-rows-3 gap-2" onKeyDown={(e) => moveFocusInGrid(e, 3)}>
        {Array.from({ length: BOARD_SIZE }, (_, index) => {
          const cell = state.board[index] ?? null;
          const winning = state.winningLine?.includes(index) ?? false;
          return (
            <button
              key={index}
              type="button"
              data-cell={index}
              aria-label={cellLabel(t, index, cell)}
              aria-disabled={cell !== null || over}
              onClick={() => play(index)}
              className={
                "card flex items-center justify-center text-5xl font-black transition-colors sm:text-6xl " +
                (winning ? "border-green-500 bg-green-500/20 " : "") +
                (cell === null && !over ? "hover:border-brand-500 " : "cursor-default ") +
                (cell === "X" ? "text-brand-500" : "text-accent-500")
              }
            >
              {cell}
            </button>
          );
        })}
      </div>
    </GameLayout>
  );
}
