import { Ban, Check, CircleX, Eye, Trash2, UserX } from "lucide-react";
import { Fragment, lazy, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { reviewUrl, type AdminHeldRun } from "../../../contracts/challenge";
import { gameFacts } from "../../../contracts/games";
import { ADMIN_TEXT } from "../../content/admin";
import { toast, type ToastInput } from "../../lib/toast-store";
import { LazyPanel } from "../../lib/ui/lazy-panel";
import { errorMessage } from "./api/admin-fetch";
import { fetchBlockPreview, useBlockNickname, useBlockPlayer, useChallengeBoards, useChallengeOutcomes, useRankRun, useRefuseRun, useRemoveRun } from "./api/admin-challenge";
import { PanelError } from "./panel-error";

const ChartCanvas = lazy(() => import("./chart-canvas"));
const T = ADMIN_TEXT.challenge;
const CHART_HEIGHT = "14rem";
const sum = (counts: readonly number[]) => counts.reduce((a, b) => a + b, 0);
/** The server's time, in UTC: the operator compares it with logs, which are in UTC too. */
const formatTime = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * A destructive action waiting for the operator's yes: what it does, in words, and the call.
 * `choice`: a box the operator may tick, whose words are loaded first (the block's address half,
 * with the count of devices it would hit); `run` gets whether it was ticked.
 */
type Choice = { load: () => Promise<{ label: string; forced?: boolean }>; doneChosen: ToastInput };
type Ask = { title: string; body: string; action: string; run: (chosen: boolean) => Promise<unknown>; done: ToastInput; choice?: Choice };
type AskFor = (ask: Ask) => void;

/** The daily challenge for the operator: runs held for review, the outcomes chart, today's boards and their actions. */
export function ChallengePanel() {
  const [ask, setAsk] = useState<Ask | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="admin-challenge" className="grid min-w-0 gap-4" data-testid="admin-challenge">
      <h2 id="admin-challenge" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {T.heading}
      </h2>
      <p className="text-muted">{T.intro}</p>
      <HeldRuns askFor={setAsk} />
      <ReportedRuns askFor={setAsk} />
      <OutcomesChart />
      <Boards askFor={setAsk} />
      {ask && <ConfirmDialog ask={ask} onClosed={() => setAsk(null)} fallbackFocus={heading} />}
    </section>
  );
}

/**
 * The confirm step of a destructive action: a modal dialog (focus stays inside, Escape cancels),
 * opened on Cancel so a stray Enter does nothing. A refusal keeps it open with the server's words.
 * Cancelled, focus goes back to the button that opened it; done, to the panel's heading, since the
 * action took that button's row away.
 */
