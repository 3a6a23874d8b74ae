import { Gift, ListChecks, Rocket, ShieldCheck, Zap, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BOT_CARDS, FF_HUB } from "../../content/ff-bots";
import { ContactCards } from "../../lib/contact-cards/contact-cards";
import { BotCard } from "./bot-card";
import { WhatsAppContact } from "./whatsapp-contact";

const BADGE_ICONS = [Gift, Zap, ShieldCheck] as const;

function InfoCard({ id, icon: Icon, iconClass, title, children }: { id: string; icon: LucideIcon; iconClass: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-6">
      <Icon className={`mb-3 size-8 ${iconClass}`} aria-hidden />
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      <div className="text-muted mt-3">{children}</div>
    </section>
  );
}

/** /ff-bots (spec 1 "Free Fire bots hub"). */
export function FfBotsHubPage() {
  const { howItWorks, safeAndSecure, moreComingSoon } = FF_HUB;
  return (
    <div className="grid gap-12">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{FF_HUB.title}</h1>
        <p className="text-muted mx-auto mt-3 max-w-2xl text-lg">{FF_HUB.intro}</p>
        <ul className="mt-6 flex flex-wrap justify-center gap-3" aria-label="Why use these bots">
          {FF_HUB.badges.map((badge, i) => {
            const Icon = BADGE_ICONS[i] ?? Gift;
            return (
              <li key={badge} className="card inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold">
                <Icon className="size-4 text-brand-500" aria-hidden /> {badge}
              </li>
            );
          })}
        </ul>
      </header>

      <section aria-labelledby="bots-heading">
        <h2 id="bots-heading" className="sr-only">
          {FF_HUB.toolsHeading}
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BOT_CARDS.map((bot) => (
            <BotCard key={bot.id} bot={bot} />
          ))}
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-3">
        <InfoCard id="how" icon={ListChecks} iconClass="text-brand-500" title={howItWorks.title}>
          <ol className="grid list-inside list-decimal gap-2">
            {howItWorks.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </InfoCard>
        <InfoCard id="safe" icon={ShieldCheck} iconClass="text-emerald-500" title={safeAndSecure.title}>
          <ul className="grid list-inside list-disc gap-2">
            {safeAndSecure.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard id="more" icon={Rocket} iconClass="text-amber-500" title={moreComingSoon.title}>
          <p>{moreComingSoon.text}</p>
        </InfoCard>
      </div>

      <ContactCards />
      <WhatsAppContact />
    </div>
  );
}
