/** SQL for the daily challenge (only here): runs, the daily submission limit, outcomes, blocks. */
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { FEWER_IS_BETTER, TOP_ENTRIES, type ChallengeGame, type LeaderboardEntry } from "../../../contracts/challenge";
import type { Db } from "../../db/client";
import { challengeBlockedNicknames, challengeOutcomes, challengeRuns, challengeSubmissions } from "../../db/schema";

export type NewRun = { day: string; game: ChallengeGame; nickname: string; nicknameKey: string; score: number; ipHash: string };
export type Outcome = "verified" | "refused";

/** "asc" or "desc" from a fixed table, never from input, so sql.raw is safe here. */
const order = (game: ChallengeGame) => sql.raw(FEWER_IS_BETTER.has(game) ? "asc" : "desc");

type RankedRow = { rank: number | string; nickname: string; score: number; nickname_key: string; id: number };
const rowsOf = (result: unknown): RankedRow[] => ((result as { rows?: RankedRow[] }).rows ?? (result as RankedRow[]));
const entry = (r: RankedRow): LeaderboardEntry => ({ rank: Number(r.rank), nickname: r.nickname, score: r.score });

export function createChallengeRepository(db: Db) {
  /** Each nickname's best run of the day (first reached wins a tie), ranked, blocked names left out. */
  const ranked = (day: string, game: ChallengeGame) => sql`
    with best as (
      select distinct on (r.nickname_key) r.id, r.nickname_key, r.nickname, r.score, r.created_at
      from ${challengeRuns} r
      where r.day = ${day} and r.game = ${game}
        and not exists (select 1 from ${challengeBlockedNicknames} b where b.nickname_key = r.nickname_key)
      order by r.nickname_key, r.score ${order(game)}, r.created_at asc, r.id asc
    ),
    ranked as (
      select id, nickname_key, nickname, score, created_at, row_number() over (order by score ${order(game)}, created_at asc, id asc) as rank
      from best
    )`;

  return {
    /**
     * Counts one submission for (day, game, IP) unless the limit is reached: one upsert whose
     * update only happens below the limit, so concurrent requests on any instance never pass it.
     * Returns false when the limit was already reached.
     */
    async takeSubmission(day: string, game: ChallengeGame, ipHash: string, limit: number): Promise<boolean> {
      const rows = await db
        .insert(challengeSubmissions)
        .values({ day, game, ipHash, count: 1 })
        .onConflictDoUpdate({
          target: [challengeSubmissions.day, challengeSubmissions.game, challengeSubmissions.ipHash],
          set: { count: sql`${challengeSubmissions.count} + 1` },
          setWhere: lt(challengeSubmissions.count, limit),
        })
        .returning({ count: challengeSubmissions.count });
      return rows.length > 0;
    },

    async insertRun(run: NewRun): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db.insert(challengeRuns).values(run).returning({ id: challengeRuns.id, createdAt: challengeRuns.createdAt });
      return row!;
    },

    /** Where a score reached at `createdAt` places among the other nicknames' bests of the day. */
    async rankOf(day: string, game: ChallengeGame, nicknameKey: string, score: number, createdAt: Date): Promise<number> {
      const better = FEWER_IS_BETTER.has(game) ? sql`r.score < ${score}` : sql`r.score > ${score}`;
      const result = await db.execute(sql`${ranked(day, game)}
        select count(*)::int as ahead from ranked r
        where r.nickname_key <> ${nicknameKey} and (${better} or (r.score = ${score} and r.created_at < ${createdAt.toISOString()}))`);
      return Number((rowsOf(result)[0] as unknown as { ahead: number }).ahead) + 1;
    },

    /** The day's top entries, and the given nickname's own entry when it has one. */
    async leaderboard(day: string, game: ChallengeGame, nicknameKey?: string): Promise<{ entries: LeaderboardEntry[]; you: LeaderboardEntry | null }> {
      const result = await db.execute(sql`${ranked(day, game)}
        select rank, nickname, score, nickname_key, id from ranked
        where rank <= ${TOP_ENTRIES} or nickname_key = ${nicknameKey ?? ""} order by rank`);
      const rows = rowsOf(result);
      const mine = nicknameKey ? rows.find((r) => r.nickname_key === nicknameKey) : undefined;
      return { entries: rows.filter((r) => Number(r.rank) <= TOP_ENTRIES).map(entry), you: mine ? entry(mine) : null };
    },

    /** The admin's view: the day's ranked entries with their run ids, for removal. */
    async adminBoard(day: string, game: ChallengeGame): Promise<(LeaderboardEntry & { id: number })[]> {
      const result = await db.execute(sql`${ranked(day, game)} select rank, nickname, score, nickname_key, id from ranked where rank <= ${TOP_ENTRIES} order by rank`);
      return rowsOf(result).map((r) => ({ ...entry(r), id: r.id }));
    },

    /** A game's best run ever kept (blocked names left out). */
    async record(game: ChallengeGame): Promise<{ day: string; nickname: string; score: number } | null> {
      const result = await db.execute(sql`
        select r.day::text as day, r.nickname, r.score from ${challengeRuns} r
        where r.game = ${game} and not exists (select 1 from ${challengeBlockedNicknames} b where b.nickname_key = r.nickname_key)
        order by r.score ${order(game)}, r.created_at asc, r.id asc limit 1`);
      const row = rowsOf(result)[0] as unknown as { day: string; nickname: string; score: number } | undefined;
      return row ? { day: row.day, nickname: row.nickname, score: row.score } : null;
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

    async deleteRun(id: number): Promise<boolean> {
      const rows = await db.delete(challengeRuns).where(eq(challengeRuns.id, id)).returning({ id: challengeRuns.id });
      return rows.length > 0;
    },

    async block(nicknameKey: string): Promise<void> {
      await db.insert(challengeBlockedNicknames).values({ nicknameKey }).onConflictDoNothing();
    },

    async isBlocked(nicknameKey: string): Promise<boolean> {
      const rows = await db.select().from(challengeBlockedNicknames).where(eq(challengeBlockedNicknames.nicknameKey, nicknameKey));
      return rows.length > 0;
    },

    /**
     * Retention (web/content/privacy.ts): runs older than `runsBefore` go, except each game's
     * all-time best; limit counters (keyed IP hashes) older than `countersBefore` go.
     */
    async prune(runsBefore: string, countersBefore: string, keepIds: number[]): Promise<void> {
      const keep = keepIds.length ? sql`and ${challengeRuns.id} not in (${sql.join(keepIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
      await db.execute(sql`delete from ${challengeRuns} where ${challengeRuns.day} < ${runsBefore} ${keep}`);
      await db.delete(challengeSubmissions).where(lt(challengeSubmissions.day, countersBefore));
    },

    async recordIds(games: readonly ChallengeGame[]): Promise<number[]> {
      const ids: number[] = [];
      for (const game of games) {
        const [row] = await db
          .select({ id: challengeRuns.id })
          .from(challengeRuns)
          .where(and(eq(challengeRuns.game, game)))
          .orderBy(FEWER_IS_BETTER.has(game) ? challengeRuns.score : desc(challengeRuns.score), challengeRuns.createdAt)
          .limit(1);
        if (row) ids.push(row.id);
      }
      return ids;
    },
  };
}

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;
