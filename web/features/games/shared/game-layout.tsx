import { params } from "@nanostores/i18n";
import { useStore } from "@nanostores/react";
import { ArrowLeft, CircleHelp } from "lucide-react";
import { lazy, memo, Suspense, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { FEWER_IS_BETTER_IDS, type GameId } from "../../../../contracts/games";
import { textDirection } from "../../../../contracts/locales";
import { gameName, gamesListMessages } from "../../../content/games";
import { GAMES_HUB } from "../../../content/games-hub";
import { defineMessages, format, useLocale, useLocalePath, useMessages } from "../../../i18n/i18n";
import { withPartTexts } from "../../../i18n/route-texts";
import { setGameRunning } from "../../../lib/game-activity";
import { useHydrated } from "../../../lib/use-hydrated";
import { isChallengeSearch, sharedScore } from "./challenge-bridge";
import { ControlsExtra } from "./controls-extra";
import { useGameAbout } from "./game-about";
import { GameMessage, type TimedText } from "./game-message";

/**
 * Challenge mode's own chunk: loaded only on a game page opened with `?challenge`, and then at
 * once, beside the page's own code, so a shared link's Start does not wait for it after hydration.
 */
const loadChallengePanel = withPartTexts("features/games/challenge/challenge-panel", () => import("../challenge/challenge-panel"));
const ChallengePanel = lazy(loadChallengePanel);
if (typeof window !== "undefined" && isChallengeSearch(window.location.search)) void loadChallengePanel().catch(() => undefined);

/** The game screen's own texts (the game's name is games-list's, web/content/games.ts). */
const gameLayoutMessages = defineMessages("games-layout", {
  backLabel: GAMES_HUB.backLabel,
  /** The part of backLabel a phone shows; the rest is read by screen readers only. */
  backShort: "Games",
  dailyChallenge: "Daily challenge",
  howToPlay: "How to play",
  /** A shared challenge link's score, in the status line until the first round starts. */
  friendScore: params("Your friend's score in today's challenge: {score}. Can you beat it?"),
  friendMoves: params("Your friend's moves in today's challenge: {moves}. Can you do it in fewer?"),
});

type Props = {
  id: GameId;
  /** The status line (whose turn, score, result), announced politely when it changes. */
  status: ReactNode;
  /** A round's temporary message (see useGameMessage): shown in the status line's place, never over the board. */
  message?: TimedText | null;
  /** Encouragement during play (see useGameNote): shown in the status line's place, over nothing. */
  note?: TimedText | null;
  /** Swipes anywhere on the screen steer this game (useScreenSwipe): the page does not scroll during a round. */
  swipe?: boolean;
  /** Scores and counters, shown in a row above the status line. */
  stats?: readonly StatItem[];
  /** Buttons below the game area (New Game, Reset...), in the `data-game-controls` box. */
  controls?: ReactNode;
  /**
   * A round is running or a puzzle is in progress (not idle, paused or over): the chat button
   * steps aside, and the screen is brought fully into view when play begins.
   */
  running?: boolean;
  /**
   * "fill": the board (a canvas or a fixed-shape grid) is sized from the height left over, through
   * the stage's container units. "content": the board's own content sets its height.
   */
  stage?: "fill" | "content";
  children: ReactNode;
};

/**
 * Every game screen, one viewport tall below the site header (docs/decisions/026-phone-first-game-screens.md):
 * a compact head (the one link back to /games, the title, how to play behind a toggle), the scores,
 * the live status line (where a round's message shows too), the stage holding the board, and the
 * controls, whose next-round button sits at the bottom, under the thumb.
 * On a short landscape screen the board takes the left and the rest stacks on the right (app.css).
 * `data-no-easter-egg` keeps the shell's click popups away from round game pieces.
 */
export function GameLayout({ id, status, message, note, stats, controls, running = false, stage = "fill", swipe = false, children }: Props) {
  const t = useMessages(gameLayoutMessages);
  const list = useMessages(gamesListMessages);
  const about = useMessages(useGameAbout(id));
  const to = useLocalePath();
  const locale = useLocale();
  const dir = textDirection(locale);
  const screen = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const { search } = useLocation();
  const challenge = hydrated && isChallengeSearch(search);
  const extra = useContext(ControlsExtra);

  const help = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    setGameRunning(running);
    // A player who scrolled away before pressing Start gets the whole screen back in view, and
    // the how-to-play note they opened closes: nothing floats over a round (decision 047).
    if (running) {
      screen.current?.scrollIntoView({ block: "nearest" });
      if (help.current) help.current.open = false;
    }
  }, [running]);
  useLightDismiss(help);
  useEffect(() => () => setGameRunning(false), []);

  // A friend's shared link says what to beat in the first screen, beside Start, until play begins.
  const { number } = useStore(format);
  const friend = challenge ? sharedScore(search) : null;
  const [played, setPlayed] = useState(false);
  if (running && !played) setPlayed(true);
  const friendLine = friend === null || played ? null : FEWER_IS_BETTER_IDS.has(id) ? t.friendMoves({ moves: number(friend) }) : t.friendScore({ score: number(friend) });

  // The head does not change during play: a frame that changes the score does not render it again.
  const head = useMemo(() => {
    const name = gameName(list, id);
    return (
      <div className="game-head">
        <Link to={to("/games")} className="btn btn-outline shrink-0 px-3 text-sm">
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          <BackLabel full={t.backLabel} short={t.backShort} />
        </Link>
        {/* The name as players of the page's language call the game (a brand-like one stays English). */}
        <h1 id="game-title" lang={name.english ? "en" : undefined} className="min-w-0 flex-1 text-center text-xl font-bold leading-tight sm:text-2xl">
          {name.name}
          {challenge && (
            <a
              href="#challenge-title"
              lang={locale}
              className="block text-xs font-semibold uppercase tracking-wide text-amber-700 underline-offset-2 dark:text-amber-300 hover:underline"
              data-testid="challenge-badge"
            >
              {t.dailyChallenge}
            </a>
          )}
        </h1>
        <details ref={help} className="game-help">
          <summary className="btn btn-outline px-3" aria-label={t.howToPlay}>
            <CircleHelp className="size-5" aria-hidden />
          </summary>
          <p className="card absolute end-0 top-full z-30 mt-2 w-[min(20rem,calc(100vw-2rem))] p-3 text-sm shadow-xl">{about.howToPlay}</p>
        </details>
      </div>
    );
  }, [id, challenge, t, list, about, to, locale]);

  return (
    <>
      <section ref={screen} data-no-easter-egg data-stage={stage} data-swipe={swipe || undefined} className="game-screen" aria-labelledby="game-title">
        {head}
        {stats && (
          <dl className="game-stats">
            {stats.map((stat) => (
              <Stat key={stat.label} {...stat} />
            ))}
          </dl>
        )}
        {/* Two lines tall whatever it says, so nothing below it moves when the text changes. A
            round's message takes its place (hiding it, so a result that both give is seen once);
            the board below stays uncovered to the end. */}
        <div className="game-status-box">
          <p aria-live="polite" data-testid="game-status" className={message ? "game-status invisible" : "game-status"}>
            {note ? (
              <span key={note.id} data-testid="game-note" className="game-note animate-pop">
                {note.text}
              </span>
            ) : friendLine ? (
              <span data-testid="challenge-friend-score">{friendLine}</span>
            ) : (
              status
            )}
          </p>
          <GameMessage message={message ?? null} dir={dir} />
        </div>
        {/* The board keeps its left and right in a right-to-left page (a left arrow moves left); the
            controls' row reads in the page's direction, and a direction pad in it keeps its own. */}
        <div className="game-stage" dir="ltr">
          {children}
        </div>
        {(controls || extra) && (
          <div className="game-controls" data-game-controls>
            {controls}
            {extra}
          </div>
        )}
      </section>
      {challenge && (
        <Suspense fallback={null}>
          <ChallengePanel game={id} />
        </Suspense>
      )}
    </>
  );
}

