import { CalendarDays, ChevronDown } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { CHALLENGE_GAME_IDS } from "../../../../contracts/games";
import { gameName, gamesListMessages } from "../../../content/games";
import { defineMessages, useLocalePath, useMessages } from "../../../i18n/i18n";
import { withPartTexts } from "../../../i18n/route-texts";
import { useHydrated } from "../../../lib/use-hydrated";
import { CHALLENGE_TEXTS } from "../challenge/english";

/** The hub's own lines about the challenge (the challenge's other texts are games-challenge). */
const messages = defineMessages("games-hub-challenge", {
  hubTitle: CHALLENGE_TEXTS.hubTitle,
  hubIntro: CHALLENGE_TEXTS.hubIntro,
  hubPlay: CHALLENGE_TEXTS.hubPlay,
  hubWinners: CHALLENGE_TEXTS.hubWinners,
});

const HubWinners = lazy(withPartTexts("features/games/challenge/hub-winners", () => import("../challenge/hub-winners")));

/**
 * Today's challenge on the hub (docs/decisions/034), compact so the whole hub fits in about three
 * phone screens: the challenge games' links are one row that scrolls sideways on a phone and wraps
 * on wider screens, and yesterday's winners fold behind a button on a phone (always shown wider).
 */
export function HubChallenge() {
  const t = useMessages(messages);
  const list = useMessages(gamesListMessages);
  const to = useLocalePath();
  return (
    <section aria-labelledby="hub-challenge-title" className="card mb-3 p-3 sm:mb-8 sm:p-4" data-testid="hub-challenge">
      <h2 id="hub-challenge-title" className="flex items-center gap-2 text-lg font-bold sm:text-xl">
        <CalendarDays className="size-5" aria-hidden /> {t.hubTitle}
      </h2>
      <p className="text-muted mt-0.5 text-xs sm:mt-1 sm:text-sm">{t.hubIntro}</p>
      {/* The padding leaves room for the focus ring, which the sideways scroll would clip. */}
      <ul className="-mx-1.5 mt-1 flex gap-2 overflow-x-auto p-1.5 sm:mt-2 sm:flex-wrap sm:overflow-visible" aria-label={t.hubPlay}>
        {CHALLENGE_GAME_IDS.map((id) => {
          const { name, english } = gameName(list, id);
          return (
            <li key={id} className="shrink-0">
              <Link to={to(`/games/${id}?challenge`)} aria-label={`${name}: ${t.hubPlay}`} className="btn btn-outline px-3 py-1 text-sm whitespace-nowrap">
                <span lang={english ? "en" : undefined}>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <HubWinnersFold />
    </section>
  );
}

/**
 * Yesterday's winners, fetched after the page into a box of reserved height, so nothing below moves.
 * On a phone the box opens from a button (nine lines would be a third of the screen); wider, the
 * button is hidden and the box always shows, so only one of the two is ever in the page.
 */
function HubWinnersFold() {
  const t = useMessages(messages);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <>
      <h3 className="font-semibold sm:mt-3">
        <button
          type="button"
          className="flex min-h-11 w-full items-center justify-between gap-2 text-sm sm:hidden"
          aria-expanded={open}
          aria-controls="hub-winners-box"
          onClick={() => setOpen((o) => !o)}
        >
          {t.hubWinners}
          <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden />
        </button>
        <span className="hidden sm:inline">{t.hubWinners}</span>
      </h3>
      {/* Reserved for nine lines of 20 px on a phone, five rows in two columns, three rows in three. */}
      <div id="hub-winners-box" className={`${open ? "block" : "hidden"} min-h-[11.25rem] sm:mt-1 sm:block sm:min-h-[6.25rem] lg:min-h-[3.75rem]`} data-testid="hub-winners-box">
        {hydrated && (
          <Suspense fallback={null}>
            <HubWinners />
          </Suspense>
        )}
      </div>
    </>
  );
}
