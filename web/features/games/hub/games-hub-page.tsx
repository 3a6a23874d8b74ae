import { Play } from "lucide-react";
import { Link } from "react-router";
import { GAMES, gameName, gameThumbnail, gamesListMessages, type GameId } from "../../../content/games";
import { GAME_LINES } from "./game-lines";
import { gamesHubMessages } from "../../../content/games-hub";
import { useLocale, useLocalePath, useMessages } from "../../../i18n/i18n";
import { HubChallenge } from "./hub-challenge";

/** The thumbnails' size in CSS pixels (the WebP files are 480x270: sharp on HiDPI phones, within the image budget). */
const THUMB = { width: 320, height: 180 } as const;

/**
 * A grid of game cards, each with a Play Now link. Each card wears its game's
 * own colour and a thumbnail the game drew itself (`npm run games:thumbnails`), in the page's language
 * when its board shows words, so a player scanning
 * for a game recognises it. Thumbnails load lazily (most are below a phone's fold) and their box is
 * reserved by width/height and the 16:9 frame, so nothing shifts when they arrive.
 *
 * On a phone the cards are two to a row and compact (thumbnail, name, Play Now), so the whole hub is
 * about three screens instead of ten; the one-line description shows from the small breakpoint up,
 * where a card is wide enough for it, and stays in the page for screen readers below it.
 */
/** A game's hub line, from its own catalog. */
function GameLine({ id }: { id: GameId }) {
  return useMessages(GAME_LINES[id]).description;
}

export function GamesHubPage() {
  const t = useMessages(gamesHubMessages);
  const list = useMessages(gamesListMessages);
  const to = useLocalePath();
  const locale = useLocale();
  return (
    <section aria-labelledby="games-title">
      <header className="mb-3 text-center sm:mb-8">
        <h1 id="games-title" className="text-2xl font-extrabold tracking-tight sm:text-4xl">
          {t.title}
        </h1>
        <p className="text-muted mx-auto mt-1 max-w-2xl text-sm sm:mt-3 sm:text-base">{t.intro}</p>
      </header>
      <HubChallenge />
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" data-testid="game-cards">
        {GAMES.map((game, index) => {
          const { id, icon: Icon, path, colors } = game;
          const { name, english } = gameName(list, id);
          return (
            <li key={id} className="card flex flex-col overflow-hidden" data-testid={`game-card-${id}`} style={{ borderColor: colors.from }}>
              <div
                className="relative aspect-[16/9]"
                style={{
                  backgroundImage: `linear-gradient(135deg, ${colors.from}, ${colors.to})`,
                }}
              >
                <img
                  src={gameThumbnail(game, locale)}
                  width={THUMB.width}
                  height={THUMB.height}
                  alt=""
                  // The first row on a wide screen, the first two on a phone, are in view; the rest wait until scrolled near.
                  loading={index < 4 ? "eager" : "lazy"}
                  decoding="async"
                  className="size-full object-cover"
                />
                <span
                  className="absolute bottom-1.5 start-1.5 flex size-7 items-center justify-center rounded-lg text-white shadow-lg sm:bottom-2 sm:start-2 sm:size-10 sm:rounded-xl"
                  style={{ backgroundColor: colors.to }}
                >
                  <Icon className="size-4 sm:size-6" aria-hidden />
                </span>
              </div>
              <div className="flex flex-1 flex-col px-2 pt-1.5 pb-2 sm:p-4">
                <h2 lang={english ? "en" : undefined} className="mb-1.5 text-sm leading-tight font-semibold sm:mb-0 sm:text-lg">
                  {name}
                </h2>
                <p className="text-muted sr-only text-sm sm:not-sr-only sm:mt-1 sm:mb-4">
                  <GameLine id={id} />
                </p>
                {/* Named for its game ("Play Now: Snake"), so fourteen links read apart in a screen reader's list. */}
                <Link
                  to={to(path)}
                  aria-label={`${t.playLabel}: ${name}`}
                  className="btn mt-auto w-full px-2 text-sm text-white hover:brightness-125 sm:text-base"
                  style={{ backgroundColor: colors.to }}
                >
                  <Play className="size-4" aria-hidden /> {t.playLabel}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
