import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  LIKES_API_PATH,
  LIKES_STATUS_PATH,
  LIKES_VIP_CHECK_PATH,
  likeRequestSchema,
  likeResponseSchema,
  likesStatusSchema,
  vipCheckSchema,
  VIP_CHECKS_PER_MINUTE,
} from "../../../contracts/likes";
import { errorResponses } from "../../lib/route-schemas";
import type { LikesService } from "./service";

/** Bursts are refused before the database is asked; the daily rule itself is in the service. */
const BURST_LIMIT = { max: 60, timeWindow: "1 minute" };
/** A likes request is about 40 bytes: anything over 1 KB is refused (413) before it is parsed. */
const BODY_LIMIT_BYTES = 1024;
/** A VIP code, when the visitor has one; a missing or wrong one is the service's answer, not a schema error. Loose: the other headers stay. */
const vipHeaders = z.looseObject({ authorization: z.string().optional().describe("Bearer <VIP code>") });

/**
 * POST /api/ff-likes {uid, region} -> the likes response (`likeResponseSchema`, + `demo`).
 * GET /api/ff-likes/status -> {demo, timeZone, freeUsesPerDay, freeUseLeft, resetSeconds}: public facts, and this address's use today.
 * GET /api/ff-likes/vip (Authorization: Bearer <code>) -> {valid: true}, or 401 saying why.
 */
export async function likesRoutes(fastify: FastifyInstance, opts: { service: LikesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    LIKES_API_PATH,
    {
      bodyLimit: BODY_LIMIT_BYTES,
      config: { rateLimit: BURST_LIMIT },
      // 200 carries a player's refusal too (success false); 502 an upstream failure, in the same shape.
      schema: { body: likeRequestSchema, headers: vipHeaders, response: { 200: likeResponseSchema, 502: likeResponseSchema, ...errorResponses(400, 401, 413, 415, 429, 503) } },
    },
    async (request, reply) => {
      const result = await opts.service.request(request.body, { ip: request.ip, authorization: request.headers.authorization });
      return reply.status(result.httpStatus as 200 | 502).send(result.body);
    },
  );

  app.get(
    LIKES_VIP_CHECK_PATH,
    {
      config: { rateLimit: { max: VIP_CHECKS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: { headers: vipHeaders, response: { 200: vipCheckSchema, ...errorResponses(401, 429, 503) } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return opts.service.checkVipCode(request.headers.authorization);
    },
  );

  app.get(LIKES_STATUS_PATH, { schema: { response: { 200: likesStatusSchema, ...errorResponses(503) } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return opts.service.status(request.ip);
  });
}
