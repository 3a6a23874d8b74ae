/**
 * Today's boards for the operator: each game's ranked runs, each with its actions (remove the run,
 * block the name, block the player).
 */
import { Ban, Trash2, UserX } from "lucide-react";
import type { AdminBoardsResponse } from "../../../contracts/challenge";
import { gameFacts } from "../../../contracts/games";
import { ADMIN_TEXT } from "../../content/admin";
import { useBlockNickname, useBlockPlayer, useChallengeBoards, useRemoveRun } from "./api/admin-challenge";
import type { AskFor } from "./challenge-confirm";
import { PanelError } from "./panel-error";
import { ActionButton, blockAsk, ICON } from "./challenge-run-row";

const T = ADMIN_TEXT.challenge;

export function Boards({ askFor }: { askFor: AskFor }) {
  const boards = useChallengeBoards();
  const remove = useRemoveRun();
  const blockName = useBlockNickname();
  const blockPlayer = useBlockPlayer();
  if (boards.isError) return <PanelError error={boards.error} retry={() => void boards.refetch()} />;
  if (!boards.data) return <div className="card min-h-24" aria-busy="true" />;
  const played = boards.data.boards.filter((b) => b.entries.length > 0);
  if (played.length === 0) return <p className="text-muted">{T.empty}</p>;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {played.map(({ game, entries }) => (
        <div key={game} className="card min-w-0 overflow-x-auto" data-admin-board={game}>
          <table className="w-full text-left text-sm">
            <caption className="p-3 text-left font-bold">
              {gameFacts(game).name} ({boards.data.day})
            </caption>
            <thead>
              <tr className="border-b border-[var(--border)]">
                {/* w-px: rank and score take only their width, the name the rest. */}
                <th scope="col" className="w-px whitespace-nowrap p-2 font-semibold">
                  {T.columns.rank}
                </th>
                <th scope="col" className="p-2 font-semibold">
                  {T.columns.nickname}
                </th>
                <th scope="col" className="w-px whitespace-nowrap p-2 text-right font-semibold">
                  {T.columns.score}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <BoardRow key={e.id} entry={e} askFor={askFor} actions={{ remove, blockName, blockPlayer }} />
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

type BoardEntry = AdminBoardsResponse["boards"][number]["entries"][number];
type BoardActions = {
  remove: ReturnType<typeof useRemoveRun>;
  blockName: ReturnType<typeof useBlockNickname>;
  blockPlayer: ReturnType<typeof useBlockPlayer>;
};

/** Two rows per run: a phone has no room for the actions beside the name and score. */
function BoardRow({ entry: e, askFor, actions: { remove, blockName, blockPlayer } }: { entry: BoardEntry; askFor: AskFor; actions: BoardActions }) {
  return (
    <>
      <tr>
        <td className="p-2 pb-1 tabular-nums">{e.rank}</td>
        <td className="p-2 pb-1 [overflow-wrap:anywhere]">{e.nickname}</td>
        <td className="p-2 pb-1 text-right tabular-nums">{e.score}</td>
      </tr>
      <tr className="border-b border-[var(--border)] last:border-0">
        <td />
        <td colSpan={2} className="px-2 pb-2">
          <div className="flex flex-wrap gap-2">
            <ActionButton
              label={T.labels.remove(e.nickname)}
              onClick={() => askFor({ ...T.confirm.remove(e.nickname), run: () => remove.mutateAsync(e.id), done: T.removedToast })}
            >
              <Trash2 className={ICON} aria-hidden /> {T.remove}
            </ActionButton>
            <ActionButton
              label={T.labels.blockName(e.nickname)}
              onClick={() => askFor({ ...T.confirm.blockName(e.nickname), run: () => blockName.mutateAsync(e.nickname), done: T.blockedNameToast })}
            >
              <Ban className={ICON} aria-hidden /> {T.blockName}
            </ActionButton>
            <ActionButton label={T.labels.blockPlayer(e.nickname)} onClick={() => askFor(blockAsk(e.id, e.nickname, blockPlayer.mutateAsync))}>
              <UserX className={ICON} aria-hidden /> {T.blockPlayer}
            </ActionButton>
          </div>
        </td>
      </tr>
    </>
  );
}
