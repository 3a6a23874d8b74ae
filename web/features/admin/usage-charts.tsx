import { lazy } from "react";
import type { AdminStats, StatsRange } from "../../../contracts/admin";
import { ADMIN_TEXT, TOOL_LABELS } from "../../content/admin";
import { LazyPanel } from "../../lib/ui/lazy-panel";
import { useAdminStats } from "./api/admin-stats";
import type { ChartSeries } from "./chart-canvas";
import { PanelError } from "./panel-error";

// The charting library is only ever downloaded here, on /admin.
const ChartCanvas = lazy(() => import("./chart-canvas"));

const CHART_HEIGHT = "16rem";
const total = (counts: readonly number[]) => counts.reduce((a, b) => a + b, 0);

type ChartSpec = { id: string; title: string; kind: "line" | "bar"; series: ChartSeries[]; empty?: string };

export function chartSpecs(stats: AdminStats): ChartSpec[] {
  const t = ADMIN_TEXT.charts;
  return [
    {
      id: "likes",
      title: t.likes.title,
      kind: "line",
      series: [
        { label: t.likes.success, counts: stats.likes.success },
        { label: t.likes.refused, counts: stats.likes.refused },
        { label: t.likes.failed, counts: stats.likes.failed },
      ],
    },
    { id: "tools", title: t.tools.title, kind: "bar", series: stats.tools.map((s) => ({ label: TOOL_LABELS[s.tool], counts: s.counts })) },
    {
      id: "chat",
      title: t.chat.title,
      kind: "line",
      series: [
        { label: t.chat.messages, counts: stats.chat.messages },
        { label: t.chat.refused, counts: stats.chat.refused },
      ],
    },
    { id: "blog", title: t.blog.title, kind: "bar", series: stats.blog.map((p) => ({ label: p.title, counts: p.counts })), empty: t.blog.empty },
  ];
}

export function UsageCharts({ range }: { range: StatsRange }) {
  const stats = useAdminStats(range);
  return (
    <section aria-labelledby="admin-usage" className="grid gap-4">
      <h2 id="admin-usage" className="text-2xl font-bold">
        {ADMIN_TEXT.usageHeading} <span className="text-muted text-base font-normal">({ADMIN_TEXT.range.option(range)})</span>
      </h2>
      {stats.isError ? (
        <PanelError error={stats.error} retry={() => void stats.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy={stats.isFetching}>
          {stats.data
            ? chartSpecs(stats.data).map((spec) => <ChartCard key={spec.id} spec={spec} days={stats.data.days} />)
            : ["likes", "tools", "chat", "blog"].map((id) => <div key={id} className="card" style={{ minHeight: `calc(${CHART_HEIGHT} + 7rem)` }} />)}
        </div>
      )}
    </section>
  );
}

function ChartCard({ spec, days }: { spec: ChartSpec; days: string[] }) {
  const titleId = `chart-${spec.id}`;
  return (
    <article aria-labelledby={titleId} className="card grid gap-3 p-4" data-chart={spec.id}>
      <h3 id={titleId} className="font-bold">
        {spec.title}
      </h3>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-live="polite">
        {spec.series.map((s) => (
          <div key={s.label} className="flex gap-1">
            <dt className="text-muted">{s.label}:</dt>
            <dd className="font-semibold tabular-nums">{total(s.counts)}</dd>
          </div>
        ))}
        <div className="flex gap-1">
          <dt className="text-muted">{ADMIN_TEXT.charts.total}:</dt>
          <dd className="font-semibold tabular-nums" data-total>
            {total(spec.series.flatMap((s) => s.counts))}
          </dd>
        </div>
      </dl>
      {spec.series.length === 0 && spec.empty ? (
        <p className="text-muted grid place-items-center" style={{ height: CHART_HEIGHT }}>
          {spec.empty}
        </p>
      ) : (
        <LazyPanel minHeight={CHART_HEIGHT} loadingLabel={`Loading the ${spec.title} chart`}>
          <ChartCanvas
            kind={spec.kind}
            days={days}
            series={spec.series}
            label={`${spec.title}: ${spec.series.map((s) => `${s.label} ${total(s.counts)}`).join(", ")}`}
            height={CHART_HEIGHT}
          />
        </LazyPanel>
      )}
    </article>
  );
}
