import { Info, WifiOff } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { FREE_USES_PER_DAY } from "../../../../contracts/site-routes";
import { BOT_CARDS, botCardMessages } from "../../../content/ff-bots";
import { likesMessages, UPCOMING_TOOLS } from "../../../content/ff-bots-likes";
import { useLocalePath, useMessages } from "../../../i18n/i18n";
import { ContactCards } from "../../../lib/contact-cards/contact-cards";
import { toast } from "../../../lib/toast-store";
import { useOnlineStatus } from "../../../lib/use-online-status";
import { BotIcon } from "../bot-icon";
import { useLikesStatus } from "./api/get-likes-status";
import { usePostFfLikes } from "./api/post-ff-likes";
import { checkLikesForm, limitFromStatus, outcomeToast, type LikesOutcome } from "./likes-outcome";
import { LikesForm } from "./likes-form";
import { LikesResult } from "./likes-result";
import { useStoredVipCode } from "./vip-code-storage";
import { VipCodeField } from "./vip-code-field";

const UPCOMING_TEXT = { likes: "upcomingInfo", info: "upcomingInfo", spam: "upcomingSpam", visit: "upcomingVisit" } as const;

/** /ff-bots/likes: the likes tool page. */
export function LikesPage() {
  const t = useMessages(likesMessages);
  const cards = useMessages(botCardMessages);
  const to = useLocalePath();
  const [result, setResult] = useState<LikesOutcome | null>(null);
  const likes = usePostFfLikes();
  const status = useLikesStatus();
  const vip = useStoredVipCode();
  const online = useOnlineStatus();
  const zone = status.data?.timeZone;
  // The reset zone is filled in from the server's status once the page is running.
  const importantLines = [t.info1, t.info2, `${t.info3(FREE_USES_PER_DAY)} ${zone ? t.resetAtZone({ zone }) : t.resetAt}`, t.info4, t.info5, t.info6];
  const demo = status.data?.demo === true || (result?.kind === "success" && result.demo);

  const submit = (uid: string, region: string) => {
    setResult(null); // cleared at the start of each submit
    const check = checkLikesForm(uid, region);
    if (!check.ok) {
      toast(check.toast);
      return;
    }
    likes.mutate(
      { request: check.request, vipCode: vip.code },
      {
        onSuccess: (outcome) => {
          setResult(outcome);
          toast(outcomeToast(outcome));
        },
      },
    );
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-10">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t.title}</h1>
        <p className="text-muted mt-2">{t.intro}</p>
      </header>

      <section className="card grid gap-5 p-5 sm:p-8" aria-label={t.toolLabel}>
        {/* The service worker never answers /api: offline, a request can only fail, so say so first. */}
        {!online && (
          <p role="status" data-testid="likes-offline" className="flex items-center gap-2 rounded-xl border border-amber-500/70 bg-amber-500/10 p-3 font-medium">
            <WifiOff className="size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden /> {t.offlineNote}
          </p>
        )}
        <LikesForm busy={likes.isPending} onSubmit={submit} />
        <VipCodeField code={vip.code} onSave={vip.save} onForget={vip.forget} />
        {/* Before any submit of this visit, the limit the server already holds (after a reload, say). */}
        <LikesResult outcome={result ?? (likes.isPending ? null : limitFromStatus(status.data, vip.code !== null))} />
        {/*
          Demo mode is known only once /api/ff-likes/status answers, after the page is painted. The
          note goes last in the card, below everything the visitor is looking at, so it appearing
          moves no content above it (it once sat under the title and shifted the whole card: CLS 0.1).
        */}
        {demo && (
          <p data-testid="demo-note" className="flex flex-wrap items-center gap-2 text-sm font-medium text-amber-700 dark:text-amber-400">
            <span data-testid="demo-badge" className="rounded-full bg-amber-500 px-3 py-1 text-sm font-bold text-slate-950">
              {t.demoBadge}
            </span>
            {t.demoNote}
          </p>
        )}
      </section>

      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="mb-4 text-2xl font-bold">
          {t.upcomingHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {UPCOMING_TOOLS.map((tool) => {
            const bot = BOT_CARDS.find((b) => b.id === tool.id);
            return (
              <li key={tool.id}>
                <Link to={to(`/ff-bots/${tool.id}`)} className="card block h-full p-4 transition hover:border-brand-500">
                  {bot && <BotIcon name={bot.icon} className={`mb-2 size-6 ${bot.color}`} />}
                  <h3 className="font-semibold">{cards[`${tool.id}Title` as const]}</h3>
                  <p className="text-muted mt-1 text-sm">{t[UPCOMING_TEXT[tool.id]]}</p>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <ContactCards />

      <section aria-labelledby="important-heading" className="card p-6">
        <h2 id="important-heading" className="flex items-center gap-2 text-xl font-bold">
          <Info className="size-5 text-brand-500" aria-hidden /> {t.importantHeading}
        </h2>
        <ul className="text-muted mt-3 grid list-inside list-disc gap-2">
          {importantLines.map((line) => (
            <li key={line.slice(0, 24)}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
