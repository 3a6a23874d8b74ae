/**
 * The likes rules: a VIP code skips the daily
 * limit; otherwise one successful use per IP per day and one per UID per day, decided by the
 * database: the free use is reserved before the provider is called, confirmed when likes were
 * sent, and given back when they were not.
 */
import type { FastifyBaseLogger } from "fastify";
import { DEMO_MESSAGE, IN_FLIGHT_MESSAGE, uidLimitMessage, vipLimitMessage, type LikeRequest, type LikeResponse, type LikesStatus } from "../../../contracts/likes";
import { FREE_USES_PER_DAY } from "../../../contracts/site-routes";
import { siteConfig } from "../../../site.config";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { IpHasher, UidHasher } from "../../lib/ip-hash";
import { NO_USAGE_COUNTER, type UsageCounter } from "../usage/service";
import { createVipService, type VipService } from "../vip/service";
import { calendarDay, secondsUntilNextDay } from "../../lib/calendar-day";
import { createLikesProvider, type LikesProvider } from "./provider";
import { createLikesRepository, hashStoredUids, type DailyKey } from "./repository";
import { canonicalUid } from "./uid";
import { NOT_SENT_MESSAGES, type NotSentReason, type ProviderOutcome } from "./upstream-mapping";

export const SENT_MESSAGE = "Likes sent successfully";
export const FREE_USE_KEPT = "Your free use for today was not counted.";

/** Reasons that are about the player, not about the service: answered 200 with success false. */
const PLAYER_REASONS: ReadonlySet<NotSentReason> = new Set(["no_likes", "uid_rejected"]);

/** A pending reservation older than the provider timeout plus this margin is abandoned. */
const STALE_MARGIN_MS = 60_000;

export type LikesResult = { httpStatus: number; body: LikeResponse };

export type LikesServiceDeps = {
  db: Db;
  provider: LikesProvider;
  vip: VipService;
  hashIp: IpHasher;
  /** UIDs are stored only as this keyed hash; the provider still gets the UID itself. */
  hashUid: UidHasher;
  timeZone: string;
  timeoutMs: number;
  telegramHandle: string;
  log: FastifyBaseLogger;
  /** Daily aggregate counts for the operator's dashboard (successes, limit refusals, provider failures). */
  usage?: UsageCounter;
  now?: () => Date;
};

