import { Ban, Trash2 } from "lucide-react";
import { lazy } from "react";
import { gameFacts } from "../../../contracts/games";
import { ADMIN_TEXT } from "../../content/admin";
import { toast } from "../../lib/toast-store";
import { LazyPanel } from "../../lib/ui/lazy-panel";
import { errorMessage } from "./api/admin-fetch";
import { useBlockNickname, useChallengeBoards, useChallengeOutcomes, useRemoveRun } from "./api/admin-challenge";
import { PanelError } from "./panel-error";

const ChartCanvas = lazy(() => import("./chart-canvas"));
const T = ADMIN_TEXT.challenge;
const CHART_HEIGHT = "14rem";
const sum = (counts: readonly number[]) => counts.reduce((a, b) => a + b, 0);

/** The daily challenge for the operator (issue 22): runs verified and refused, today's boards, remove and block. */
export function ChallengePanel() {
  return (
    <section aria-labelledby="admin-challenge" className="grid gap-4" data-testid="admin-challenge">
      <h2 id="admin-challenge" className="text-2xl font-bold">
        {T.heading}
      </h2>
      <p className="text-muted">{T.intro}</p>
      <OutcomesChart />
      <Boards />
    </section>
  );
}

function OutcomesChart() {
  const outcomes = useChallengeOutcomes();
  if (outcomes.isError) return <PanelError error={outcomes.error} retry={() => void outcomes.refetch()} />;
  if (!outcomes.data) return <div className="card" style={{ minHeight: `calc(${CHART_HEIGHT} + 6rem)` }} aria-busy="true" />;
  const days = outcomes.data.days.map((d) => d.day);
  const series = [
    { label: T.verified, counts: outcomes.data.days.map((d) => d.verified) },
    { label: T.refused, counts: outcomes.data.days.map((d) => d.refused) },
  ];
  return (
    <article aria-labelledby="chart-challenge" className="card grid gap-3 p-4" data-chart="challenge">
      <h3 id="chart-challenge" className="font-bold">
        {T.chartTitle}
      </h3>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {series.map((s) => (
          <div key={s.label} className="flex gap-1">
            <dt className="text-muted">{s.label}:</dt>
            <dd className="font-semibold tabular-nums" data-outcome={s.label.toLowerCase()}>
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

function Boards() {
  const boards = useChallengeBoards();
  const remove = useRemoveRun();
  const block = useBlockNickname();
  if (boards.isError) return <PanelError error={boards.error} retry={() => void boards.refetch()} />;
  if (!boards.data) return <div className="card min-h-24" aria-busy="true" />;
  const played = boards.data.boards.filter((b) => b.entries.length > 0);
  if (played.length === 0) return <p className="text-muted">{T.empty}</p>;

  const failed = (error: unknown) => toast({ title: ADMIN_TEXT.loadFailed, description: errorMessage(error), variant: "destructive" });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {played.map(({ game, entries }) => (
        <div key={game} className="card overflow-x-auto" data-admin-board={game}>
          <table className="w-full text-left text-sm">
            <caption className="p-3 text-left font-bold">
              {gameFacts(game).name} ({boards.data.day})
            </caption>
            <thead>
              <tr className="border-b border-[var(--border)]">
                {Object.values(T.columns).map((c) => (
                  <th key={c} scope="col" className="p-2 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-[var(--border)] last:border-0">
                  <td className="p-2 tabular-nums">{e.rank}</td>
                  <td className="break-all p-2">{e.nickname}</td>
                  <td className="p-2 tabular-nums">{e.score}</td>
                  <td className="flex flex-wrap gap-2 p-2">
                    <button
                      type="button"
                      className="btn btn-outline px-2 py-1"
                      disabled={remove.isPending}
                      aria-label={`${T.remove} ${e.nickname}'s run`}
                      onClick={() => remove.mutate(e.id, { onSuccess: () => toast(T.removedToast), onError: failed })}
                    >
                      <Trash2 className="size-4" aria-hidden /> {T.remove}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline px-2 py-1"
                      disabled={block.isPending}
                      aria-label={`${T.block} ${e.nickname}`}
                      onClick={() => block.mutate(e.nickname, { onSuccess: () => toast(T.blockedToast), onError: failed })}
                    >
                      <Ban className="size-4" aria-hidden /> {T.block}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
