import { Crown, Users } from "lucide-react";
import { siteConfig } from "../../../site.config";
import { FREE_USES_PER_DAY } from "../../../contracts/site-routes";
import { useContactCardsMessages } from "../../content/contact-cards";

export type ContactCardsProps = {
  /** The VIP card is shown by default; pages that only invite to the group turn it off. */
  showVip?: boolean;
  /** Where the group-join card leads; the Telegram channel by default. */
  groupUrl?: string;
  className?: string;
};

/**
 * A group-join card and an optional VIP card, both opening
 * external links in a new tab. Shared by every page that invites visitors to the community.
 */
export function ContactCards({ showVip = true, groupUrl = siteConfig.links.telegramChannel, className = "" }: ContactCardsProps) {
  const t = useContactCardsMessages();
  return (
    <section aria-label={t.label} className={`grid gap-4 ${showVip ? "md:grid-cols-2" : ""} ${className}`}>
      <div className="card flex flex-col p-6" data-testid="group-join-card">
        <Users className="mb-3 size-8 text-sky-500" aria-hidden />
        <h2 className="text-xl font-bold">{t.groupTitle}</h2>
        <p className="text-muted mt-2 flex-1">{t.groupText}</p>
        <a href={groupUrl} target="_blank" rel="noopener noreferrer" className="btn btn-primary mt-4 self-start">
          {t.groupButton}
        </a>
      </div>
      {showVip && (
        <div className="card flex flex-col border-amber-500/60 p-6" data-testid="vip-card">
          <Crown className="mb-3 size-8 text-amber-500" aria-hidden />
          <h2 className="text-xl font-bold">{t.vipTitle}</h2>
          <p className="text-muted mt-2">{t.vipText}</p>
          <p className="text-muted mt-2 flex-1 text-sm">{t.vipLimit(FREE_USES_PER_DAY)}</p>
          <a href={siteConfig.links.telegramChat} target="_blank" rel="noopener noreferrer" className="btn mt-4 self-start bg-amber-500 text-slate-950 hover:bg-amber-400">
            {t.vipButton}
          </a>
        </div>
      )}
    </section>
  );
}
