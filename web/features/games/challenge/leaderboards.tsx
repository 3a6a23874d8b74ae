import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { ChallengeGame, LeaderboardResponse, RecordsResponse, WinnersResponse } from "../../../../contracts/challenge";
import { useLocale, useLocalePath, useMessages } from "../../../i18n/i18n";
import { fetchLeaderboard, fetchRecords, fetchWinners } from "./api";
import { formatDay, formatNumber, formatRank, formatScore, scoreHeading } from "./format";
import { challengeMessages } from "./texts";

type Boards = {
  board: LeaderboardResponse;
  winners: WinnersResponse;
  records: RecordsResponse;
};

/**
 * A challenge game's boards, fetched after the page: today's top 20 (in a box of fixed height,
 * so nothing below moves when it fills), the visitor's own best rank by nickname, yesterday's
 * winner and the all-time best. `version` changes after a submitted run, to fetch them again.
 */
export function Leaderboards({ game, day, nickname, version }: { game: ChallengeGame; day: string; nickname: string; version: number }) {
  const T = useMessages(challengeMessages);
  const locale = useLocale();
  const to = useLocalePath();
  const [boards, setBoards] = useState<Boards | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([fetchLeaderboard(game, day, nickname.trim().length >= 2 ? nickname : null).catch(() => fetchLeaderboard(game, day, null)), fetchWinners(), fetchRecords()])
      .then(([board, winners, records]) => {
        if (!live) return;
        setBoards({ board, winners, records });
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [game, day, nickname, version]);

  const winner = boards?.winners.winners.find((w) => w.game === game);
  const record = boards?.records.records.find((r) => r.game === game);
  const you = boards?.board.you;
  const loading = !boards && !failed;

  return (
    <div className="grid gap-4" aria-busy={loading} data-testid="challenge-boards">
      <section aria-labelledby="challenge-top-title">
        <h3 id="challenge-top-title" className="mb-2 font-semibold">
          {T.top}
        </h3>
        <div className="card h-72 overflow-y-auto" tabIndex={0} aria-labelledby="challenge-top-title">
          {failed && <p className="p-3 text-sm">{T.boardsFailed}</p>}
          {boards && boards.board.entries.length === 0 && <p className="p-3 text-sm">{T.empty}</p>}
          {boards && boards.board.entries.length > 0 && (
            <table className="w-full text-sm" data-testid="challenge-top">
              <caption className="sr-only">
                {T.top} ({formatDay(day, locale)})
              </caption>
              <thead>
                <tr className="text-muted text-start text-xs uppercase">
                  <th scope="col" className="px-3 py-1">
                    {T.rankHeading}
                  </th>
                  <th scope="col" className="px-3 py-1">
                    {T.nicknameHeading}
                  </th>
                  <th scope="col" className="px-3 py-1 text-end">
                    {scoreHeading(game)}
                  </th>
                  <th scope="col" className="px-3 py-1 text-end">
                    <span className="sr-only">{T.watchHeading}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {boards.board.entries.map((e) => (
                  <tr
                    // Equal scores share a rank, so the rank alone does not tell rows apart.
                    key={`${e.rank} ${e.nickname}`}
                    className="border-t border-white/10"
                    aria-current={you && you.rank === e.rank && you.nickname === e.nickname ? "true" : undefined}
                  >
                    <td className="px-3 py-1 tabular-nums">{formatNumber(e.rank, locale)}</td>
                    {/* A nickname is in its own direction, whatever the page's (an Arabic name on an English page). */}
                    <td className="break-all px-3 py-1" dir="auto">
                      {e.nickname}
                    </td>
                    <td className="px-3 py-1 text-end tabular-nums">{formatNumber(e.score, locale)}</td>
                    {/* Every ranked run can be watched played back (a run kept from before playback cannot). */}
                    <td className="px-3 py-1 text-end">
                      {e.replayUrl && (
                        <Link to={to(e.replayUrl)} className="underline underline-offset-2" aria-label={T.watchRun({ nickname: e.nickname })}>
                          {T.watchHeading}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </section>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <Fact label={T.yours} testId="challenge-you">
          {boards && (you ? <Named prefix={`${formatRank(you.rank, locale)} `} nickname={you.nickname} value={formatScore(game, you.score, locale)} /> : T.yoursNone)}
        </Fact>
        <Fact label={T.yesterday} testId="challenge-yesterday">
          {boards && (winner ? <Named nickname={winner.nickname} value={formatScore(game, winner.score, locale)} /> : T.nobody)}
        </Fact>
        <Fact label={T.record} testId="challenge-record">
          {boards && (record ? <Named nickname={record.nickname} value={`${formatScore(game, record.score, locale)} (${formatDay(record.day, locale)})`} /> : T.nobody)}
        </Fact>
      </dl>
    </div>
  );
}

/** "Asha: 3,260 points": the nickname isolated (<bdi>), so a name in another script does not reorder the line. */
function Named({ prefix = "", nickname, value }: { prefix?: string; nickname: string; value: string }) {
  return (
    <>
      {prefix}
      <bdi>{nickname}</bdi>
      {`: ${value}`}
    </>
  );
}

function Fact({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="card min-h-[4.5rem] px-3 py-2">
      <dt className="text-muted text-xs font-medium uppercase">{label}</dt>
      <dd className="break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
