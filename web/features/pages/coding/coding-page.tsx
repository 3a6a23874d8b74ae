import { CODING_CONTENT } from "../../../content/coding";
import { usePageContent } from "../../../content/page-types";
import { CallToActionBlock } from "../shared/call-to-action";
import { PageHeader } from "../shared/page-header";
import { ProseCard } from "../shared/prose-card";
import { Section } from "../shared/section";

/** Philosophy, four tech-stack cards, six projects, links. */
export function CodingPage() {
  const { header, philosophy, stack, projects, cta, ui } = usePageContent(CODING_CONTENT);
  return (
    <div>
      <PageHeader header={header} />

      <Section heading={philosophy.heading}>
        <ProseCard paragraphs={philosophy.paragraphs} />
      </Section>

      <Section heading={stack.heading}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {stack.items.map((category) => (
            <li key={category.icon} data-testid="tech-card" className="card overflow-hidden">
              <div className={`bg-gradient-to-r ${category.colours} p-4 text-white`}>
                <span className="text-3xl" aria-hidden>
                  {category.icon}
                </span>
                <h3 className="mt-1 text-xl font-bold">{category.name}</h3>
              </div>
              <div className="p-4">
                <p className="text-muted text-sm">{category.description}</p>
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={ui.skillsOf.replace("{category}", category.name)}>
                  {category.skills.map((skill) => (
                    <li key={skill} className="rounded-full border border-[var(--border)] px-3 py-1 text-sm font-medium">
                      {skill}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={projects.heading}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.items.map((project) => (
            <li key={project.emoji} data-testid="project-card" className="card p-5">
              <div className="flex items-start justify-between gap-3">
                <span className="text-3xl" aria-hidden>
                  {project.emoji}
                </span>
                <span className="rounded-full bg-brand-600/15 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:text-brand-400">{project.status}</span>
              </div>
              <h3 className="mt-2 text-lg font-semibold">{project.title}</h3>
              <p className="text-muted mt-1 text-sm leading-relaxed">{project.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToActionBlock cta={cta} />
    </div>
  );
}
