import { RPS_TARGET, type RoomView } from "../../../../contracts/rooms";
import { RPS_ICONS, type Texts } from "./match-status";
import type { RoomSocket } from "./room-socket";

/**
 * The four boards for two, drawn from the state the server sent: a tap sends the move and nothing
 * changes here until the server's new state comes back (the server is the referee). The starter
 * of each game plays X (or blue); a watcher's board takes no tap.
 */
export function Board({ view, seat, room, t, nameOf }: { view: RoomView; seat: 0 | 1 | null; room: RoomSocket; t: Texts; nameOf: (s: 0 | 1) => string }) {
  const { state } = view;
  const myTurn = seat !== null && view.status === "playing" && state.game !== "rps" && state.turn === seat;
  const mark = (s: 0 | 1 | null) => (s === null ? "" : s === view.starter ? "X" : "O");
  if (state.game === "tictactoe") {
    return (
      <div role="group" aria-label={t.board} data-game-board className="game-board mx-auto grid aspect-square w-full max-w-xs grid-cols-3 gap-2">
        {state.board.map((cell, index) => (
          <button
            key={index}
            type="button"
            data-cell={index}
            aria-label={`${t.cell({ row: Math.floor(index / 3) + 1, column: (index % 3) + 1 })}: ${mark(cell)}`}
            aria-disabled={!myTurn || cell !== null}
            onClick={() => myTurn && cell === null && room.move({ index })}
            className={
              "card flex aspect-square items-center justify-center text-5xl font-black " +
              (state.line?.includes(index) ? "border-green-500 bg-green-500/20 " : "") +
              (mark(cell) === "X" ? "text-brand-500" : "text-accent-500")
            }
          >
            {mark(cell)}
          </button>
        ))}
      </div>
    );
  }
  if (state.game === "connect4") {
    const colour = (s: 0 | 1 | null) => (s === null ? "bg-slate-200 dark:bg-slate-700" : s === view.starter ? "bg-blue-500" : "bg-red-500");
    return (
      <div role="group" aria-label={t.board} data-game-board className="mx-auto grid w-full max-w-xs grid-cols-7 gap-1 rounded-lg bg-blue-900/80 p-2">
        {Array.from({ length: 7 }, (_, column) => (
          <button
            key={column}
            type="button"
            data-column={column}
            aria-label={t.column({ column: column + 1 })}
            aria-disabled={!myTurn || state.board[column] !== null}
            onClick={() => myTurn && state.board[column] === null && room.move({ column })}
            className="flex flex-col gap-1"
          >
            {Array.from({ length: 6 }, (_, row) => {
              const index = row * 7 + column;
              return (
                <span
                  key={row}
                  className={`block aspect-square w-full rounded-full ${colour(state.board[index] ?? null)} ${state.line?.includes(index) ? "ring-2 ring-yellow-300" : ""}`}
                />
              );
            })}
          </button>
        ))}
      </div>
    );
  }
  if (state.game === "rps") {
    const canPick = seat !== null && view.status === "playing" && !state.picked[seat];
    return (
      <div className="mx-auto max-w-sm space-y-4 text-center">
        <p className="text-muted text-sm">
          {t.round({ n: state.rounds + (view.status === "over" ? 0 : 1), target: RPS_TARGET })} · {state.score[0]} – {state.score[1]}
        </p>
        {state.last && (
          <p className="text-lg font-semibold" data-testid="room-last-round">
            {t.lastRound({ first: `${nameOf(0)} ${RPS_ICONS[state.last.picks[0]]}`, second: `${RPS_ICONS[state.last.picks[1]]} ${nameOf(1)}` })}
          </p>
        )}
        <div role="group" aria-label={t.board} className="flex justify-center gap-3">
          {(["rock", "paper", "scissors"] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              data-choice={choice}
              aria-pressed={state.yourPick === choice}
              aria-disabled={!canPick}
              onClick={() => canPick && room.move({ choice })}
              className={"card flex size-24 flex-col items-center justify-center text-4xl " + (state.yourPick === choice ? "border-brand-500 bg-brand-500/10" : "")}
            >
              <span aria-hidden>{RPS_ICONS[choice]}</span>
              <span className="text-xs">{t[choice]}</span>
            </button>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-xs space-y-2">
      <p className="text-muted text-center text-sm">
        {t.pairs({ name: nameOf(0), n: state.pairs[0] })(state.pairs[0])} · {t.pairs({ name: nameOf(1), n: state.pairs[1] })(state.pairs[1])}
      </p>
      <div role="group" aria-label={t.board} data-game-board className="grid grid-cols-4 gap-2">
        {state.cards.map((symbol, index) => {
          const owner = state.owner[index] ?? null;
          return (
            <button
              key={index}
              type="button"
              data-card={index}
              aria-label={`${t.card({ n: index + 1 })}${symbol ? `: ${symbol}` : ""}`}
              aria-disabled={!myTurn || (symbol !== null && owner !== null)}
              onClick={() => myTurn && owner === null && !state.open.includes(index) && room.move({ index })}
              className={
                "card flex aspect-square items-center justify-center text-3xl " +
                (owner === null ? "" : owner === view.starter ? "border-blue-500 bg-blue-500/15" : "border-red-500 bg-red-500/15")
              }
            >
              {symbol ?? ""}
            </button>
          );
        })}
      </div>
    </div>
  );
}
