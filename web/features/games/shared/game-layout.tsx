import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { GAMES_HUB, gameById, type GameId } from "../../../content/games";
import { GameMessage } from "./game-message";

type Props = {
  id: GameId;
  /** The status line (whose turn, score, result), announced politely when it changes. */
  status: string;
  /** The centred temporary message over the game area (see useGameMessage). */
  message?: { id: number; text: string } | null;
  /** Scores and counters, shown in a row above the status line. */
  stats?: readonly StatItem[];
  /** Buttons below the game area (New Game, Reset...). */
  controls?: ReactNode;
  children: ReactNode;
};

/**
 * Every game screen: a link back to /games, the title and how to play, the live status line,
 * the game area with its centred message, and the controls. `data-no-easter-egg` keeps the
 * shell's click popups away from round game pieces.
 */
export function GameLayout({ id, status, message, stats, controls, children }: Props) {
  const game = gameById(id);
  return (
    <section data-no-easter-egg className="mx-auto grid max-w-xl gap-4" aria-labelledby="game-title">
      <Link to="/games" className="btn btn-outline justify-self-start text-sm">
        <ArrowLeft className="size-4" aria-hidden /> {GAMES_HUB.backLabel}
      </Link>
      <header className="text-center">
        <h1 id="game-title" className="text-3xl font-bold">
          {game.name}
        </h1>
        <p className="text-muted mt-1 text-sm">{game.howToPlay}</p>
      </header>
      {stats && (
        <dl className="flex flex-wrap justify-center gap-2">
          {stats.map((stat) => (
            <Stat key={stat.label} {...stat} />
          ))}
        </dl>
      )}
      <p aria-live="polite" data-testid="game-status" className="min-h-7 text-center text-lg font-semibold">
        {status}
      </p>
      <div className="relative">
        {children}
        <GameMessage message={message ?? null} />
      </div>
      {controls && <div className="flex flex-wrap justify-center gap-3">{controls}</div>}
    </section>
  );
}

/** A labelled number in a game's score board; `testId` lets browser tests read the value. */
export type StatItem = { label: string; value: ReactNode; testId: string };

function Stat({ label, value, testId }: StatItem) {
  return (
    <div className="card min-w-[4.5rem] flex-1 px-3 py-2 text-center">
      <dt className="text-muted text-xs font-medium uppercase tracking-wide">{label}</dt>
      <dd className="text-xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
