import { Play } from "lucide-react";
import { Link } from "react-router";
import { GAMES, GAMES_HUB } from "../../../content/games";

/** Spec 2 "Games hub": a grid of game cards, each with a Play Now link. */
export function GamesHubPage() {
  return (
    <section aria-labelledby="games-title">
      <header className="mb-8 text-center">
        <h1 id="games-title" className="text-4xl font-extrabold tracking-tight">
          {GAMES_HUB.title}
        </h1>
        <p className="text-muted mx-auto mt-3 max-w-2xl">{GAMES_HUB.intro}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="game-cards">
        {GAMES.map(({ id, name, description, icon: Icon, path }) => (
          <li key={id} className="card flex flex-col p-5" data-testid={`game-card-${id}`}>
            <Icon className="mb-3 size-8 text-brand-500" aria-hidden />
            <h2 className="text-lg font-semibold">{name}</h2>
            <p className="text-muted mt-1 flex-1 text-sm">{description}</p>
            <Link to={path} className="btn btn-primary mt-4">
              <Play className="size-4" aria-hidden /> {GAMES_HUB.playLabel}
              <span className="sr-only">: {name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
