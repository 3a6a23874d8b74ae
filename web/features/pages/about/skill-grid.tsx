import { ABOUT_CONTENT, ABOUT_SKILLS, type Skill } from "../../../content/about";
import { usePageContent } from "../../../content/page-types";
import { useHovered } from "../shared/use-hovered";

/** The alert a skill card shows: its name, its description and a thanks line, in the page's language. */
export function skillAlertText(skill: Skill, thanks: string = ABOUT_SKILLS.thanks): string {
  return `${skill.icon} ${skill.name}\n\n${skill.description}\n\n${thanks}`;
}

/** The 18 skill cards. The hovered (or keyboard-focused) card is highlighted. */
export function SkillGrid() {
  const { hovered, bind } = useHovered<string>();
  const { skillCards: skills } = usePageContent(ABOUT_CONTENT);
  return (
    <>
      <p className="text-muted -mt-3 mb-5 text-center text-sm">{skills.hint}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {skills.items.map((skill) => {
          const active = hovered === skill.icon;
          return (
            <li key={skill.icon}>
              <button
                type="button"
                data-testid="skill-card"
                data-hovered={active}
                onClick={() => window.alert(skillAlertText(skill, skills.thanks))}
                {...bind(skill.icon)}
                className="card flex h-full w-full flex-col items-center gap-2 p-4 text-center transition data-[hovered=true]:-translate-y-1 data-[hovered=true]:border-brand-500 data-[hovered=true]:shadow-lg data-[hovered=true]:shadow-brand-500/20"
              >
                <span className={`text-3xl ${skill.colour}`} aria-hidden>
                  {skill.icon}
                </span>
                <span className="text-sm font-semibold">{skill.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
