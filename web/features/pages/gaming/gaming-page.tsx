import { Gamepad2, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { GAMING_CONTENT, type ScheduleSlot } from "../../../content/gaming";
import { usePageContent } from "../../../content/page-types";
import { useLocalePath } from "../../../i18n/i18n";
import { CallToActionBlock } from "../shared/call-to-action";
import { ExternalLink } from "../shared/external-link";
import { InfoCards } from "../shared/info-cards";
import { PageHeader } from "../shared/page-header";
import { Section } from "../shared/section";

function ScheduleCard({ title, slots }: { title: string; slots: readonly ScheduleSlot[] }) {
  return (
    <div className="card p-6">
      <h3 className="text-xl font-bold">{title}</h3>
      <dl className="mt-3 grid gap-2">
        {slots.map((slot) => (
          <div key={slot.when} className="flex justify-between gap-4 border-b border-[var(--border)] pb-2 last:border-0">
            <dt className="font-semibold">{slot.when}</dt>
            <dd className="text-muted text-end">{slot.what}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The Gaming Life page. */
export function GamingPage() {
  const { header, games, achievements, setup, schedule, community, cta } = usePageContent(GAMING_CONTENT);
  const to = useLocalePath();
  return (
    <div>
      <PageHeader header={header} />

      <Section heading={games.heading}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {games.items.map((game) => (
            <li key={game.name} data-testid="favourite-game" className="card p-5">
              <span className="text-4xl" aria-hidden>
                {game.emoji}
              </span>
              <h3 className="mt-2 text-lg font-bold">{game.name}</h3>
              <p className="text-sm font-semibold text-brand-600 dark:text-brand-400">{game.genre}</p>
              <p className="text-muted mt-2 text-sm leading-relaxed">{game.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={achievements.heading}>
        <InfoCards items={achievements.items} />
      </Section>

      <Section heading={setup.heading}>
        <ul className="grid gap-4 md:grid-cols-3">
          {setup.items.map((group) => (
            <li key={group.emoji} className="card p-5">
              <h3 className="text-lg font-bold">
                <span aria-hidden>{group.emoji}</span> {group.title}
              </h3>
              <ul className="text-muted mt-2 list-disc space-y-1 ps-5 text-sm">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={schedule.heading}>
        <div className="grid gap-4 md:grid-cols-2">
          <ScheduleCard {...schedule.streams} />
          <ScheduleCard {...schedule.content} />
        </div>
      </Section>

      <Section heading={community.heading}>
        <div className="card mx-auto max-w-3xl p-6 text-center">
          <p className="text-muted">{community.text}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <ExternalLink href={community.invite.url} className="btn btn-primary">
              <MessagesSquare className="size-4" aria-hidden /> {community.invite.label}
            </ExternalLink>
            <Link to={to(community.games.path)} className="btn btn-outline">
              <Gamepad2 className="size-4" aria-hidden /> {community.games.label}
            </Link>
          </div>
        </div>
      </Section>

      <CallToActionBlock cta={cta} />
    </div>
  );
}
