import { Gamepad2, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { ACHIEVEMENTS, FAVOURITE_GAMES, GAMING_COMMUNITY, GAMING_CTA, GAMING_HEADER, GAMING_SCHEDULE, GAMING_SETUP, type ScheduleSlot } from "../../../content/gaming";
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
            <dd className="text-muted text-right">{slot.what}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Spec 2 "Gaming Life page". */
export function GamingPage() {
  return (
    <div>
      <PageHeader header={GAMING_HEADER} />

      <Section heading={FAVOURITE_GAMES.heading}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FAVOURITE_GAMES.items.map((game) => (
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

      <Section heading={ACHIEVEMENTS.heading}>
        <InfoCards items={ACHIEVEMENTS.items} />
      </Section>

      <Section heading={GAMING_SETUP.heading}>
        <ul className="grid gap-4 md:grid-cols-3">
          {GAMING_SETUP.items.map((group) => (
            <li key={group.title} className="card p-5">
              <h3 className="text-lg font-bold">
                <span aria-hidden>{group.emoji}</span> {group.title}
              </h3>
              <ul className="text-muted mt-2 list-disc space-y-1 pl-5 text-sm">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={GAMING_SCHEDULE.heading}>
        <div className="grid gap-4 md:grid-cols-2">
          <ScheduleCard {...GAMING_SCHEDULE.streams} />
          <ScheduleCard {...GAMING_SCHEDULE.content} />
        </div>
      </Section>

      <Section heading={GAMING_COMMUNITY.heading}>
        <div className="card mx-auto max-w-3xl p-6 text-center">
          <p className="text-muted">{GAMING_COMMUNITY.text}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <ExternalLink href={GAMING_COMMUNITY.invite.url} className="btn btn-primary">
              <MessagesSquare className="size-4" aria-hidden /> {GAMING_COMMUNITY.invite.label}
            </ExternalLink>
            <Link to={GAMING_COMMUNITY.games.path} className="btn btn-outline">
              <Gamepad2 className="size-4" aria-hidden /> {GAMING_COMMUNITY.games.label}
            </Link>
          </div>
        </div>
      </Section>

      <CallToActionBlock cta={GAMING_CTA} />
    </div>
  );
}
