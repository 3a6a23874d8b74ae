/**
 * What every part of the challenge service shares: its dependencies, the shape of a refusal (a
 * message with its reason beside it, so the page can say it in the visitor's language), and the
 * check of the token a request names.
 */
import {
  BAD_TOKEN_MESSAGE,
  LOG_TOO_DEEP_MESSAGE,
  MAX_LOG_DEPTH,
  nestedDeeperThan,
  OTHER_DAY_TOKEN_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_OTHER_GAME_MESSAGE,
  type ChallengeErrorReason,
  type ChallengeGame,
} from "../../../contracts/challenge";
import type { DealSource } from "../../../games/challenge/deal";
import type { Db } from "../../db/client";
import { calendarDay, secondsUntilNextDay } from "../../lib/calendar-day";
import { AppError } from "../../lib/errors";
import type { IpHasher } from "../../lib/ip-hash";
import type { ChallengeRepository } from "./repository";
import { hashToken, runDealKey, runDraws } from "./signing";
import type { StartedRun } from "./started-runs-repository";
import type { VerifyPool } from "./verify-pool";

/**
 * `attemptsPerDay`: runs a device may start per game per day (CHALLENGE_ATTEMPTS_PER_DAY, server/config.ts).
 * `dealSecret` keys the hidden deals' tapes (deal-secret.ts, signing.ts).
 */
export type ChallengeServiceDeps = { db: Db; hashIp: IpHasher; dealSecret: string; timeZone: string; verifier: VerifyPool; attemptsPerDay: number; now?: () => Date };

export type ChallengeContext = { deps: ChallengeServiceDeps; repo: ChallengeRepository; now: () => Date };

export const RUN_FINISHED_MESSAGE = "This run is already over: no more moves can be added.";

/** A refusal with its reason beside the message (contracts/challenge.ts), so the page can say it in the visitor's language. */
export const bad = (message: string, reason?: ChallengeErrorReason) => new AppError("bad_request", message, reason ? { body: { reason } } : {});
export const conflict = (message: string, reason: ChallengeErrorReason) => new AppError("conflict", message, { body: { reason } });

/** A daily limit's refusal: 429 with Retry-After to the next day in `timeZone`. */
export const dailyLimit = (timeZone: string, message: string, reason: ChallengeErrorReason, at: Date, extra: Record<string, unknown> = {}) =>
  new AppError("rate_limited", message, { headers: { "retry-after": String(secondsUntilNextDay(at, timeZone)) }, body: { reason, ...extra } });

/** A log nested deeper than any game's is a 400 before anything walks it (hashing it overflowed the stack). */
export function refuseDeepLog(log: unknown): void {
  if (nestedDeeperThan(log, MAX_LOG_DEPTH)) throw bad(LOG_TOO_DEEP_MESSAGE, "log_malformed");
}

/** The started run a token names, refused when it is unknown, another game's, another day's or past its expiry (in that order). */
export function checkedRun<R extends Pick<StartedRun, "game" | "day" | "expiresAt">>(run: R | null, game: ChallengeGame, at: Date, timeZone: string): R {
  if (!run) throw bad(BAD_TOKEN_MESSAGE, "bad_token");
  if (run.game !== game) throw bad(TOKEN_OTHER_GAME_MESSAGE, "other_game");
  if (run.day !== calendarDay(at, timeZone)) throw bad(OTHER_DAY_TOKEN_MESSAGE, "other_day");
  if (at.getTime() > run.expiresAt.getTime()) throw bad(TOKEN_EXPIRED_MESSAGE, "token_expired");
  return run;
}

/** The started run a token names, checked (checkedRun). */
export async function startedRun({ repo, deps }: ChallengeContext, token: string, game: ChallengeGame, at: Date): Promise<StartedRun> {
  return checkedRun(await repo.startedRunByTokenHash(hashToken(token)), game, at, deps.timeZone);
}

/**
 * A hidden-deal run's deal: its tape of keyed draws, or the seed of a run started before tapes
 * (kept while such a run can still be played).
 */
export const hiddenDeal = (dealSecret: string, run: { id: string; seed: number | null }): DealSource =>
  run.seed === null ? { draw: runDraws(runDealKey(dealSecret, run.id)) } : { seed: Number(run.seed) };
