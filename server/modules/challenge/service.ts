/**
 * The daily challenge's rules (decision 028): today's seeds and token, verifying a submitted run
 * by replaying it, the daily limit, nicknames, leaderboards, and the operator's actions.
 */
import {
  BAD_TOKEN_MESSAGE,
  CHALLENGE_GAMES,
  DAILY_LIMIT_MESSAGE,
  DAILY_SUBMISSIONS_PER_GAME,
  NICKNAME_REFUSED_MESSAGE,
  OTHER_DAY_TOKEN_MESSAGE,
  SCORE_MISMATCH_MESSAGE,
  TOO_FAST_MESSAGE,
  challengeRunRequestSchema,
  type ChallengeGame,
  type ChallengeRunResponse,
  type ChallengeToday,
  type LeaderboardResponse,
  type RecordsResponse,
  type WinnersResponse,
} from "../../../contracts/challenge";
import { replayRun } from "../../../games/challenge/replay";
import type { Db } from "../../db/client";
import { calendarDay, daysBefore, nextDayStart } from "../../lib/calendar-day";
import { AppError } from "../../lib/errors";
import type { IpHasher } from "../../lib/ip-hash";
import { isProfane } from "./nickname-filter";
import { createChallengeRepository, type Outcome } from "./repository";
import { daySeed, signToken, verifyToken } from "./signing";

/** Runs and their nicknames are kept this many days (privacy page), each game's all-time best longer. */
export const RUN_RETENTION_DAYS = 90;
/** Limit counters hold keyed IP hashes: kept only while their day can still be played. */
export const COUNTER_RETENTION_DAYS = 2;
/**
 * The view's fixed-step loop never runs ticks faster than the clock, so a real run of n ticks took
 * at least n x tickMs since the token was fetched; this much slack covers timer granularity.
 */
export const WALL_CLOCK_SLACK_MS = 2_000;

export type ChallengeServiceDeps = { db: Db; secret: string; hashIp: IpHasher; timeZone: string; now?: () => Date };

export function createChallengeService(deps: ChallengeServiceDeps) {
  const repo = createChallengeRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const today = () => calendarDay(now(), deps.timeZone);
  let prunedOn = "";

  const keyOf = (nickname: string) => nickname.toLowerCase();

  async function pruneOncePerDay(day: string) {
    if (prunedOn === day) return;
    prunedOn = day;
    const keep = await repo.recordIds(CHALLENGE_GAMES);
    await repo.prune(daysBefore(day, RUN_RETENTION_DAYS), daysBefore(day, COUNTER_RETENTION_DAYS), keep);
  }

  async function refuse(day: string, error: AppError): Promise<never> {
    await repo.countOutcome(day, "refused");
    throw error;
  }

  return {
    async today(): Promise<ChallengeToday> {
      const at = now();
      const day = calendarDay(at, deps.timeZone);
      await pruneOncePerDay(day);
      return {
        day,
        token: signToken(deps.secret, { day, issuedAt: at.getTime() }),
        games: CHALLENGE_GAMES.map((game) => ({ game, seed: daySeed(deps.secret, day, game) })),
      };
    },

    async submit(body: unknown, ip: string): Promise<ChallengeRunResponse> {
      const parsed = challengeRunRequestSchema.safeParse(body);
      if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid request");
      const run = parsed.data;
      const at = now();
      const day = calendarDay(at, deps.timeZone);
      const token = verifyToken(deps.secret, run.token);
      if (!token) throw new AppError("bad_request", BAD_TOKEN_MESSAGE);
      if (token.day !== day) throw new AppError("bad_request", OTHER_DAY_TOKEN_MESSAGE);
      const nicknameKey = keyOf(run.nickname);
      if (isProfane(run.nickname) || (await repo.isBlocked(nicknameKey))) throw new AppError("bad_request", NICKNAME_REFUSED_MESSAGE);

      // Counted before the replay, so a flood of runs costs the server at most 10 replays per IP.
      const ipHash = deps.hashIp(ip);
      if (!(await repo.takeSubmission(day, run.game, ipHash, DAILY_SUBMISSIONS_PER_GAME))) {
        const retry = Math.max(1, Math.ceil((nextDayStart(at, deps.timeZone).getTime() - at.getTime()) / 1000));
        throw new AppError("rate_limited", DAILY_LIMIT_MESSAGE, { headers: { "retry-after": String(retry) } });
      }

      const replay = replayRun(run.game, daySeed(deps.secret, day, run.game), run.log);
      if (!replay.ok) return refuse(day, new AppError("bad_request", replay.message));
      if (replay.ticks * replay.tickMs > at.getTime() - token.issuedAt + WALL_CLOCK_SLACK_MS) return refuse(day, new AppError("bad_request", TOO_FAST_MESSAGE));
      if (replay.score !== run.claimedScore) {
        await repo.countOutcome(day, "refused");
        throw new AppError("unprocessable", SCORE_MISMATCH_MESSAGE);
      }

      const saved = await repo.insertRun({ day, game: run.game, nickname: run.nickname, nicknameKey, score: replay.score, ipHash });
      await repo.countOutcome(day, "verified");
      const rank = await repo.rankOf(day, run.game, nicknameKey, replay.score, saved.createdAt);
      return { day, game: run.game, score: replay.score, rank };
    },

    async leaderboard(game: ChallengeGame, day: string | undefined, nickname: string | undefined): Promise<LeaderboardResponse> {
      const onDay = day ?? today();
      const board = await repo.leaderboard(onDay, game, nickname ? keyOf(nickname) : undefined);
      return nickname ? { day: onDay, game, entries: board.entries, you: board.you } : { day: onDay, game, entries: board.entries };
    },

    async winners(day: string | undefined): Promise<WinnersResponse> {
      const onDay = day ?? daysBefore(today(), 1);
      const winners: WinnersResponse["winners"] = [];
      for (const game of CHALLENGE_GAMES) {
        const first = (await repo.leaderboard(onDay, game)).entries[0];
        if (first) winners.push({ game, nickname: first.nickname, score: first.score });
      }
      return { day: onDay, winners };
    },

    async records(): Promise<RecordsResponse> {
      const records: RecordsResponse["records"] = [];
      for (const game of CHALLENGE_GAMES) {
        const best = await repo.record(game);
        if (best) records.push({ game, ...best });
      }
      return { records };
    },

    // ── operator ──
    async adminBoards(day: string | undefined) {
      const onDay = day ?? today();
      const boards = [];
      for (const game of CHALLENGE_GAMES) boards.push({ game, entries: await repo.adminBoard(onDay, game) });
      return { day: onDay, boards };
    },
    removeRun: (id: number) => repo.deleteRun(id),
    blockNickname: (nickname: string) => repo.block(keyOf(nickname)),
    async outcomes(days: number): Promise<{ days: { day: string; verified: number; refused: number }[] }> {
      const from = daysBefore(today(), days - 1);
      const rows = await repo.outcomesSince(from);
      const out = Array.from({ length: days }, (_, i) => {
        const day = daysBefore(today(), i);
        const count = (o: Outcome) => rows.find((r) => r.day === day && r.outcome === o)?.count ?? 0;
        return { day, verified: count("verified"), refused: count("refused") };
      });
      return { days: out.reverse() };
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