export function createLikesService(deps: LikesServiceDeps) {
  const { provider, vip, hashIp, hashUid, timeZone, timeoutMs, telegramHandle, log, usage = NO_USAGE_COUNTER, now = () => new Date() } = deps;
  const repo = createLikesRepository(deps.db);
  const demo = provider.kind === "demo";

  function answer(outcome: ProviderOutcome, freeUse: boolean): LikesResult {
    if (outcome.kind === "sent") {
      const { kind: _kind, ...likes } = outcome;
      return { httpStatus: 200, body: { success: true, message: demo ? DEMO_MESSAGE : SENT_MESSAGE, ...likes, demo } };
    }
    const message = freeUse ? `${NOT_SENT_MESSAGES[outcome.reason]} ${FREE_USE_KEPT}` : NOT_SENT_MESSAGES[outcome.reason];
    return { httpStatus: PLAYER_REASONS.has(outcome.reason) ? 200 : 502, body: { success: false, message, code: outcome.reason, demo } };
  }

  async function callProvider(request: LikeRequest): Promise<ProviderOutcome> {
    try {
      const sent = await provider.send(request);
      // "Sent" with no likes added is not a success: the free use is given back, and the page
      // says 0 likes were given rather than "sent successfully" beside a +0.
      const outcome: ProviderOutcome = sent.kind === "sent" && sent.likesAdded <= 0 ? { kind: "not_sent", reason: "no_likes" } : sent;
      if (outcome.kind === "not_sent") log.warn({ reason: outcome.reason, region: request.region }, "likes provider did not send likes");
      return outcome;
    } catch (err) {
      log.error({ err }, "likes provider failed unexpectedly");
      return { kind: "not_sent", reason: "unavailable" };
    }
  }

  /** Why the reservation was refused: 429 with a message and a Retry-After. */
  async function refusal(key: DailyKey, at: Date): Promise<AppError | null> {
    const conflicts = await repo.findConflicts(key);
    if (conflicts.length === 0) return null; // released meanwhile: the caller tries again
    if (conflicts.some((c) => c.status === "pending")) {
      return new AppError("rate_limited", IN_FLIGHT_MESSAGE, { headers: { "retry-after": String(Math.ceil(timeoutMs / 1000) + 1) }, body: { code: "in_flight" } });
    }
    const byIp = conflicts.some((c) => c.ipHash === key.ipHash);
    const message = byIp ? vipLimitMessage(telegramHandle) : uidLimitMessage(telegramHandle);
    return new AppError("rate_limited", message, { headers: { "retry-after": String(secondsUntilNextDay(at, timeZone)) }, body: { code: byIp ? "ip_limit" : "uid_limit" } });
  }

  async function reserve(key: DailyKey, region: string, at: Date): Promise<string> {
    await repo.releaseStale(key, new Date(at.getTime() - timeoutMs - STALE_MARGIN_MS));
    for (let attempt = 0; attempt < 3; attempt++) {
      const id = await repo.reserve({ ...key, region, at });
      if (id) return id;
      const error = await refusal(key, at);
      if (error) throw error;
    }
    throw new AppError("rate_limited", IN_FLIGHT_MESSAGE, { headers: { "retry-after": "1" }, body: { code: "in_flight" } });
  }

  async function freeRequest(request: LikeRequest, ipHash: string): Promise<LikesResult> {
    const at = now();
    const key: DailyKey = { day: calendarDay(at, timeZone), ipHash, uid: hashUid(request.uid) };
    const reservation = await reserve(key, request.region, at);
    const outcome = await callProvider(request);
    try {
      if (outcome.kind === "sent") await repo.confirm(reservation, outcome.likesAdded, now());
      else await repo.release(reservation);
    } catch (err) {
      // The answer stands (likes were sent, or not); a reservation left pending expires as stale.
      log.error({ err, outcome: outcome.kind }, "could not settle a free likes reservation");
    }
    return answer(outcome, true);
  }

  async function vipRequest(request: LikeRequest, ipHash: string, codeId: number): Promise<LikesResult> {
    const outcome = await callProvider(request);
    if (outcome.kind === "sent") {
      await vip
        .recordUse({ codeId, ipHash, uid: hashUid(request.uid), region: request.region, likesAdded: outcome.likesAdded })
        .catch((err: unknown) => log.error({ err }, "could not record a VIP use"));
    }
    return answer(outcome, false);
  }

  return {
    providerKind: provider.kind,
    providerDescription: provider.description,

    /** The public facts, and whether the asking address has today's free use left. */
    async status(ip: string): Promise<LikesStatus> {
      const at = now();
      const used = await repo.ipHasUse(calendarDay(at, timeZone), hashIp(ip));
      return { demo, timeZone, freeUsesPerDay: FREE_USES_PER_DAY, freeUseLeft: !used, resetSeconds: used ? secondsUntilNextDay(at, timeZone) : null };
    },

    /** The page's check before it keeps a code: the same verdict a likes request with it would get. */
    async checkVipCode(authorization: string | undefined): Promise<{ valid: true }> {
      const code = await vip.verifyAuthorization(authorization);
      if (!code) throw new AppError("bad_request", 'Send a VIP code as "Authorization: Bearer <code>".');
      return { valid: true };
    },

    async request(asSent: LikeRequest, client: { ip: string; authorization: string | undefined }): Promise<LikesResult> {
      // One player, one UID: the limit, the records and the provider all see the canonical UID.
      const request: LikeRequest = { ...asSent, uid: canonicalUid(asSent.uid) };
      const code = await vip.verifyAuthorization(client.authorization);
      const ipHash = hashIp(client.ip);
      let result: LikesResult;
      try {
        result = code ? await vipRequest(request, ipHash, code.codeId) : await freeRequest(request, ipHash);
      } catch (err) {
        if (err instanceof AppError && err.code === "rate_limited") await usage.count("likes_refused");
        throw err;
      }
      if (result.body.success) await usage.count("likes_success");
      else if (result.httpStatus >= 500) await usage.count("likes_failed");
      return result;
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;

/** The service as the app runs it: provider, hashers and VIP codes from the config; UIDs stored before hashing are hashed first. */
export async function likesServiceFromConfig(
  config: Pick<AppConfig, "likes" | "limitTimeZone">,
  db: Db,
  log: FastifyBaseLogger,
  { hashIp, hashUid }: { hashIp: IpHasher; hashUid: UidHasher },
  usage?: UsageCounter,
): Promise<LikesService> {
  const provider = createLikesProvider(config.likes);
  const { telegramHandle } = siteConfig;
  const rehashed = await hashStoredUids(db, hashUid);
  if (rehashed > 0) log.info({ rows: rehashed }, "stored player UIDs replaced by their keyed hash");
  return createLikesService({
    db,
    provider,
    vip: createVipService(db, { telegramHandle }),
    hashIp,
    hashUid,
    timeZone: config.limitTimeZone,
    timeoutMs: config.likes.timeoutMs,
    telegramHandle,
    log,
    usage,
  });
}
