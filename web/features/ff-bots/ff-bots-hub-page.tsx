import { Gift, ListChecks, Rocket, ShieldCheck, Zap } from "lucide-react";
import { BOT_CARDS, FF_HUB } from "../../content/ff-bots";
import { ContactCards } from "../../lib/contact-cards/contact-cards";
import { BotCard } from "./bot-card";
import { WhatsAppContact } from "./whatsapp-contact";

const BADGE_ICONS = [Gift, Zap, ShieldCheck] as const;

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
        <section aria-labelledby="how-heading" className="card p-6">
          <ListChecks className="mb-3 size-8 text-brand-500" aria-hidden />
          <h2 id="how-heading" className="text-xl font-bold">
            {howItWorks.title}
          </h2>
          <ol className="text-muted mt-3 grid list-inside list-decimal gap-2">
            {howItWorks.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="safe-heading" className="card p-6">
          <ShieldCheck className="mb-3 size-8 text-emerald-500" aria-hidden />
          <h2 id="safe-heading" className="text-xl font-bold">
            {safeAndSecure.title}
          </h2>
          <ul className="text-muted mt-3 grid list-inside list-disc gap-2">
            {safeAndSecure.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="more-heading" className="card p-6">
          <Rocket className="mb-3 size-8 text-amber-500" aria-hidden />
          <h2 id="more-heading" className="text-xl font-bold">
            {moreComingSoon.title}
          </h2>
          <p className="text-muted mt-3">{moreComingSoon.text}</p>
        </section>
      </div>

      <ContactCards />
      <WhatsAppContact />
    </div>
  );
}
