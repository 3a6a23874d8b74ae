/**
 * The operator's challenge queues: runs held for review (to rank, refuse or block) and runs
 * visitors reported from the watch page (to remove), each to watch first.
 */
import { useId, type ReactNode } from "react";
import type { AdminHeldRun } from "../../../contracts/challenge";
import { ADMIN_TEXT } from "../../content/admin";
import { toast } from "../../lib/toast-store";
import { useBlockPlayer, useChallengeBoards, useRankRun, useRefuseRun, useRemoveRun } from "./api/admin-challenge";
import type { AskFor } from "./challenge-confirm";
import { blockAsk, failed, HeldRunRow, ReportedRunRow } from "./challenge-run-row";

const T = ADMIN_TEXT.challenge;

/** Runs visitors reported from the watch page, most reported first, each to watch and remove. */
export function ReportedRuns({ askFor }: { askFor: AskFor }) {
  const boards = useChallengeBoards();
  const remove = useRemoveRun();
  if (boards.isError || !boards.data) return null;
  const reported = boards.data.reported;
  return (
    <RunQueue queue="reported" heading={T.reportedHeading} count={reported.length} empty={T.reportedEmpty} intro={T.reportedIntro}>
      {reported.map((run) => (
        <ReportedRunRow key={run.id} run={run} onRemove={() => askFor({ ...T.confirm.remove(run.nickname), run: () => remove.mutateAsync(run.id), done: T.removedToast })} />
      ))}
    </RunQueue>
  );
}

export function HeldRuns({ askFor }: { askFor: AskFor }) {
  const boards = useChallengeBoards();
  const rank = useRankRun();
  const refuse = useRefuseRun();
  const blockPlayer = useBlockPlayer();
  if (boards.isError) return null; // the boards below say why, once
  if (!boards.data) return <div className="card min-h-24" aria-busy="true" />;
  const held = boards.data.held;

  const onRefuse = (run: AdminHeldRun) => askFor({ ...T.confirm.refuse(run.nickname), run: () => refuse.mutateAsync(run.id), done: T.refusedToast });
  const onBlock = (run: AdminHeldRun) => askFor(blockAsk(run.id, run.nickname, blockPlayer.mutateAsync));

  return (
    <RunQueue queue="held" heading={T.heldHeading} count={held.length} empty={T.heldEmpty} intro={T.heldIntro}>
      {held.map((run) => (
        <HeldRunRow
          key={run.id}
          run={run}
          ranking={rank.isPending}
          onRank={() => rank.mutate(run.id, { onSuccess: () => toast(T.rankedToast), onError: failed })}
          onRefuse={() => onRefuse(run)}
          onBlock={() => onBlock(run)}
        />
      ))}
    </RunQueue>
  );
}

/** A queue's section: its heading with the count, then its runs under a line saying what to do, or that there are none. */
function RunQueue({
  queue,
  heading,
  count,
  empty,
  intro,
  children,
}: {
  queue: "held" | "reported";
  heading: string;
  count: number;
  empty: string;
  intro: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card grid gap-3 p-4" {...{ [`data-admin-${queue}`]: true }}>
      <h3 id={id} className="font-bold">
        {heading} <span className="tabular-nums">({count})</span>
      </h3>
      {count === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <>
          <p className="text-muted text-sm">{intro}</p>
          <ul className="grid gap-3">{children}</ul>
        </>
      )}
    </section>
  );
}
