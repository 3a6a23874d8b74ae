/**
 * SQL for stored runs and the boards: a submission's daily count and its row, where a score
 * places, each day's board (each player's best visible run, ties sharing a rank), a game's record,
 * what reviewed play has shown, a run's record (for anyone to watch a ranked one, for the operator
 * to review any), and the outcomes by day.
 */
import { desc, gte, lt, sql, type SQL } from "drizzle-orm";
import { FEWER_IS_BETTER, TOP_ENTRIES, replayUrl, type ChallengeGame, type LeaderboardEntry } from "../../../contracts/challenge";
import type { Db } from "../../db/client";
import { challengeOutcomes, challengeRuns, challengeSubmissions } from "../../db/schema";
import { order, r, rowsOf, storedRun, storedRunColumns, visible, type RunStatus, type StoredRunSqlRow } from "./repository-sql";

export type NewRun = {
  day: string;
  game: ChallengeGame;
  nickname: string;
  nicknameKey: string;
  score: number;
  ipHash: string;
  deviceHash: string | null;
  runId: string;
  status: Exclude<RunStatus, "refused">;
  reason: string;
  /** The run's seed (null for a tape-dealt run) and its log as JSON text: what playback needs. */
  seed: number | null;
  log: string;
  /** A hidden-deal run's tape (JSON list of its draws), for its playback. */
  tape?: string | null;
};
/** A stored run as it is played back: `log` is the submitted log's JSON text. */
export type RunRecordRow = {
  id: number;
  runId: string;
  game: ChallengeGame;
  day: string;
  nickname: string;
  score: number;
  seed: number | null;
  /** JSON texts, as stored: the log as submitted, and a hidden-deal run's tape (null for a seeded one). */
  log: string;
  tape: string | null;
  status: RunStatus;
};
export type Outcome = "verified" | "refused" | "held";

type RankedRow = { rank: number | string; nickname: string; score: number; nickname_key: string; id: number; run_id: string | null; watchable: boolean };
const entry = (row: RankedRow): LeaderboardEntry => {
  const runId = row.run_id !== null && row.watchable ? row.run_id : null;
  return { rank: Number(row.rank), nickname: row.nickname, score: row.score, runId, replayUrl: runId === null ? null : replayUrl(runId) };
};

type RunRecordSqlRow = StoredRunSqlRow & { seed: number | string | null; log: string; tape: string | null };
const runRecordSelect = sql`select ${storedRunColumns}, r.seed, r.log, r.tape from ${challengeRuns} r`;
const runRecord = (row: RunRecordSqlRow | undefined): RunRecordRow | null =>
  row ? { ...storedRun(row), seed: row.seed === null ? null : Number(row.seed), log: row.log, tape: row.tape } : null;

/** Each player's (name key's) best visible run of the day, ranked with ties sharing a rank. */
const ranked = (day: string, game: ChallengeGame) => sql`
  with best as (
    select distinct on (r.nickname_key) r.id, r.nickname_key, r.nickname, r.score, r.run_id, r.log is not null as watchable
    from ${challengeRuns} r
    where r.day = ${day} and r.game = ${game} and ${visible(r)}
    order by r.nickname_key, r.score ${order(game)}, r.created_at asc, r.id asc
  ),
  ranked as (select id, nickname_key, nickname, score, run_id, watchable, rank() over (order by score ${order(game)}) as rank from best)`;

/** Within a tie the order is by name, so who submitted first is neither shown nor rewarded. */
const boardOrder = sql`order by rank, nickname_key, id`;

/** The ranked rows of a day's board that `where` keeps, in board order. */
const boardRows = (day: string, game: ChallengeGame, where: SQL) =>
  sql`${ranked(day, game)} select rank, nickname, score, nickname_key, id, run_id, watchable from ranked where ${where} ${boardOrder}`;

