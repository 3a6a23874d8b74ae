import { RotateCcw } from "lucide-react";
import { GameLayout } from "../shared/game-layout";
import { moveFocusInGrid } from "../shared/grid-keys";
import { useGame } from "../shared/use-game";
import { type Cell, type GameAction, type GameState, BOARD_SIZE, createGame, isOver, statusMessage, step } from "../../../../games/tictactoe/engine";

const create = (): GameState => createGame();

function cellLabel(index: number, cell: Cell): string {
  return `Row ${Math.floor(index / 3) + 1}, column ${(index % 3) + 1}: ${cell ?? "empty"}`;
}

/** Tic Tac Toe for two players on one device (spec 2 "Games"). */
export function TicTacToeGame() {
  const { state, dispatch, ready } = useGame<GameState, GameAction>(create, step);
  const over = isOver(state);
  // The status line announces turns, the win and the draw; the winning line is highlighted.
  const play = (index: number) => {
    if (ready) dispatch({ type: "play", index });
  };

  return (
    <GameLayout
      id="tictactoe"
      running={!over && state.board.some((cell) => cell !== null)}
      status={statusMessage(state)}
      controls={
        <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: "reset" })}>
          <RotateCcw className="size-4" aria-hidden /> Reset
        </button>
      }
    >
      <div
        role="group"
        aria-label="Tic Tac Toe board"
        data-game-board
        className="game-board mx-auto grid max-w-sm grid-cols-3 grid-rows-3 gap-2"
        onKeyDown={(e) => moveFocusInGrid(e, 3)}
      >
        {Array.from({ length: BOARD_SIZE }, (_, index) => {
          const cell = state.board[index] ?? null;
          const winning = state.winningLine?.includes(index) ?? false;
          return (
            <button
              key={index}
              type="button"
              data-cell={index}
              aria-label={cellLabel(index, cell)}
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
