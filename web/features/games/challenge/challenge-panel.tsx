/**
 * Challenge mode on a game page (`/games/<game>?challenge`, issue 22; docs/decisions/034): loads
 * today's seed and token, registers the recording session the game's hooks play through, offers
 * the run for submission when the game is over (submit-dialog.tsx), sends runs played offline when
 * the connection returns, and shows the game's boards. Loaded lazily, only with `?challenge`.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { CHALLENGE_GAMES, type ChallengeGame, type ChallengeToday } from "../../../../contracts/challenge";
import { describeFlush, fetchToday, flushQueue, readNickname } from "./api";
import { Leaderboards } from "./leaderboards";
import { createSession, viewOf, type RunView } from "./session";
import { SubmitDialog } from "./submit-dialog";
import { CHALLENGE_TEXTS as T } from "./texts";
import {
  setChallengeSession,
  type ChallengeRun,
} from "../shared/challenge-bridge";

type Load =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; today: ChallengeToday };
function isChallengeGame(game: string): game is ChallengeGame {
  return (CHALLENGE_GAMES as readonly string[]).includes(game);
}

export default function ChallengePanel({ game }: { game: string }) {
  if (!isChallengeGame(game)) {
    return (
      <aside
        className="card mx-auto mt-4 max-w-3xl p-4"
        data-testid="challenge-panel"
      >
        <p>{T.notAChallenge}</p>
        <Link to={`/games/${game}`} className="btn btn-outline mt-2">
          {T.freePlay}
        </Link>
      </aside>
    );
  }
  return <Challenge game={game} />;
}

function Challenge({ game }: { game: ChallengeGame }) {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [run, setRun] = useState<RunView | null>(null);
  const [nickname, setNickname] = useState(readNickname);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  // Each finished run gets its own key, so its dialog starts afresh; `open` is whether it shows.
  const [finished, setFinished] = useState({ key: 0, open: false });
  const wasOver = useRef(false);
  const onRun = useCallback(
    (r: ChallengeRun) => {
      const view = viewOf(game, r);
      if (view.over && !wasOver.current)
        setFinished((f) => ({ key: f.key + 1, open: true }));
      wasOver.current = view.over;
      setRun(view);
    },
    [game],
  );

  useEffect(() => {
    let live = true;
    setLoad({ status: "loading" });
    fetchToday()
      .then((today) => {
        if (!live) return;
        const seed = today.games.find((g) => g.game === game)?.seed;
        if (seed === undefined) return setLoad({ status: "failed" });
        setLoad({ status: "ready", today });
        setChallengeSession(createSession(game, seed, onRun));
      })
      .catch(() => live && setLoad({ status: "failed" }));
    return () => {
      live = false;
      setChallengeSession(null);
    };
  }, [game, attempt, onRun]);

  const day = load.status === "ready" ? load.today.day : null;

  // Runs played offline go out as soon as today's challenge is known and whenever the connection returns.
  useEffect(() => {
    if (!day) return;
    const flush = () => {
      void flushQueue(day).then((result) => {
        const said = describeFlush(result);
        if (said) setNotice(said);
        if (result.sent.length > 0) setVersion((v) => v + 1);
      });
    };
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [day]);

  const sharedDay = new URLSearchParams(location.search).get("day");

  return (
    <aside
      className="mx-auto mt-6 grid max-w-3xl gap-4 px-1"
      aria-labelledby="challenge-title"
      data-testid="challenge-panel"
    >
      <header>
        <h2 id="challenge-title" className="text-xl font-bold">
          {T.title}
          {day && (
            <span
              className="text-muted ml-2 text-base font-medium"
              data-testid="challenge-day"
            >
              {day}
            </span>
          )}
        </h2>
        <p className="text-muted text-sm">{T.intro}</p>
        {day && sharedDay && sharedDay !== day && (
          <p className="text-sm">
            The shared link was for {sharedDay}: this is today&apos;s challenge.
          </p>
        )}
      </header>
      <div
        aria-live="polite"
        className="min-h-6 text-sm"
        data-testid="challenge-status"
      >
        {load.status === "loading" && T.loading}
        {load.status === "failed" && (
          <span role="alert">
            {T.loadFailed}{" "}
            <button
              type="button"
              className="btn btn-outline ml-2 px-3 py-1"
              onClick={() => setAttempt((a) => a + 1)}
            >
              {T.retry}
            </button>
          </span>
        )}
        {notice}
      </div>
      {load.status === "ready" && run?.over && !finished.open && (
        <p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setFinished((f) => ({ key: f.key + 1, open: true }))}
          >
            {T.submitTitle}
          </button>
        </p>
      )}
      {load.status === "ready" && run?.over && finished.open && (
        <SubmitDialog
          key={finished.key}
          onClose={() => setFinished((f) => ({ ...f, open: false }))}
          game={game}
          today={load.today}
          run={run}
          nickname={nickname}
          onNickname={setNickname}
          onDone={() => setVersion((v) => v + 1)}
        />
      )}
      {day && (
        <Leaderboards
          game={game}
          day={day}
          nickname={nickname}
          version={version}
        />
      )}
    </aside>
  );
}
