import { AlertTriangle, Crown, PartyPopper, WifiOff } from "lucide-react";
import { siteConfig } from "../../../../site.config";
import { DEMO_MESSAGE, LIKES_OUTCOME_TEXTS as T, VIP_BENEFITS } from "../../../../contracts/likes";
import { LIKES_PAGE, VIP_PANEL_INTRO } from "../../../content/ff-bots";
import type { LikesOutcome } from "./likes-outcome";

const nf = new Intl.NumberFormat("en-US");

function SuccessPanel({ outcome }: { outcome: Extract<LikesOutcome, { kind: "success" }> }) {
  const { likes, demo } = outcome;
  const rows: [string, string][] = [
    ["Player", likes.player],
    ["UID", likes.uid],
    ["Level", String(likes.level)],
    ["Likes Added", `+${nf.format(likes.likesAdded)}`],
    ["Likes Before", nf.format(likes.likesBefore)],
    ["Likes After", nf.format(likes.likesAfter)],
  ];
  return (
    <div className="rounded-2xl border border-emerald-500/60 bg-emerald-500/10 p-5" data-testid="likes-success">
      <h2 className="flex items-center gap-2 text-lg font-bold text-emerald-600 dark:text-emerald-400">
        <PartyPopper className="size-5" aria-hidden /> {T.success.panel}
        {demo && <span className="rounded-full bg-amber-500 px-2 py-0.5 text-xs font-bold text-slate-950">{LIKES_PAGE.demoBadge}</span>}
      </h2>
      {demo && <p className="mt-1 text-sm font-medium">{DEMO_MESSAGE}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-[var(--card)] p-3">
            <dt className="text-muted text-xs font-semibold uppercase">{label}</dt>
            <dd className={`mt-1 font-bold break-words ${label === "Likes Added" ? "text-emerald-600 dark:text-emerald-400" : ""}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function VipPanel({ message }: { message: string }) {
  return (
    <div className="rounded-2xl border border-amber-500/70 bg-amber-500/10 p-5" data-testid="likes-vip">
      <h2 className="flex items-center gap-2 text-lg font-bold text-amber-700 dark:text-amber-400">
        <Crown className="size-5" aria-hidden /> {T.vip.panel}
      </h2>
      <p className="mt-2">{message}</p>
      <p className="mt-3 font-semibold">{VIP_PANEL_INTRO}</p>
      <ul className="mt-1 grid list-inside list-disc gap-1">
        {VIP_BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <a href={siteConfig.links.telegramChat} target="_blank" rel="noopener noreferrer" className="btn mt-4 bg-amber-500 text-slate-950 hover:bg-amber-400">
        {T.vip.contact}
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

/** The result panel (spec 1 section 4): announced to screen readers when it changes. */
export function LikesResult({ outcome }: { outcome: LikesOutcome | null }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {outcome?.kind === "success" && <SuccessPanel outcome={outcome} />}
      {outcome?.kind === "vip" && <VipPanel message={outcome.message} />}
      {outcome?.kind === "unable" && <ErrorPanel text={outcome.message ?? T.unable.panelDefault} icon={AlertTriangle} testId="likes-error" />}
      {outcome?.kind === "connection" && <ErrorPanel text={T.connection.panel} icon={WifiOff} testId="likes-error" />}
    </div>
  );
}
