/**
 * Challenge mode on a game page (`/games/<game>?challenge`, docs/decisions/034 and 036): loads
 * today's challenge, registers the session the game's hooks play through (session.ts: runs start
 * on the server), offers a finished run for submission (submit-dialog.tsx), and shows the game's
 * boards. Loaded lazily, only with `?challenge`.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CHALLENGE_GAMES, type ChallengeGame } from "../../../../contracts/challenge";
import { useLocale, useLocalePath, useMessages } from "../../../i18n/i18n";
import { deviceKey, fetchToday, finishRun, readNickname, sendCheckpoints, sendMoves, startRun } from "./api";
import { challengeErrorMessages } from "./errors";
import { formatDay, formatNumber } from "./format";
import { Leaderboards } from "./leaderboards";
import { panelChanged, startsWithPlay, type RunView } from "./run-view";
import { createSession, type Session } from "./session";
import { SubmitDialog } from "./submit-dialog";
import { challengeMessages } from "./texts";
import { setChallengeSession } from "../shared/challenge-bridge";

type Load = { status: "loading" } | { status: "failed" } | { status: "ready"; day: string };

function isChallengeGame(game: string): game is ChallengeGame {
  return (CHALLENGE_GAMES as readonly string[]).includes(game);
}

export default function ChallengePanel({ game }: { game: string }) {
  const T = useMessages(challengeMessages);
  // Loaded with the panel: a run's problems are written at the time they arise (errors.ts).
  useMessages(challengeErrorMessages);
  const to = useLocalePath();
  if (!isChallengeGame(game)) {
    return (
      <aside className="card mx-auto mt-4 max-w-3xl p-4" data-testid="challenge-panel">
        <p>{T.notAChallenge}</p>
        <Link to={to(`/games/${game}`)} className="btn btn-outline mt-2">
          {T.freePlay}
        </Link>
      </aside>
    );
  }
  return <Challenge game={game} />;
}

const pageClock = () => performance.now();

function Challenge({ game }: { game: ChallengeGame }) {
  const T = useMessages(challengeMessages);
  const locale = useLocale();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [session, setSession] = useState<Session | null>(null);
  const [run, setRun] = useState<RunView | null>(null);
  const [nickname, setNickname] = useState(readNickname);
  const [version, setVersion] = useState(0);
  // The dialog of each finished run opens once by itself; `sent` runs lose their Submit button.
  const [dialog, setDialog] = useState<{ run: number; open: boolean } | null>(null);
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());

  // The session is registered at once, not after today's challenge has loaded: a run needs no
  // more than its own start (sent when it begins), so Start works as soon as the game can take it.
  useEffect(() => {
    let shown: RunView | null = null;
    const show = (next: RunView) => {
      if (!panelChanged(shown, next)) return;
      shown = next;
      setRun(next);
    };
    const created = createSession(game, { startRun, sendMoves, sendCheckpoints, finishRun, deviceKey, now: pageClock }, show);
    setSession(created);
    setChallengeSession(created);
    return () => setChallengeSession(null);
  }, [game]);

  // Today's day, for the heading and the boards.
  useEffect(() => {
    let live = true;
    setLoad({ status: "loading" });
    fetchToday()
      .then((today) => {
        if (!live) return;
        setLoad(today.games.some((g) => g.game === game) ? { status: "ready", day: today.day } : { status: "failed" });
      })
      .catch(() => live && setLoad({ status: "failed" }));
    return () => {
      live = false;
    };
  }, [game, attempt]);

  // A finished run's dialog opens once the server has its seal (or could not take it).
  const settled = run?.phase === "over" && run.seal !== null && run.seal.status !== "sending";
  useEffect(() => {
    if (settled && run) setDialog((d) => (d?.run === run.run ? d : { run: run.run, open: true }));
  }, [settled, run]);

  const day = load.status === "ready" ? load.day : null;
  const sharedDay = new URLSearchParams(location.search).get("day");
  const finished = settled && run ? run : null;

  return (
    <aside className="mx-auto mt-6 grid max-w-3xl gap-4 px-1" aria-labelledby="challenge-title" data-testid="challenge-panel">
      <header>
        <h2 id="challenge-title" className="text-xl font-bold">
          {T.title}
          {day && (
            <span className="text-muted ms-2 text-base font-medium" data-testid="challenge-day">
              {formatDay(day, locale)}
            </span>
          )}
        </h2>
        <p className="text-muted text-sm">{T.intro}</p>
        <p className="text-muted text-sm" data-testid="challenge-connection">
          {T.needsConnection}
        </p>
        {day && sharedDay && sharedDay !== day && <p className="text-sm">{T.sharedDay({ day: formatDay(sharedDay, locale) })}</p>}
      </header>
      <div aria-live="polite" className="min-h-6 text-sm" data-testid="challenge-status">
        {load.status === "loading" && (!run || (run.phase === "none" && !run.problem)) && T.loading}
        {session && <RunStatus run={run} onRetry={startsWithPlay(game) ? null : () => session.retry()} />}
        {run && run.attemptsLeft !== null && (
          <span className="text-muted ms-2" data-testid="challenge-attempts">
            {T.attemptsLeft(run.attemptsLeft).replace("{left}", formatNumber(run.attemptsLeft, locale))}
          </span>
        )}
        {load.status === "failed" && (
          <span role="alert">
            {T.loadFailed}{" "}
            <button type="button" className="btn btn-outline ms-2 px-3 py-1" onClick={() => setAttempt((a) => a + 1)}>
              {T.retry}
            </button>
          </span>
        )}
      </div>
      {finished && !sent.has(finished.run) && dialog?.run === finished.run && !dialog.open && (
        <p>
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ run: finished.run, open: true })}>
            {T.submitTitle}
          </button>
        </p>
      )}
      {finished && dialog?.run === finished.run && dialog.open && (
        <SubmitDialog
          key={finished.run}
          game={game}
          run={finished}
          nickname={nickname}
          onNickname={setNickname}
          onSent={() => {
            setSent((s) => new Set(s).add(finished.run));
            setVersion((v) => v + 1);
          }}
          onClose={() => setDialog({ run: finished.run, open: false })}
        />
      )}
      {day && <Leaderboards game={game} day={day} nickname={nickname} version={version} />}
    </aside>
  );
}

/** Where the run stands, when there is something to say: starting, a problem, saving at game over. */
function RunStatus({ run, onRetry }: { run: RunView | null; onRetry: (() => void) | null }) {
  const T = useMessages(challengeMessages);
  if (!run) return null;
  if (run.problem)
    return (
      <span role="alert">
        {run.problem}{" "}
        {run.phase === "none" && onRetry && (
          <button type="button" className="btn btn-outline ms-2 px-3 py-1" onClick={onRetry}>
            {T.retry}
          </button>
        )}
      </span>
    );
  if (run.phase === "starting") return <>{T.starting}</>;
  if (run.phase === "over" && run.seal?.status === "sending") return <>{T.sealing}</>;
  if (run.phase === "over" && run.seal?.status === "failed") return <span role="alert">{`${T.sealFailed} ${run.seal.message}`}</span>;
  return null;
}
