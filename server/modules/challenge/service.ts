/**
 * The daily challenge's rules (decisions 028, 035 and 036), one file a concern: runs started on the
 * server with a single-use token and their own deal, hidden deals played move by move and the
 * finish seal (runs-service.ts), live checkpoints (checkpoints-service.ts), a submission checked in
 * a fixed order, cheap refusals first and the replay last, off the request thread
 * (submit-service.ts), names a device owns (names-service.ts), the review gate (review-gate.ts),
 * and boards where ties share a rank (boards-service.ts). The operator's actions are in
 * admin-service.ts.
 */
import type { z } from "zod";
import { CHALLENGE_GAMES, type ChallengeToday } from "../../../contracts/challenge";
import { calendarDay, daysBefore } from "../../lib/calendar-day";
import { createChallengeAdmin } from "./admin-service";
import { createBoardsService } from "./boards-service";
import { createCheckpointsService } from "./checkpoints-service";
import { nameKey } from "./names";
import { createNameRules } from "./names-service";
import { createChallengeRepository } from "./repository";
import { createRunsService } from "./runs-service";
import { bad, type ChallengeContext, type ChallengeServiceDeps } from "./service-context";
import { createSubmitService } from "./submit-service";

/** Runs and their nicknames are kept this many days (privacy page), each game's public record longer. */
export const RUN_RETENTION_DAYS = 90;
/** Started runs, limit counters and name slots hold address and device hashes: kept while their day can still be played. */
export const COUNTER_RETENTION_DAYS = 2;

export function createChallengeService(deps: ChallengeServiceDeps) {
  const ctx: ChallengeContext = { deps, repo: createChallengeRepository(deps.db), now: deps.now ?? (() => new Date()) };
  const { repo, now } = ctx;
  const today = () => calendarDay(now(), deps.timeZone);
  let prunedOn = "";

  async function pruneOncePerDay(day: string) {
    if (prunedOn === day) return;
    prunedOn = day;
    const keep: number[] = [];
    for (const game of CHALLENGE_GAMES) {
      const record = await repo.record(game);
      if (record) keep.push(record.id);
    }
    await repo.prune(daysBefore(day, RUN_RETENTION_DAYS), daysBefore(day, COUNTER_RETENTION_DAYS), keep);
    await repo.rekeyNames(nameKey);
  }

  return {
    async today(): Promise<ChallengeToday> {
      const day = today();
      await pruneOncePerDay(day);
      return { day, games: CHALLENGE_GAMES.map((game) => ({ game })) };
    },
    ...createRunsService(ctx, pruneOncePerDay),
    ...createCheckpointsService(ctx),
    ...createSubmitService(ctx, createNameRules(ctx)),
    ...createBoardsService(ctx, today),

    /** Retention now (also run by the first start or /today of each day); for the operator's tools and tests. */
    async prune(): Promise<void> {
      prunedOn = "";
      await pruneOncePerDay(today());
    },

    /**
     * A large body (submission or finish seal), parsed off the request thread: everything but its
     * log (null), and the log's hash. The route's schema saw only its text, so the schema is
     * applied here, to what the worker sent back, with the same 400 and message.
     */
    async parseLargeBody<T>(text: string, schema: z.ZodType<T>): Promise<{ body: T; logHash: string | null }> {
      const parsed = await deps.verifier.parseBody(text);
      if (!parsed.ok) throw bad(parsed.message ?? "The request body is not valid JSON.", parsed.message ? "log_malformed" : undefined);
      const checked = schema.safeParse(parsed.body);
      if (!checked.success) throw bad(checked.error.issues[0]?.message ?? "Invalid request");
      return { body: checked.data, logHash: parsed.logHash };
    },
    // The operator's actions (admin-routes.ts).
    ...createChallengeAdmin(repo, today, now),
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