function ConfirmDialog({ ask, onClosed, fallbackFocus }: { ask: Ask; onClosed: () => void; fallbackFocus: React.RefObject<HTMLElement | null> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read while rendering, before the dialog's Cancel button takes focus.
  const [opener] = useState(() => document.activeElement);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const done = useRef(false);
  const ids = { title: useId(), body: useId(), choice: useId() };
  const [choice, setChoice] = useState<{ label: string; forced?: boolean } | null>(null);
  const [chosen, setChosen] = useState(false);

  useEffect(() => {
    if (!ask.choice) return;
    let live = true;
    ask.choice.load().then(
      (loaded) => {
        if (!live) return;
        setChoice(loaded);
        if (loaded.forced) setChosen(true);
      },
      (error: unknown) => live && setProblem(errorMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [ask]);
  // The action waits for the choice's words: the operator sees what the box would hit first.
  const waiting = ask.choice !== undefined && choice === null;

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);

  const closed = useCallback(() => {
    // Every action here takes its run or row away, and the opener with it.
    if (!done.current && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    else fallbackFocus.current?.focus();
    onClosed();
  }, [opener, fallbackFocus, onClosed]);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      await ask.run(chosen);
      toast(chosen && ask.choice ? ask.choice.doneChosen : ask.done);
      done.current = true;
      dialog.current?.close();
    } catch (error) {
      setProblem(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      onClose={closed}
      aria-labelledby={ids.title}
      aria-describedby={ids.body}
      className="card m-auto w-[min(26rem,calc(100vw-2rem))] p-4 text-inherit backdrop:bg-black/60"
      data-testid="admin-confirm"
    >
      <div className="grid gap-3">
        <h3 id={ids.title} className="break-words text-lg font-bold">
          {ask.title}
        </h3>
        <p id={ids.body}>{ask.body}</p>
        {ask.choice &&
          (choice ? (
            <label htmlFor={ids.choice} className="flex items-start gap-2 text-sm" data-admin-choice>
              <input id={ids.choice} type="checkbox" className="mt-1" checked={chosen} disabled={choice.forced} onChange={(e) => setChosen(e.target.checked)} />
              <span>{choice.label}</span>
            </label>
          ) : (
            <p className="text-muted text-sm" aria-busy="true">
              {T.blockAddress.counting}
            </p>
          ))}
        <p role="alert" className="text-sm text-red-600 empty:hidden dark:text-red-400">
          {problem}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-outline" autoFocus onClick={() => dialog.current?.close()}>
            {T.cancel}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy || waiting} onClick={() => void confirm()}>
            {busy ? T.working : ask.action}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** Icons only where there is room: on a phone the words alone fit more buttons to a line. */
const ICON = "hidden size-4 sm:block";

function ActionButton({ label, disabled, onClick, children }: { label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="btn btn-outline px-2.5 py-1 text-sm" disabled={disabled} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** A player block: the device always; the address only if ticked, once the count of other devices it would hit is shown. */
function blockAsk(runId: number, nickname: string, block: (input: { runId: number; address: boolean }) => Promise<void>): Ask {
  return {
    ...T.confirm.blockPlayer(nickname),
    run: (address) => block({ runId, address }),
    done: T.blockedPlayerToast,
    choice: {
      load: async () => {
        const preview = await fetchBlockPreview(runId);
        // A run from before device keys has no device to block: only its address can be.
        return preview.hasDevice
          ? { label: T.blockAddress.label(preview.otherDevicesAtAddress) }
          : { label: `${T.blockAddress.noDevice} ${T.blockAddress.label(preview.otherDevicesAtAddress)}`, forced: true };
      },
      doneChosen: T.blockedAddressToast,
    },
  };
}

const failed = (error: unknown) => toast({ title: T.actionFailed, description: errorMessage(error), variant: "destructive" });

/** The run played back on the watch page in review mode (held and refused runs too), in a new tab so the queue stays. */
function WatchLink({ id, nickname }: { id: number; nickname: string }) {
  return (
    <a href={reviewUrl(id)} target="_blank" rel="noopener" className="btn btn-outline px-3 py-1 text-sm" aria-label={T.labels.watch(nickname)}>
      <Eye className={ICON} aria-hidden /> {T.watch}
    </a>
  );
}

/** Runs visitors reported from the watch page, most reported first, each to watch and remove. */
function ReportedRuns({ askFor }: { askFor: AskFor }) {
  const boards = useChallengeBoards();
  const remove = useRemoveRun();
  const ids = { heading: useId() };
  if (boards.isError || !boards.data) return null;
  const reported = boards.data.reported;
  return (
    <section aria-labelledby={ids.heading} className="card grid gap-3 p-4" data-admin-reported>
      <h3 id={ids.heading} className="font-bold">
        {T.reportedHeading} <span className="tabular-nums">({reported.length})</span>
      </h3>
      {reported.length === 0 ? (
        <p className="text-muted">{T.reportedEmpty}</p>
      ) : (
        <>
          <p className="text-muted text-sm">{T.reportedIntro}</p>
          <ul className="grid gap-3">
            {reported.map((run) => (
              <li key={run.id} className="grid gap-2 border-t border-[var(--border)] pt-3 first:border-0 first:pt-0" data-reported-run={run.id}>
                <p className="flex flex-wrap gap-x-3 gap-y-1">
                  <span className="font-semibold">{gameFacts(run.game).name}</span>
                  <span className="[overflow-wrap:anywhere]">{run.nickname}</span>
                  <span className="tabular-nums">
                    {T.heldScore} {run.score}
                  </span>
                  <span className="tabular-nums">
                    {T.reports} {run.reports}
                  </span>
                  <span className="text-muted">
                    {run.day} · {run.status}
                  </span>
                </p>
                <div className="flex flex-wrap gap-2">
                  <WatchLink id={run.id} nickname={run.nickname} />
                  <ActionButton
                    label={T.labels.remove(run.nickname)}
                    onClick={() => askFor({ ...T.confirm.remove(run.nickname), run: () => remove.mutateAsync(run.id), done: T.removedToast })}
                  >
                    <Trash2 className={ICON} aria-hidden /> {T.remove}
                  </ActionButton>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function HeldRuns({ askFor }: { askFor: AskFor }) {
  const boards = useChallengeBoards();
  const rank = useRankRun();
  const refuse = useRefuseRun();
  const blockPlayer = useBlockPlayer();
  const ids = { heading: useId() };
  if (boards.isError) return null; // the boards below say why, once
  if (!boards.data) return <div className="card min-h-24" aria-busy="true" />;
  const held = boards.data.held;

  const onRefuse = (run: AdminHeldRun) => askFor({ ...T.confirm.refuse(run.nickname), run: () => refuse.mutateAsync(run.id), done: T.refusedToast });
  const onBlock = (run: AdminHeldRun) => askFor(blockAsk(run.id, run.nickname, blockPlayer.mutateAsync));

  return (
    <section aria-labelledby={ids.heading} className="card grid gap-3 p-4" data-admin-held>
      <h3 id={ids.heading} className="font-bold">
        {T.heldHeading} <span className="tabular-nums">({held.length})</span>
      </h3>
      {held.length === 0 ? (
        <p className="text-muted">{T.heldEmpty}</p>
      ) : (
        <>
          <p className="text-muted text-sm">{T.heldIntro}</p>
          <ul className="grid gap-3">
            {held.map((run) => (
              <li key={run.id} className="grid gap-2 border-t border-[var(--border)] pt-3 first:border-0 first:pt-0" data-held-run={run.id}>
                <p className="flex flex-wrap gap-x-3 gap-y-1">
                  <span className="font-semibold">{gameFacts(run.game).name}</span>
                  <span className="[overflow-wrap:anywhere]">{run.nickname}</span>
                  <span className="tabular-nums">
                    {T.heldScore} {run.score}
                  </span>
                </p>
                {/* Each reason the checks found, in their order: the envelope's, the timing's, the top of the board's. */}
                <ul className="list-disc ps-5 text-sm" data-held-reasons>
                  {run.reasons.map((reason, i) => (
                    <li key={i} data-held-reason>
                      {reason}
                    </li>
                  ))}
                </ul>
                <p className="text-muted text-xs">
                  {T.heldAt} {formatTime(run.createdAt)}
                </p>
                <div className="flex flex-wrap gap-2">
                  <WatchLink id={run.id} nickname={run.nickname} />
                  <ActionButton
                    label={T.labels.rank(run.nickname)}
                    disabled={rank.isPending}
                    onClick={() => rank.mutate(run.id, { onSuccess: () => toast(T.rankedToast), onError: failed })}
                  >
                    <Check className={ICON} aria-hidden /> {T.rank}
                  </ActionButton>
                  <ActionButton label={T.labels.refuse(run.nickname)} onClick={() => onRefuse(run)}>
                    <CircleX className={ICON} aria-hidden /> {T.refuse}
                  </ActionButton>
                  <ActionButton label={T.labels.blockPlayer(run.nickname)} onClick={() => onBlock(run)}>
                    <UserX className={ICON} aria-hidden /> {T.blockPlayer}
                  </ActionButton>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function OutcomesChart() {
  const outcomes = useChallengeOutcomes();
  if (outcomes.isError) return <PanelError error={outcomes.error} retry={() => void outcomes.refetch()} />;
  if (!outcomes.data) return <div className="card" style={{ minHeight: `calc(${CHART_HEIGHT} + 6rem)` }} aria-busy="true" />;
  const days = outcomes.data.days.map((d) => d.day);
  const series = [
    { key: "verified", label: T.verified, counts: outcomes.data.days.map((d) => d.verified) },
    { key: "held", label: T.held, counts: outcomes.data.days.map((d) => d.held) },
    { key: "refused", label: T.refused, counts: outcomes.data.days.map((d) => d.refused) },
  ];
  return (
    <article aria-labelledby="chart-challenge" className="card grid gap-3 p-4" data-chart="challenge">
      <h3 id="chart-challenge" className="font-bold">
        {T.chartTitle}
      </h3>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {series.map((s) => (
          <div key={s.key} className="flex gap-1">
            <dt className="text-muted">{s.label}:</dt>
            <dd className="font-semibold tabular-nums" data-outcome={s.key}>
              {sum(s.counts)}
            </dd>
          </div>
        ))}
      </dl>
      <LazyPanel minHeight={CHART_HEIGHT} loadingLabel={`Loading the ${T.chartTitle} chart`}>
        <ChartCanvas kind="bar" days={days} series={series} label={`${T.chartTitle}: ${series.map((s) => `${s.label} ${sum(s.counts)}`).join(", ")}`} height={CHART_HEIGHT} />
      </LazyPanel>
    </article>
  );
}

function Boards({ askFor }: { askFor: AskFor }) {
  const boards = useChallengeBoards();
  const remove = useRemoveRun();
  const blockName = useBlockNickname();
  const blockPlayer = useBlockPlayer();
  if (boards.isError) return <PanelError error={boards.error} retry={() => void boards.refetch()} />;
  if (!boards.data) return <div className="card min-h-24" aria-busy="true" />;
  const played = boards.data.boards.filter((b) => b.entries.length > 0);
  if (played.length === 0) return <p className="text-muted">{T.empty}</p>;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {played.map(({ game, entries }) => (
        <div key={game} className="card min-w-0 overflow-x-auto" data-admin-board={game}>
          <table className="w-full text-left text-sm">
            <caption className="p-3 text-left font-bold">
              {gameFacts(game).name} ({boards.data.day})
            </caption>
            <thead>
              <tr className="border-b border-[var(--border)]">
                {/* w-px: rank and score take only their width, the name the rest. */}
                <th scope="col" className="w-px whitespace-nowrap p-2 font-semibold">
                  {T.columns.rank}
                </th>
                <th scope="col" className="p-2 font-semibold">
                  {T.columns.nickname}
                </th>
                <th scope="col" className="w-px whitespace-nowrap p-2 text-right font-semibold">
                  {T.columns.score}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                // Two rows per run: a phone has no room for the actions beside the name and score.
                <Fragment key={e.id}>
                  <tr>
                    <td className="p-2 pb-1 tabular-nums">{e.rank}</td>
                    <td className="p-2 pb-1 [overflow-wrap:anywhere]">{e.nickname}</td>
                    <td className="p-2 pb-1 text-right tabular-nums">{e.score}</td>
                  </tr>
                  <tr className="border-b border-[var(--border)] last:border-0">
                    <td />
                    <td colSpan={2} className="px-2 pb-2">
                      <div className="flex flex-wrap gap-2">
                        <ActionButton
                          label={T.labels.remove(e.nickname)}
                          onClick={() => askFor({ ...T.confirm.remove(e.nickname), run: () => remove.mutateAsync(e.id), done: T.removedToast })}
                        >
                          <Trash2 className={ICON} aria-hidden /> {T.remove}
                        </ActionButton>
                        <ActionButton
                          label={T.labels.blockName(e.nickname)}
                          onClick={() => askFor({ ...T.confirm.blockName(e.nickname), run: () => blockName.mutateAsync(e.nickname), done: T.blockedNameToast })}
                        >
                          <Ban className={ICON} aria-hidden /> {T.blockName}
                        </ActionButton>
                        <ActionButton label={T.labels.blockPlayer(e.nickname)} onClick={() => askFor(blockAsk(e.id, e.nickname, blockPlayer.mutateAsync))}>
                          <UserX className={ICON} aria-hidden /> {T.blockPlayer}
                        </ActionButton>
                      </div>
                    </td>
                  </tr>
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
