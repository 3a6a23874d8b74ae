import { ExternalLink as ExternalIcon } from "lucide-react";
import { PORTFOLIO_CONTENT } from "../../../content/portfolio";
import { usePageContent } from "../../../content/page-types";
import { CallToActionBlock } from "../shared/call-to-action";
import { ExternalLink } from "../shared/external-link";
import { InfoCards } from "../shared/info-cards";
import { PageHeader } from "../shared/page-header";
import { Section } from "../shared/section";

/** Two featured external cards, the skills grid and a call to action. */
export function PortfolioPage() {
  const { header, featured, techSkills, cta } = usePageContent(PORTFOLIO_CONTENT);
  return (
    <div>
      <PageHeader header={header} />

      <Section heading={featured.heading}>
        <ul className="grid gap-6 md:grid-cols-2">
          {featured.items.map((work) => (
            <li key={work.url} className={`rounded-2xl bg-gradient-to-br ${work.colours} p-6 text-white shadow-lg`}>
              <span className="text-4xl" aria-hidden>
                {work.emoji}
              </span>
              <h3 className="mt-3 text-2xl font-bold">{work.title}</h3>
              <p className="mt-2 text-white/90">{work.description}</p>
              <ExternalLink href={work.url} className="btn mt-5 bg-white text-slate-900 hover:bg-slate-100">
                {work.cta} <ExternalIcon className="size-4" aria-hidden />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={techSkills.heading}>
        <InfoCards items={techSkills.items} layout="compact" />
      </Section>

      <CallToActionBlock cta={cta} />
    </div>
  );
}
