import { CheckCircle2 } from "lucide-react";
import { COMMUNITY_CONTENT } from "../../../content/community";
import { usePageContent } from "../../../content/page-types";
import { useLocale } from "../../../i18n/i18n";
import { CallToActionBlock } from "../shared/call-to-action";
import { InfoCards } from "../shared/info-cards";
import { PageHeader } from "../shared/page-header";
import { ProseCard } from "../shared/prose-card";
import { Section } from "../shared/section";

import { useSimulatedCounters } from "../shared/use-simulated-counters";
import { COMMUNITY_COUNTER_RULES, formatCommunityCount } from "./community-counters";

function CommunityStats() {
  const values = useSimulatedCounters(COMMUNITY_COUNTER_RULES);
  const { stats } = usePageContent(COMMUNITY_CONTENT);
  const locale = useLocale();
  return (
    <>
      <p className="text-muted -mt-3 mb-5 text-center text-sm">{stats.note}</p>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.items.map((stat) => (
          <li key={stat.id} className="card p-5 text-center">
            <span className="text-3xl" aria-hidden>
              {stat.emoji}
            </span>
            <p data-testid={`community-${stat.id}`} className="mt-2 text-3xl font-extrabold tabular-nums text-brand-600 dark:text-brand-400">
              {formatCommunityCount(values[stat.id], locale)}
            </p>
            <p className="text-muted mt-1 text-sm">{stat.label}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The Community page. */
export function CommunityPage() {
  const { header, philosophy, stats, values, highlights, guidelines, cta } = usePageContent(COMMUNITY_CONTENT);
  return (
    <div>
      <PageHeader header={header} />

      <Section heading={philosophy.heading}>
        <ProseCard paragraphs={[philosophy.text]} centered />
      </Section>

      <Section heading={stats.heading}>
        <CommunityStats />
      </Section>

      <Section heading={values.heading}>
        <InfoCards items={values.items} />
      </Section>

      <Section heading={highlights.heading}>
        <InfoCards items={highlights.items} layout={3} />
      </Section>

      <Section heading={guidelines.heading}>
        <ul className="card mx-auto grid max-w-3xl gap-3 p-6">
          {guidelines.items.map((rule) => (
            <li key={rule} className="flex gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-500" aria-hidden />
              <span>{rule}</span>
            </li>
          ))}
        </ul>
      </Section>

      <CallToActionBlock cta={cta} />
    </div>
  );
}