/**
 * "Back to Games", of which a phone shows only "Games" (`short`, where the language's wording
 * contains it; else the whole label is read and `short` shown).
 */
function BackLabel({ full, short }: { full: string; short: string }) {
  const at = full.indexOf(short);
  if (at < 0) {
    return (
      <span>
        <span className="sr-only">{full}</span>
        <span aria-hidden>{short}</span>
      </span>
    );
  }
  const before = full.slice(0, at);
  const after = full.slice(at + short.length);
  return (
    <span>
      {before && <span className="max-sm:sr-only">{before}</span>}
      {short}
      {after && <span className="max-sm:sr-only">{after}</span>}
    </span>
  );
}

/** An open `<details>` closes at a press anywhere outside it, which still reaches what it pressed. */
function useLightDismiss(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onPress = (e: PointerEvent) => {
      const details = ref.current;
      if (details?.open && e.target instanceof Node && !details.contains(e.target)) details.open = false;
    };
    document.addEventListener("pointerdown", onPress);
    return () => document.removeEventListener("pointerdown", onPress);
  }, [ref]);
}

/** A labelled number in a game's score board; `testId` lets browser tests read the value. */
export type StatItem = { label: string; value: ReactNode; testId: string };

const Stat = memo(function Stat({ label, value, testId }: StatItem) {
  return (
    <div className="card min-w-[4rem] flex-1 basis-0 px-1 py-1 text-center">
      <dt className="text-muted whitespace-nowrap text-[0.6875rem] font-medium uppercase leading-tight">{label}</dt>
      <dd className="text-lg font-bold leading-tight tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
});
