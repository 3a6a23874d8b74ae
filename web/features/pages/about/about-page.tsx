import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ABOUT_BIOGRAPHY, ABOUT_GOALS_LINK, ABOUT_HEADER, ABOUT_MILESTONES, ABOUT_SKILLS, ABOUT_VALUES } from "../../../content/about";
import { siteConfig } from "../../../../site.config";
import { InfoCards } from "../shared/info-cards";
import { PageHeader } from "../shared/page-header";
import { Section } from "../shared/section";
import { SkillGrid } from "./skill-grid";

/** Spec 2 "About page": biography, milestones, values and the skill cards. */
export function AboutPage() {
  const { avatar } = siteConfig;
  return (
    <div>
      <PageHeader header={ABOUT_HEADER} />

      <Section heading={ABOUT_BIOGRAPHY.heading}>
        <div className="card grid items-center gap-6 p-6 sm:grid-cols-[auto_1fr]">
          <img src={avatar.src} alt={avatar.alt} width={avatar.width} height={avatar.height} className="mx-auto size-32 rounded-full ring-4 ring-brand-500/50" />
          <div className="grid gap-3 leading-relaxed">
            {ABOUT_BIOGRAPHY.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section heading={ABOUT_MILESTONES.heading}>
        <ol className="grid gap-4 md:grid-cols-3">
          {ABOUT_MILESTONES.items.map((m, i) => (
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
          <Link to={ABOUT_GOALS_LINK.to} className="inline-flex items-center gap-1 font-semibold text-brand-600 underline-offset-4 hover:underline dark:text-brand-400">
            {ABOUT_GOALS_LINK.text} <ArrowRight className="size-4" aria-hidden />
          </Link>
        </p>
      </Section>

      <Section heading={ABOUT_VALUES.heading}>
        <InfoCards items={ABOUT_VALUES.items} layout={3} />
      </Section>

      <Section heading={ABOUT_SKILLS.heading} className="mb-0">
        <SkillGrid />
      </Section>
    </div>
  );
}
