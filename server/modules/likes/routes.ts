import type { FastifyInstance } from "fastify";
import { LIKES_API_PATH, LIKES_STATUS_PATH, LIKES_VIP_CHECK_PATH, likeRequestSchema, VIP_CHECKS_PER_MINUTE } from "../../../contracts/likes";
import { AppError } from "../../lib/errors";
import type { LikesService } from "./service";

/** Bursts are refused before the database is asked; the daily rule itself is in the service. */
const BURST_LIMIT = { max: 60, timeWindow: "1 minute" };
/** A likes request is about 40 bytes: anything over 1 KB is refused (413) before it is parsed. */
const BODY_LIMIT_BYTES = 1024;

/**
 * POST /api/ff-likes {uid, region} -> the spec's likes response (+ `demo`).
 * GET /api/ff-likes/status -> {demo, timeZone, freeUsesPerDay}: public facts for the page.
 * GET /api/ff-likes/vip (Authorization: Bearer <code>) -> {valid: true}, or 401 saying why.
 */
export async function likesRoutes(app: FastifyInstance, opts: { service: LikesService }) {
  app.post(LIKES_API_PATH, { bodyLimit: BODY_LIMIT_BYTES, config: { rateLimit: BURST_LIMIT } }, async (request, reply) => {
    const parsed = likeRequestSchema.safeParse(request.body);
    if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid request");
    const result = await opts.service.request(parsed.data, { ip: request.ip, authorization: request.headers.authorization });
    return reply.status(result.httpStatus).send(result.body);
  });

  app.get(LIKES_VIP_CHECK_PATH, { config: { rateLimit: { max: VIP_CHECKS_PER_MINUTE, timeWindow: "1 minute" } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return opts.service.checkVipCode(request.headers.authorization);
  });

  app.get(LIKES_STATUS_PATH, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return opts.service.status();
  });
}
