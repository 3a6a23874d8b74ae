/**
 * The boards as visitors see them: each game's day (ties share a rank, a name is one device's),
 * yesterday's winners, each game's record, and a ranked run's record to watch it played back, with
 * a visitor's report of it.
 */
import {
  ALREADY_REPORTED_MESSAGE,
  CHALLENGE_GAMES,
  RUN_ID_PATTERN,
  RUN_NOT_FOUND_MESSAGE,
  type ChallengeGame,
  type LeaderboardResponse,
  type RecordsResponse,
  type WinnersResponse,
} from "../../../contracts/challenge";
import { daysBefore } from "../../lib/calendar-day";
import { AppError } from "../../lib/errors";
import { nameKey } from "./names";
import { recordJson } from "./record-json";
import { conflict, type ChallengeContext } from "./service-context";
import { hashDeviceKey } from "./signing";

export function createBoardsService({ repo }: ChallengeContext, today: () => string) {
  return {
    async leaderboard(game: ChallengeGame, day: string | undefined, nickname: string | undefined): Promise<LeaderboardResponse> {
      const onDay = day ?? today();
      const board = await repo.leaderboard(onDay, game, nickname ? nameKey(nickname) : undefined);
      return nickname ? { day: onDay, game, entries: board.entries, you: board.you } : { day: onDay, game, entries: board.entries };
    },

    /** Each game's first place on the day; players tied for first are all first. */
    async winners(day: string | undefined): Promise<WinnersResponse> {
      const onDay = day ?? daysBefore(today(), 1);
      const winners: WinnersResponse["winners"] = [];
      for (const game of CHALLENGE_GAMES) {
        for (const first of (await repo.leaderboard(onDay, game)).entries.filter((e) => e.rank === 1)) winners.push({ game, nickname: first.nickname, score: first.score });
      }
      return { day: onDay, winners };
    },

    /** A ranked run's public record, for anyone to watch it played back (404 otherwise). */
    async runRecord(runId: string): Promise<string> {
      const row = RUN_ID_PATTERN.test(runId) ? await repo.publicRun(runId) : null;
      if (!row) throw new AppError("not_found", RUN_NOT_FOUND_MESSAGE);
      return recordJson(row);
    },

    /** A visitor's report of a ranked run they watched: once per device per run. */
    async report(runId: string, deviceKey: string): Promise<void> {
      const row = RUN_ID_PATTERN.test(runId) ? await repo.publicRun(runId) : null;
      if (!row) throw new AppError("not_found", RUN_NOT_FOUND_MESSAGE);
      if (!(await repo.report(runId, hashDeviceKey(deviceKey)))) throw conflict(ALREADY_REPORTED_MESSAGE, "already_reported");
    },

    async records(): Promise<RecordsResponse> {
      const records: RecordsResponse["records"] = [];
      for (const game of CHALLENGE_GAMES) {
        const best = await repo.record(game);
        if (best) records.push({ game, day: best.day, nickname: best.nickname, score: best.score });
      }
      return { records };
    },
  };
}
