import { CheckCircle2, Clock } from "lucide-react";
import { Link } from "react-router";
import { botCardMessages, botTexts, type BotCard as BotCardData } from "../../content/ff-bots";
import { useLocalePath, useMessages } from "../../i18n/i18n";
import { BotIcon } from "./bot-icon";

/** A Live card is usable; any other status is a coming-soon card. */
export function BotCard({ bot }: { bot: BotCardData }) {
  const t = useMessages(botCardMessages);
  const to = useLocalePath();
  const text = botTexts(t, bot.id);
  const live = bot.status === "Live";
  const headingId = `bot-${bot.id}-title`;
  return (
    <article aria-labelledby={headingId} data-testid={`bot-card-${bot.id}`} className="card flex flex-col overflow-hidden">
      <div className={`flex items-center gap-3 bg-gradient-to-r ${bot.gradient} p-5 text-white`}>
        <span className="flex size-12 items-center justify-center rounded-xl bg-white/95">
          <BotIcon name={bot.icon} className={`size-7 ${bot.color}`} />
        </span>
        <div>
          <h3 id={headingId} className="text-xl font-bold">
            {text.title}
          </h3>
          <div className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
            <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 ${live ? "bg-emerald-500/90" : "bg-black/30"}`}>
              {live ? <span className="size-2 rounded-full bg-white motion-safe:animate-pulse" aria-hidden /> : <Clock className="size-3" aria-hidden />}
              {live ? t.live : t.soon}
            </span>
            {text.badge && <span className="rounded-full bg-white/25 px-2 py-0.5">{text.badge}</span>}
          </div>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-muted">{text.description}</p>
        <ul className="mt-4 grid gap-2 text-sm">
          {text.features.map((f) => (
            <li key={f} className="flex items-center gap-2">
              <CheckCircle2 className={`size-4 shrink-0 ${bot.color}`} aria-hidden />
              {f}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-5">
          {live ? (
            <Link to={to(`/ff-bots/${bot.id}`)} className="btn btn-primary w-full">
              {t.useNow}
            </Link>
          ) : (
            <button type="button" disabled className="btn btn-outline w-full">
              {t.launchingSoon}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