export function createBoardsRepository(db: Db) {
  return {
    /** Counts one submission on (day, game, address) unless `limit` is reached: false when it was. */
    async takeSubmission(day: string, game: ChallengeGame, ipHash: string, limit: number): Promise<boolean> {
      const s = challengeSubmissions;
      const rows = await db
        .insert(s)
        .values({ day, game, ipHash, count: 1 })
        .onConflictDoUpdate({ target: [s.day, s.game, s.ipHash], set: { count: sql`${s.count} + 1` }, setWhere: lt(s.count, limit) })
        .returning({ count: s.count });
      return rows.length > 0;
    },

    async insertRun(run: NewRun): Promise<{ id: number }> {
      const [row] = await db.insert(challengeRuns).values(run).returning({ id: challengeRuns.id });
      return row!;
    },

    /** Where a score places on the day's board: 1 + the players (other names) whose best is strictly better. */
    async rankOf(day: string, game: ChallengeGame, nicknameKey: string, score: number): Promise<number> {
      const better = FEWER_IS_BETTER.has(game) ? sql`score < ${score}` : sql`score > ${score}`;
      const result = await db.execute(sql`${ranked(day, game)} select count(*)::int as ahead from ranked where nickname_key <> ${nicknameKey} and ${better}`);
      return Number(rowsOf<{ ahead: number }>(result)[0]!.ahead) + 1;
    },

    /** The day's top entries, and the given name's own entry when it has one. */
    async leaderboard(day: string, game: ChallengeGame, nicknameKey?: string): Promise<{ entries: LeaderboardEntry[]; you: LeaderboardEntry | null }> {
      const rows = rowsOf<RankedRow>(await db.execute(boardRows(day, game, sql`rank <= ${TOP_ENTRIES} or nickname_key = ${nicknameKey ?? ""}`)));
      const mine = nicknameKey ? rows.find((row) => row.nickname_key === nicknameKey) : undefined;
      return { entries: rows.filter((row) => Number(row.rank) <= TOP_ENTRIES).map(entry), you: mine ? entry(mine) : null };
    },

    /** The admin's view: the day's ranked entries with their run ids. */
    async adminBoard(day: string, game: ChallengeGame): Promise<(LeaderboardEntry & { id: number })[]> {
      const rows = rowsOf<RankedRow>(await db.execute(boardRows(day, game, sql`rank <= ${TOP_ENTRIES}`)));
      return rows.map((row) => ({ ...entry(row), id: row.id }));
    },

    /** A ranked run anyone may watch (visible on the boards, with its log); null otherwise. */
    async publicRun(runId: string): Promise<RunRecordRow | null> {
      const result = await db.execute(sql`${runRecordSelect} where r.run_id = ${runId} and r.log is not null and ${visible(r)}`);
      return runRecord(rowsOf<RunRecordSqlRow>(result)[0]);
    },

    /** Any stored run with a log, whatever its status: for the operator's review. */
    async runRecord(id: number): Promise<RunRecordRow | null> {
      const result = await db.execute(sql`${runRecordSelect} where r.id = ${id} and r.log is not null`);
      return runRecord(rowsOf<RunRecordSqlRow>(result)[0]);
    },

    /**
     * The best score reviewed play has shown for a game: runs the operator ranked from the held
     * queue, still visible (not removed, their player and name not blocked). Null when there is none.
     */
    async bestReviewed(game: ChallengeGame): Promise<number | null> {
      const result = await db.execute(sql`
        select r.score from ${challengeRuns} r
        where r.game = ${game} and r.reviewed_at is not null and ${visible(r)}
        order by r.score ${order(game)} limit 1`);
      const row = rowsOf<{ score: number }>(result)[0];
      return row ? Number(row.score) : null;
    },

    /** A game's public record: its best visible run ever kept (ties: the earliest). */
    async record(game: ChallengeGame): Promise<{ id: number; day: string; nickname: string; score: number } | null> {
      const result = await db.execute(sql`
        select r.id, r.day::text as day, r.nickname, r.score from ${challengeRuns} r
        where r.game = ${game} and ${visible(r)}
        order by r.score ${order(game)}, r.created_at asc, r.id asc limit 1`);
      const row = rowsOf<{ id: number; day: string; nickname: string; score: number }>(result)[0];
      return row ? { id: row.id, day: row.day, nickname: row.nickname, score: row.score } : null;
    },

    async countOutcome(day: string, outcome: Outcome): Promise<void> {
      await db
        .insert(challengeOutcomes)
        .values({ day, outcome, count: 1 })
        .onConflictDoUpdate({ target: [challengeOutcomes.day, challengeOutcomes.outcome], set: { count: sql`${challengeOutcomes.count} + 1` } });
    },

    async outcomesSince(fromDay: string): Promise<{ day: string; outcome: string; count: number }[]> {
      return db.select().from(challengeOutcomes).where(gte(challengeOutcomes.day, fromDay)).orderBy(desc(challengeOutcomes.day));
    },
  };
}
