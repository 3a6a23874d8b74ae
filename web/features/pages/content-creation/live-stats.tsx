import { CONTENT_CONTENT, type ContentStatId } from "../../../content/content-creation";
import { usePageContent } from "../../../content/page-types";
import { useLocale } from "../../../i18n/i18n";

import { useSimulatedCounters } from "../shared/use-simulated-counters";
import { CONTENT_STAT_RULES, formatStat } from "./content-stats";

/**
 * The simulated Live Stats panel. The numbers are not announced to screen
 * readers as they change: a number moving every second or two would drown out everything else.
 */
export function LiveStats() {
  const values = useSimulatedCounters(CONTENT_STAT_RULES);
  const { stats } = usePageContent(CONTENT_CONTENT);
  const locale = useLocale();
  return (
    <div className="card p-6">
      <p className="text-muted mb-4 flex items-center justify-center gap-2 text-center text-sm">
        <span className="inline-block size-2.5 animate-pulse rounded-full bg-red-500 motion-reduce:animate-none" aria-hidden />
        {stats.note}
      </p>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {(Object.keys(stats.labels) as ContentStatId[]).map((id) => (
          <div key={id} className="rounded-xl border border-[var(--border)] p-4 text-center">
            <dt className="text-muted text-sm">{stats.labels[id]}</dt>
            <dd data-testid={`stat-${id}`} className="mt-1 text-2xl font-bold tabular-nums text-brand-600 dark:text-brand-400">
              {formatStat(values[id], locale)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
