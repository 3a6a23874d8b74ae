import { CalendarDays, Play } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { CHALLENGE_GAME_IDS, gameFacts } from "../../../../contracts/games";
import { useHydrated } from "../../../lib/use-hydrated";
import { CHALLENGE_TEXTS } from "../challenge/texts";
import { GAMES } from "../../../content/games";
import { GAMES_HUB } from "../../../content/games-hub";

const HubWinners = lazy(() => import("../challenge/hub-winners"));

/** The thumbnails' size in CSS pixels (the WebP files are 480x270: sharp on HiDPI phones, within the image budget). */
const THUMB = { width: 320, height: 180 } as const;

/**
 * Spec 2 "Games hub": a grid of game cards, each with a Play Now link. Each card wears its game's
 * own colour and a thumbnail the game drew itself (`npm run games:thumbnails`), so a player scanning
 * for a game recognises it. Thumbnails load lazily (most are below a phone's fold) and their box is
 * reserved by width/height, so nothing shifts when they arrive.
 */
export function GamesHubPage() {
  return (
    <section aria-labelledby="games-title">
      <header className="mb-8 text-center">
        <h1 id="games-title" className="text-4xl font-extrabold tracking-tight">
          {GAMES_HUB.title}
        </h1>
        <p className="text-muted mx-auto mt-3 max-w-2xl">{GAMES_HUB.intro}</p>
      </header>
      <DailyChallenge />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="game-cards">
        {GAMES.map(({ id, name, description, icon: Icon, path, colors }, index) => (
          <li key={id} className="card flex flex-col overflow-hidden" data-testid={`game-card-${id}`} style={{ borderColor: colors.from }}>
            <div
              className="relative aspect-[16/9]"
              style={{
                backgroundImage: `linear-gradient(135deg, ${colors.from}, ${colors.to})`,
              }}
            >
              <img
                src={`/games/${id}.webp`}
                width={THUMB.width}
                height={THUMB.height}
                alt=""
                // The first row is in view on a wide screen; the rest wait until scrolled near.
                loading={index < 4 ? "eager" : "lazy"}
                decoding="async"
                className="size-full object-cover"
              />
              <span className="absolute bottom-2 left-2 flex size-10 items-center justify-center rounded-xl text-white shadow-lg" style={{ backgroundColor: colors.to }}>
                <Icon className="size-6" aria-hidden />
              </span>
            </div>
            <div className="flex flex-1 flex-col p-4">
              <h2 className="text-lg font-semibold">{name}</h2>
              <p className="text-muted mt-1 flex-1 text-sm">{description}</p>
              <Link to={path} className="btn mt-4 text-white hover:brightness-125" style={{ backgroundColor: colors.to }}>
                <Play className="size-4" aria-hidden /> {GAMES_HUB.playLabel}
                <span className="sr-only">: {name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Today's challenge (docs/decisions/034): a link to each challenge game's `?challenge` mode, and yesterday's
 * winners, fetched after the page into a box of reserved height, so nothing below moves.
 */
function DailyChallenge() {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="hub-challenge-title" className="card mb-8 p-4" data-testid="hub-challenge">
      <h2 id="hub-challenge-title" className="flex items-center gap-2 text-xl font-bold">
        <CalendarDays className="size-5" aria-hidden /> {CHALLENGE_TEXTS.hubTitle}
      </h2>
      <p className="text-muted mt-1 text-sm">{CHALLENGE_TEXTS.hubIntro}</p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={CHALLENGE_TEXTS.hubPlay}>
        {CHALLENGE_GAME_IDS.map((id) => (
          <li key={id}>
            <Link to={`/games/${id}?challenge`} className="btn btn-outline px-3 py-1 text-sm">
              {gameFacts(id).name}
              <span className="sr-only">: {CHALLENGE_TEXTS.hubPlay}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h3 className="mt-4 font-semibold">{CHALLENGE_TEXTS.hubWinners}</h3>
      <div className="mt-1 min-h-[11.5rem] sm:min-h-[6.5rem]" data-testid="hub-winners-box">
        {hydrated && (
          <Suspense fallback={null}>
            <HubWinners />
          </Suspense>
        )}
      </div>
    </section>
  );
}
