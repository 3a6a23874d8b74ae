import { CheckCircle2 } from "lucide-react";
import { COMMUNITY_CTA, COMMUNITY_GUIDELINES, COMMUNITY_HEADER, COMMUNITY_HIGHLIGHTS, COMMUNITY_PHILOSOPHY, COMMUNITY_STATS, COMMUNITY_VALUES } from "../../../content/community";
import { CallToActionBlock } from "../shared/call-to-action";
import { InfoCards } from "../shared/info-cards";
import { PageHeader } from "../shared/page-header";
import { ProseCard } from "../shared/prose-card";
import { Section } from "../shared/section";
import { useSimulatedCounters } from "../shared/use-simulated-counters";
import { COMMUNITY_COUNTER_RULES, formatCommunityCount } from "./community-counters";

function CommunityStats() {
  const values = useSimulatedCounters(COMMUNITY_COUNTER_RULES);
  return (
    <>
      <p className="text-muted -mt-3 mb-5 text-center text-sm">{COMMUNITY_STATS.note}</p>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {COMMUNITY_STATS.items.map((stat) => (
          <li key={stat.id} className="card p-5 text-center">
            <span className="text-3xl" aria-hidden>
              {stat.emoji}
            </span>
            <p data-testid={`community-${stat.id}`} className="mt-2 text-3xl font-extrabold tabular-nums text-brand-600 dark:text-brand-400">
              {formatCommunityCount(values[stat.id])}
            </p>
            <p className="text-muted mt-1 text-sm">{stat.label}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Spec 2 "Community page". */
export function CommunityPage() {
  return (
    <div>
      <PageHeader header={COMMUNITY_HEADER} />

      <Section heading={COMMUNITY_PHILOSOPHY.heading}>
        <ProseCard paragraphs={[COMMUNITY_PHILOSOPHY.text]} centered />
      </Section>

      <Section heading={COMMUNITY_STATS.heading}>
        <CommunityStats />
      </Section>

      <Section heading={COMMUNITY_VALUES.heading}>
        <InfoCards items={COMMUNITY_VALUES.items} />
      </Section>

      <Section heading={COMMUNITY_HIGHLIGHTS.heading}>
        <InfoCards items={COMMUNITY_HIGHLIGHTS.items} layout={3} />
      </Section>

      <Section heading={COMMUNITY_GUIDELINES.heading}>
        <ul className="card mx-auto grid max-w-3xl gap-3 p-6">
          {COMMUNITY_GUIDELINES.items.map((rule) => (
            <li key={rule} className="flex gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-500" aria-hidden />
              <span>{rule}</span>
            </li>
          ))}
        </ul>
      </Section>

      <CallToActionBlock cta={COMMUNITY_CTA} />
    </div>
  );
}
