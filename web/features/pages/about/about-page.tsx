import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ABOUT_CONTENT } from "../../../content/about";
import { usePageContent } from "../../../content/page-types";
import { useLocalePath } from "../../../i18n/i18n";
import { siteConfig } from "../../../../site.config";
import { InfoCards } from "../shared/info-cards";
import { PageHeader } from "../shared/page-header";
import { Section } from "../shared/section";

import { SkillGrid } from "./skill-grid";

/** Biography, milestones, values and the skill cards. */
export function AboutPage() {
  const { avatar } = siteConfig;
  const { header, biography, milestones, goalsLink, values, skillCards, ui } = usePageContent(ABOUT_CONTENT);
  const to = useLocalePath();
  return (
    <div>
      <PageHeader header={header} />

      <Section heading={biography.heading}>
        <div className="card grid items-center gap-6 p-6 sm:grid-cols-[auto_1fr]">
          <img src={avatar.src} alt={ui.avatarAlt} width={avatar.width} height={avatar.height} className="mx-auto size-32 rounded-full ring-4 ring-brand-500/50" />
          <div className="grid gap-3 leading-relaxed">
            {biography.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section heading={milestones.heading}>
        <ol className="grid gap-4 md:grid-cols-3">
          {milestones.items.map((m, i) => (
            <li key={m.title} className="card flex gap-4 p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white" aria-hidden>
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold">{m.title}</h3>
                <p className="text-muted mt-1 text-sm leading-relaxed">{m.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4">
          <Link to={to(goalsLink.to)} className="inline-flex items-center gap-1 font-semibold text-brand-600 underline-offset-4 hover:underline dark:text-brand-400">
            {goalsLink.text} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
          </Link>
        </p>
      </Section>

      <Section heading={values.heading}>
        <InfoCards items={values.items} layout={3} />
      </Section>

      <Section heading={skillCards.heading} className="mb-0">
        <SkillGrid />
      </Section>
    </div>
  );
}
