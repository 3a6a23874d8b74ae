import { CheckCircle2 } from "lucide-react";
import { GOALS_CONTENT, type Goal } from "../../../content/goals";
import { usePageContent } from "../../../content/page-types";
import { CallToActionBlock } from "../shared/call-to-action";
import { PageHeader } from "../shared/page-header";
import { useHovered } from "../shared/use-hovered";

/** The alert a goal card shows: title, description and its quote. */
export function goalAlertText(goal: Goal): string {
  return `${goal.emoji} ${goal.title}\n\n${goal.description}\n\n"${goal.quote}"`;
}

/** Four goal cards; the hovered (or focused) one shows a check mark. */
export function GoalsPage() {
  const { hovered, bind } = useHovered<Goal["id"]>();
  const { header, goals, cta } = usePageContent(GOALS_CONTENT);
  return (
    <div>
      <PageHeader header={header} />
      <ul className="mb-14 grid gap-6 sm:grid-cols-2">
        {goals.map((goal) => (
          <li key={goal.id}>
            <button
              type="button"
              data-testid={goal.testId}
              onClick={() => window.alert(goalAlertText(goal))}
              {...bind(goal.id)}
              className="card relative flex h-full w-full flex-col overflow-hidden p-6 text-start transition hover:-translate-y-1 hover:shadow-lg"
            >
              <span className={`absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r ${goal.colours}`} aria-hidden />
              {hovered === goal.id && <CheckCircle2 data-testid={`${goal.testId}-check`} className="absolute end-4 top-4 size-7 text-green-500" aria-hidden />}
              <span className="text-5xl" aria-hidden>
                {goal.emoji}
              </span>
              <span className="mt-3 text-xl font-bold">{goal.title}</span>
              <span className="text-muted mt-2 leading-relaxed">{goal.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <CallToActionBlock cta={cta} />
    </div>
  );
}
