/**
 * /games/replay?run=<id>: a ranked daily-challenge run played back in the page by the site's own
 * engines from its public record (games/challenge/playback.ts), at real speed with pause, 2x and
 * 4x, with the player's name, score and day, and a report button for a run that looks like no
 * person played it. The page is prerendered without a run; the run is read after hydration, so
 * the first paint is the same for every run (its space is held, nothing moves when it arrives).
 */
import { Pause, Play, RotateCcw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { challengeLogSchemas, type AdminRunRecord, type ChallengeRunRecord } from "../../../../contracts/challenge";
import { createPlayback, type Playback } from "../../../../games/challenge/playback";
import { useLocale, useLocalePath, useMessages } from "../../../i18n/i18n";
import { ChallengeHttpError } from "../challenge/api";
import { challengeErrorMessages } from "../challenge/errors";
import { formatDay, formatNumber, formatScore } from "../challenge/format";
import { ADMIN_TEXT } from "../../../content/admin";
import { gameName, gamesListMessages } from "../../../content/games";
import { fetchReviewRecord, fetchRunRecord, reportRun } from "./api";
import { ReplayBoard } from "./boards";
import { replayMessages } from "./texts";
import { PLAYBACK_SPEEDS, usePlaybackClock } from "./use-playback-clock";

/** `status`: set in the operator's review mode (any stored run), where no report is offered. */
type Loaded = { record: ChallengeRunRecord; playback: Playback; status?: AdminRunRecord["status"] };
type Load = { kind: "waiting" } | { kind: "none" } | { kind: "loading" } | { kind: "loaded"; run: Loaded } | { kind: "missing" } | { kind: "failed" };

/** The run's record made into a playback; a record whose log is not its game's is treated as missing. */
function toPlayback(record: ChallengeRunRecord | AdminRunRecord): Loaded | null {
  const log = challengeLogSchemas[record.game].safeParse(record.log);
  const deal = record.tape ? { tape: record.tape } : record.seed !== null ? { seed: record.seed } : null;
  if (!log.success || !deal) return null;
  try {
    return { record, playback: createPlayback(record.game, deal, log.data as never), ...("status" in record ? { status: record.status } : {}) };
  } catch {
    // A deal that does not play this log (a tape too short for it): not a run to show.
    return null;
  }
}

export function ReplayPage() {
  const t = useMessages(replayMessages);
  const list = useMessages(gamesListMessages);
  const to = useLocalePath();
  const location = useLocation();
  const [load, setLoad] = useState<Load>({ kind: "waiting" });
  const [attempt, setAttempt] = useState(0);
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const runId = search.get("run");
  const review = search.get("review");

  useEffect(() => {
    if (!runId && !review) return setLoad({ kind: "none" });
    let live = true;
    setLoad({ kind: "loading" });
    (review ? fetchReviewRecord(review) : fetchRunRecord(runId!))
      .then((record) => {
        if (!live) return;
        const run = toPlayback(record);
        setLoad(run ? { kind: "loaded", run } : { kind: "missing" });
      })
      .catch((error: unknown) => live && setLoad(error instanceof ChallengeHttpError && error.status === 404 ? { kind: "missing" } : { kind: "failed" }));
    return () => {
      live = false;
    };
  }, [runId, review, attempt]);

  const game = load.kind === "loaded" ? load.run.record.game : null;
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-6" aria-labelledby="replay-title" aria-busy={load.kind === "waiting" || load.kind === "loading"}>
      <h1 id="replay-title" className="text-2xl font-bold">
        {game ? t.heading({ game: gameName(list, game).name }) : t.title}
      </h1>
      {load.kind === "loaded" ? (
        <Watched run={load.run} />
      ) : (
        <div className="card grid min-h-[24rem] content-start gap-3 p-4" data-testid="replay-state">
          <p>{t.intro}</p>
          {(load.kind === "waiting" || load.kind === "loading") && <p role="status">{t.loading}</p>}
          {load.kind === "none" && (
            <>
              <p>{t.noRun}</p>
              <Link to={to("/games")} className="btn btn-primary justify-self-start">
                {t.toGames}
              </Link>
            </>
          )}
          {load.kind === "missing" && <p role="alert">{t.notFound}</p>}
          {load.kind === "failed" && (
            <>
              <p role="alert">{t.loadFailed}</p>
              <button type="button" className="btn btn-outline justify-self-start" onClick={() => setAttempt((n) => n + 1)}>
                {t.retry}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** "1:05": minutes and seconds of the run's own time, digits as the language writes them. */
function clock(ms: number, locale: ReturnType<typeof useLocale>): string {
  const seconds = Math.floor(ms / 1000);
  return `${formatNumber(Math.floor(seconds / 60), locale)}:${formatNumber(seconds % 60, locale).padStart(2, formatNumber(0, locale))}`;
}

function Watched({ run }: { run: Loaded }) {
  const t = useMessages(replayMessages);
  const list = useMessages(gamesListMessages);
  const locale = useLocale();
  const to = useLocalePath();
  const { record, playback } = run;
  const { ms, playing, speed, setSpeed, toggle, restart, ended } = usePlaybackClock(playback.durationMs);
  const state = playback.stateAt(ms);
  const score = playback.score(state);
  const name = gameName(list, record.game).name;

  return (
    <div className="grid gap-4" data-testid="replay">
      {/* The name gets a row of its own: a 16-letter name and a long date do not fit three across a phone. */}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <Fact label={t.player} wide>
          <bdi data-testid="replay-nickname">{record.nickname}</bdi>
        </Fact>
        <Fact label={t.score}>
          <span data-testid="replay-score">{formatScore(record.game, record.score, locale)}</span>
        </Fact>
        <Fact label={t.day}>{formatDay(record.day, locale)}</Fact>
      </dl>
      <div className="min-h-[18rem]">
        <ReplayBoard game={record.game} state={state} label={`${t.board({ game: name })}: ${t.scoreNow({ score: formatScore(record.game, score, locale) })}`} />
      </div>
      <div className="grid gap-2">
        <progress
          className="h-2 w-full accent-indigo-500"
          max={playback.durationMs}
          value={ms}
          aria-label={t.progress({ now: clock(ms, locale), total: clock(playback.durationMs, locale) })}
        />
        <p className="flex justify-between text-sm tabular-nums">
          <span>{t.progress({ now: clock(ms, locale), total: clock(playback.durationMs, locale) })}</span>
          <span data-testid="replay-score-now">{t.scoreNow({ score: formatScore(record.game, score, locale) })}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className="btn btn-primary min-w-28" onClick={toggle} data-testid="replay-toggle">
            {playing ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />} {playing ? t.pause : t.play}
          </button>
          <button type="button" className="btn btn-outline" onClick={restart}>
            <RotateCcw className="size-4" aria-hidden /> {t.again}
          </button>
          <div role="group" aria-label={t.speed} className="flex gap-1">
            {PLAYBACK_SPEEDS.map((n) => (
              <button key={n} type="button" className={`btn px-3 ${speed === n ? "btn-primary" : "btn-outline"}`} aria-pressed={speed === n} onClick={() => setSpeed(n)}>
                {t.times({ n: formatNumber(n, locale) })}
              </button>
            ))}
          </div>
        </div>
        <p role="status" className="min-h-6 text-sm" data-testid="replay-ended">
          {ended ? t.ended({ score: formatScore(record.game, score, locale) }) : ""}
        </p>
      </div>
      <Link to={to(`/games/${record.game}?challenge`)} className="btn btn-primary justify-self-start">
        {t.playToday}
      </Link>
      {run.status ? <p className="card p-4 text-sm">{ADMIN_TEXT.challenge.reviewNote(run.status)}</p> : <ReportRun runId={record.runId} />}
    </div>
  );
}

type ReportState = "idle" | "sending" | "sent" | "already" | "failed";

function ReportRun({ runId }: { runId: string }) {
  const t = useMessages(replayMessages);
  const errors = useMessages(challengeErrorMessages);
  const [state, setState] = useState<ReportState>("idle");
  const send = () => {
    setState("sending");
    reportRun(runId)
      .then(() => setState("sent"))
      .catch((error: unknown) => setState(error instanceof ChallengeHttpError && error.reason === "already_reported" ? "already" : "failed"));
  };
  const note = state === "sending" ? t.reporting : state === "sent" ? t.reported : state === "already" ? errors.already_reported : state === "failed" ? t.reportFailed : "";
  return (
    <section aria-labelledby="replay-report" className="card grid gap-2 p-4 text-sm">
      <h2 id="replay-report" className="font-semibold">
        {t.reportTitle}
      </h2>
      <p>{t.reportHint}</p>
      <button type="button" className="btn btn-outline justify-self-start" onClick={send} disabled={state !== "idle" && state !== "failed"} data-testid="replay-report">
        {t.report}
      </button>
      <p role="status" className="min-h-5">
        {note}
      </p>
    </section>
  );
}

function Fact({ label, children, wide = false }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={`card px-3 py-2 ${wide ? "col-span-2" : ""}`}>
      <dt className="text-muted text-xs font-medium uppercase">{label}</dt>
      <dd className="break-words font-semibold">{children}</dd>
    </div>
  );
}
