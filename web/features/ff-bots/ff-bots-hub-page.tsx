import { Gift, ListChecks, Rocket, ShieldCheck, Zap, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BOT_CARDS } from "../../content/ff-bots";
import { hubMessages } from "../../content/ff-bots-hub";
import { useMessages } from "../../i18n/i18n";
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

/** /ff-bots: the Free Fire bots hub. */
export function FfBotsHubPage() {
  const t = useMessages(hubMessages);
  return (
    <div className="grid gap-12">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t.title}</h1>
        <p className="text-muted mx-auto mt-3 max-w-2xl text-lg">{t.intro}</p>
        <ul className="mt-6 flex flex-wrap justify-center gap-3" aria-label={t.badgesLabel}>
          {[t.badge1, t.badge2, t.badge3].map((badge, i) => {
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
          {t.toolsHeading}
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BOT_CARDS.map((bot) => (
            <BotCard key={bot.id} bot={bot} />
          ))}
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-3">
        <InfoCard id="how" icon={ListChecks} iconClass="text-brand-500" title={t.howTitle}>
          <ol className="grid list-inside list-decimal gap-2">
            {[t.howStep1, t.howStep2, t.howStep3].map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </InfoCard>
        <InfoCard id="safe" icon={ShieldCheck} iconClass="text-emerald-500" title={t.safeTitle}>
          <ul className="grid list-inside list-disc gap-2">
            {[t.safePoint1, t.safePoint2, t.safePoint3].map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard id="more" icon={Rocket} iconClass="text-amber-500" title={t.moreTitle}>
          <p>{t.moreText}</p>
        </InfoCard>
      </div>

      <ContactCards />
      <WhatsAppContact />
    </div>
  );
}
