import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";

/**
 * GET /api/health → { ok: true, db: "pglite" | "postgres" }; 503 when the database does not answer
 * (readiness: a load balancer should stop sending traffic here).
 * GET /api/health/live → { ok: true } with no database work (liveness: the process answers HTTP).
 * The benchmark also uses it as the bare route that the other API routes are compared with.
 */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get("/api/health", async (request, reply) => {
    try {
      await opts.database.ping();
      return { ok: true, db: opts.database.kind };
    } catch (err) {
      request.log.error({ err }, "database ping failed");
      return reply.status(503).send({ ok: false, db: opts.database.kind });
    }
  });

  app.get("/api/health/live", async () => ({ ok: true }));
}
