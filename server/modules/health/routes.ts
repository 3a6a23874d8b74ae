import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HEALTH_LIVE_PATH, HEALTH_PATH, healthLiveSchema, healthNotReadySchema, healthReadySchema } from "../../../contracts/health";
import type { Database } from "../../db/client";
import { withTimeout } from "../../lib/timeout";

/**
 * The readiness answer must come within 2 s even when the database stalls (a load balancer gives up after that), so
 * the ping gets 1.5 s whatever the database's own timeouts are; PGlite is bounded the same way.
 */
export const HEALTH_PING_TIMEOUT_MS = 1500;

/**
 * GET /api/health → { ok: true, db: "pglite" | "postgres" }; 503 when the database does not answer
 * (readiness: a load balancer should stop sending traffic here).
 * GET /api/health/live → { ok: true } with no database work (liveness: the process answers HTTP).
 * The benchmark also uses it as the bare route that the other API routes are compared with.
 */
export async function healthRoutes(fastify: FastifyInstance, opts: { database: Database; pingTimeoutMs?: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pingTimeoutMs = opts.pingTimeoutMs ?? HEALTH_PING_TIMEOUT_MS;
  app.get(HEALTH_PATH, { schema: { response: { 200: healthReadySchema, 503: healthNotReadySchema } } }, async (request, reply) => {
    try {
      await withTimeout(opts.database.ping(), pingTimeoutMs, () => new Error(`database ping did not answer within ${pingTimeoutMs} ms`));
      return { ok: true as const, db: opts.database.kind };
    } catch (err) {
      request.log.error({ err }, "database ping failed");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ ok: false as const, db: opts.database.kind });
    }
  });

  app.get(HEALTH_LIVE_PATH, { schema: { response: { 200: healthLiveSchema } } }, async () => ({ ok: true as const }));
}
