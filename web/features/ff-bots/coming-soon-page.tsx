import { ArrowLeft, CheckCircle2, Hourglass } from "lucide-react";
import { Link } from "react-router";
import { BOT_CARDS, botCardMessages, botTexts, type BotId } from "../../content/ff-bots";
import { comingSoonMessages, plannedFeatures } from "../../content/ff-bots-soon";
import { useLocalePath, useMessages } from "../../i18n/i18n";
import { ContactCards } from "../../lib/contact-cards/contact-cards";
import { BotIcon } from "./bot-icon";
import { WhatsAppButton } from "./whatsapp-contact";

/** /ff-bots/info, /ff-bots/spam, /ff-bots/visit: the coming-soon pages. */
export function ComingSoonPage({ botId }: { botId: Exclude<BotId, "likes"> }) {
  const t = useMessages(comingSoonMessages);
  const cards = useMessages(botCardMessages);
  const to = useLocalePath();
  const bot = BOT_CARDS.find((b) => b.id === botId);
  if (!bot) throw new Error(`unknown bot ${botId}`);
  const text = botTexts(cards, botId);
  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <Link to={to("/ff-bots")} className="inline-flex items-center gap-2 self-start font-medium text-brand-700 hover:underline dark:text-brand-400">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t.back}
      </Link>

      <header className="flex items-center gap-4">
        <span className={`flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br ${bot.gradient}`}>
          <BotIcon name={bot.icon} className="size-8 text-white" />
        </span>
        <div>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{text.title}</h1>
          <p className="text-muted mt-1">{text.description}</p>
        </div>
      </header>

      <section aria-labelledby="coming-soon-heading" className="card border-dashed p-8 text-center">
        <Hourglass className="mx-auto mb-3 size-10 text-amber-500" aria-hidden />
        <h2 id="coming-soon-heading" className="text-2xl font-bold">
          {t.heading}
        </h2>
        <p className="text-muted mt-2">{t.intro}</p>
        <ul className="mx-auto mt-5 grid max-w-md gap-2 text-start" aria-label={t.plannedLabel}>
          {plannedFeatures(t, botId).map((f) => (
            <li key={f} className="flex items-start gap-2">
              <CheckCircle2 className={`mt-0.5 size-4 shrink-0 ${bot.color}`} aria-hidden />
              {f}
            </li>
          ))}
        </ul>
      </section>

      <ContactCards />

      <div className="flex flex-wrap justify-center gap-3">
        <Link to={to("/ff-bots")} className="btn btn-primary">
          {t.explore}
        </Link>
        <WhatsAppButton />
      </div>
    </div>
  );
}
