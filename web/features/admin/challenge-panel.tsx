import { lazy, useRef, useState } from "react";
import { ADMIN_TEXT } from "../../content/admin";
import { LazyPanel } from "../../lib/ui/lazy-panel";
import { useChallengeOutcomes } from "./api/admin-challenge";
import { Boards } from "./challenge-boards";
import { ConfirmDialog, type Ask } from "./challenge-confirm";
import { HeldRuns, ReportedRuns } from "./challenge-queues";
import { PanelError } from "./panel-error";

const ChartCanvas = lazy(() => import("./chart-canvas"));
const T = ADMIN_TEXT.challenge;
const CHART_HEIGHT = "14rem";
const sum = (counts: readonly number[]) => counts.reduce((a, b) => a + b, 0);

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
