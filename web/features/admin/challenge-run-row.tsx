/**
 * One run in the operator's challenge queues (held for review, reported by visitors): what it is,
 * why it waits, and the actions on it, with the small parts the boards' rows share.
 */
import { Check, CircleX, Eye, Trash2, UserX } from "lucide-react";
import type { ReactNode } from "react";
import { reviewUrl, type AdminHeldRun, type AdminReportedRun, type ChallengeGame } from "../../../contracts/challenge";
import { gameFacts } from "../../../contracts/games";
import { ADMIN_TEXT } from "../../content/admin";
import { toast } from "../../lib/toast-store";
import { errorMessage } from "./api/admin-fetch";
import { fetchBlockPreview } from "./api/admin-challenge";
import type { Ask } from "./challenge-confirm";

const T = ADMIN_TEXT.challenge;
/** The server's time, in UTC: the operator compares it with logs, which are in UTC too. */
const formatTime = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** Icons only where there is room: on a phone the words alone fit more buttons to a line. */
export const ICON = "hidden size-4 sm:block";

export function ActionButton({ label, disabled, onClick, children }: { label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="btn btn-outline px-2.5 py-1 text-sm" disabled={disabled} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** A player block: the device always; the address only if ticked, once the count of other devices it would hit is shown. */
export function blockAsk(runId: number, nickname: string, block: (input: { runId: number; address: boolean }) => Promise<void>): Ask {
  return {
    ...T.confirm.blockPlayer(nickname),
    run: (address) => block({ runId, address }),
    done: T.blockedPlayerToast,
    choice: {
      load: async () => {
        const preview = await fetchBlockPreview(runId);
        // A run from before device keys has no device to block: only its address can be.
        return preview.hasDevice
          ? { label: T.blockAddress.label(preview.otherDevicesAtAddress) }
          : { label: `${T.blockAddress.noDevice} ${T.blockAddress.label(preview.otherDevicesAtAddress)}`, forced: true };
      },
      doneChosen: T.blockedAddressToast,
    },
  };
}

export const failed = (error: unknown) => toast({ title: T.actionFailed, description: errorMessage(error), variant: "destructive" });

/** The run played back on the watch page in review mode (held and refused runs too), in a new tab so the queue stays. */
function WatchLink({ id, nickname }: { id: number; nickname: string }) {
  return (
    <a href={reviewUrl(id)} target="_blank" rel="noopener" className="btn btn-outline px-3 py-1 text-sm" aria-label={T.labels.watch(nickname)}>
      <Eye className={ICON} aria-hidden /> {T.watch}
    </a>
  );
}

/** What a queued run is: its game, its player's name and its score, then what each queue adds. */
function RunFacts({ run, children }: { run: { game: ChallengeGame; nickname: string; score: number }; children?: ReactNode }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1">
      <span className="font-semibold">{gameFacts(run.game).name}</span>
      <span className="[overflow-wrap:anywhere]">{run.nickname}</span>
      <span className="tabular-nums">
        {T.heldScore} {run.score}
      </span>
      {children}
    </p>
  );
}

const ROW = "grid gap-2 border-t border-[var(--border)] pt-3 first:border-0 first:pt-0";

/** A reported run: how many reports, its day and status; to watch and remove. */
export function ReportedRunRow({ run, onRemove }: { run: AdminReportedRun; onRemove: () => void }) {
  return (
    <li className={ROW} data-reported-run={run.id}>
      <RunFacts run={run}>
        <span className="tabular-nums">
          {T.reports} {run.reports}
        </span>
        <span className="text-muted">
          {run.day} · {run.status}
        </span>
      </RunFacts>
      <div className="flex flex-wrap gap-2">
        <WatchLink id={run.id} nickname={run.nickname} />
        <ActionButton label={T.labels.remove(run.nickname)} onClick={onRemove}>
          <Trash2 className={ICON} aria-hidden /> {T.remove}
        </ActionButton>
      </div>
    </li>
  );
}

/** A held run: each reason it waits and since when; to watch, rank, refuse, or block its player. */
export function HeldRunRow({ run, ranking, onRank, onRefuse, onBlock }: { run: AdminHeldRun; ranking: boolean; onRank: () => void; onRefuse: () => void; onBlock: () => void }) {
  return (
    <li className={ROW} data-held-run={run.id}>
      <RunFacts run={run} />
      {/* Each reason the checks found, in their order: the envelope's, the timing's, the top of the board's. */}
      <ul className="list-disc ps-5 text-sm" data-held-reasons>
        {run.reasons.map((reason, i) => (
          <li key={i} data-held-reason>
            {reason}
          </li>
        ))}
      </ul>
      <p className="text-muted text-xs">
        {T.heldAt} {formatTime(run.createdAt)}
      </p>
      <div className="flex flex-wrap gap-2">
        <WatchLink id={run.id} nickname={run.nickname} />
        <ActionButton label={T.labels.rank(run.nickname)} disabled={ranking} onClick={onRank}>
          <Check className={ICON} aria-hidden /> {T.rank}
        </ActionButton>
        <ActionButton label={T.labels.refuse(run.nickname)} onClick={onRefuse}>
          <CircleX className={ICON} aria-hidden /> {T.refuse}
        </ActionButton>
        <ActionButton label={T.labels.blockPlayer(run.nickname)} onClick={onBlock}>
          <UserX className={ICON} aria-hidden /> {T.blockPlayer}
        </ActionButton>
      </div>
    </li>
  );
}
