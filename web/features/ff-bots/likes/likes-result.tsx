import { AlertTriangle, Crown, PartyPopper, WifiOff } from "lucide-react";
import { siteConfig } from "../../../../site.config";
import { likesMessages } from "../../../content/ff-bots-likes";
import { useLocale, useMessages } from "../../../i18n/i18n";
import { refusalMessage, secondsUntilReset, type LikesOutcome } from "./likes-outcome";
import { formatResetWait } from "./reset-wait";

function SuccessPanel({ outcome }: { outcome: Extract<LikesOutcome, { kind: "success" }> }) {
  const t = useMessages(likesMessages);
  // en-US on the English page, as in "1,200"; each language's own grouping elsewhere.
  const code = useLocale();
  const nf = new Intl.NumberFormat(code === "en" ? "en-US" : code);
  const { likes, demo } = outcome;
  const rows: [string, string, boolean][] = [
    [t.rowPlayer, likes.player, false],
    [t.rowUid, likes.uid, false],
    [t.rowLevel, nf.format(likes.level), false],
    [t.rowAdded, `+${nf.format(likes.likesAdded)}`, true],
    [t.rowBefore, nf.format(likes.likesBefore), false],
    [t.rowAfter, nf.format(likes.likesAfter), false],
  ];
  return (
    <div className="rounded-2xl border border-emerald-500/60 bg-emerald-500/10 p-5" data-testid="likes-success">
      <h2 className="flex items-center gap-2 text-lg font-bold text-emerald-600 dark:text-emerald-400">
        {/* The demo sends nothing: its heading says so, never "sent successfully" beside it. */}
        <PartyPopper className="size-5" aria-hidden /> {demo ? t.demoSent : t.successPanel}
        {demo && <span className="rounded-full bg-amber-500 px-2 py-0.5 text-xs font-bold text-slate-950">{t.demoBadge}</span>}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {rows.map(([label, value, added], i) => (
          // The player's name gets the whole row on a phone: in half of it a name like
          // "SilentSniper789" broke in the middle of the word.
          <div key={label} className={`rounded-xl bg-[var(--card)] p-3 ${i === 0 ? "col-span-2 sm:col-span-1" : ""}`}>
            <dt className="text-muted text-xs font-semibold uppercase">{label}</dt>
            <dd dir="auto" className={`mt-1 font-bold break-words ${added ? "text-emerald-600 dark:text-emerald-400" : ""}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function VipPanel({ outcome }: { outcome: Extract<LikesOutcome, { kind: "vip" }> }) {
  const t = useMessages(likesMessages);
  const code = useLocale();
  const wait = secondsUntilReset(outcome);
  return (
    <div className="rounded-2xl border border-amber-500/70 bg-amber-500/10 p-5" data-testid="likes-vip">
      <h2 className="flex items-center gap-2 text-lg font-bold text-amber-700 dark:text-amber-400">
        <Crown className="size-5" aria-hidden /> {t.vipPanel}
      </h2>
      <p className="mt-2">{refusalMessage(outcome)}</p>
      {wait !== undefined && (
        <p className="mt-2 font-medium" data-testid="likes-reset">
          {t.resetsIn({ time: formatResetWait(wait, code) })}
        </p>
      )}
      <p className="mt-3 font-semibold">{t.vipIntro}</p>
      <ul className="mt-1 grid list-inside list-disc gap-1">
        {[t.vipBenefit1, t.vipBenefit2, t.vipBenefit3, t.vipBenefit4].map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <a href={siteConfig.links.telegramChat} target="_blank" rel="noopener noreferrer" className="btn mt-4 bg-amber-500 text-slate-950 hover:bg-amber-400">
        {t.vipContact}
      </a>
    </div>
  );
}

function ErrorPanel({ text, icon: Icon, testId }: { text: string; icon: typeof AlertTriangle; testId: string }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-red-500/70 bg-red-500/10 p-5 text-red-700 dark:text-red-300" data-testid={testId}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p className="font-medium">{text}</p>
    </div>
  );
}

/** The result panel: announced to screen readers when it changes. */
export function LikesResult({ outcome }: { outcome: LikesOutcome | null }) {
  const t = useMessages(likesMessages);
  return (
    <div aria-live="polite" aria-atomic="true">
      {outcome?.kind === "success" && <SuccessPanel outcome={outcome} />}
      {outcome?.kind === "vip" && <VipPanel outcome={outcome} />}
      {outcome?.kind === "unable" && <ErrorPanel text={refusalMessage(outcome) ?? t.unablePanel} icon={AlertTriangle} testId="likes-error" />}
      {outcome?.kind === "connection" && <ErrorPanel text={t.connectionPanel} icon={WifiOff} testId="likes-error" />}
    </div>
  );
}
