import { ExternalLink as ExternalIcon } from "lucide-react";
import { CONTENT_CONTENT } from "../../../content/content-creation";
import { usePageContent } from "../../../content/page-types";
import { CallToActionBlock } from "../shared/call-to-action";
import { ExternalLink } from "../shared/external-link";
import { InfoCards } from "../shared/info-cards";
import { PageHeader } from "../shared/page-header";
import { ProseCard } from "../shared/prose-card";
import { Section } from "../shared/section";

import { LiveStats } from "./live-stats";

/** The Content creation page. */
export function ContentPage() {
  const { header, mission, stats, types, latest, schedule, cta } = usePageContent(CONTENT_CONTENT);
  return (
    <div>
      <PageHeader header={header} />

      <Section heading={mission.heading}>
        <ProseCard paragraphs={[mission.text]} centered />
      </Section>

      <Section heading={stats.heading}>
        <LiveStats />
      </Section>

      <Section heading={types.heading}>
        <InfoCards items={types.items} />
      </Section>

      <Section heading={latest.heading}>
        <ul className="grid gap-6 md:grid-cols-2">
          {latest.items.map((item) => (
            <li key={item.url} className="card flex flex-col p-6">
              <span className="text-sm font-semibold uppercase tracking-wide text-brand-600 dark:text-brand-400">
                <span aria-hidden>{item.emoji}</span> {item.platform}
              </span>
              <h3 className="mt-2 text-xl font-bold">{item.title}</h3>
              <p className="text-muted mt-1 flex-1">{item.text}</p>
              <ExternalLink href={item.url} className="btn btn-outline mt-4 self-start">
                {item.cta} <ExternalIcon className="size-4" aria-hidden />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={schedule.heading}>
        <InfoCards items={schedule.items} layout={3} />
      </Section>

      <CallToActionBlock cta={cta} />
    </div>
  );
}
