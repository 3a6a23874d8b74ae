/**
 * POST /api/tool-usage/:tool → 204. Sent fire-and-forget by the four generators after each
 * generation (spec 1 section 7). Unknown tools get 404; more than TOOL_USAGE_BURST requests per
 * IP in the window get 429, so one client cannot inflate the counts; a request from another site,
 * or one that is not JSON, gets 403 or 415, so other sites cannot either (server/lib/same-site-json.ts).
 */
import type { FastifyInstance } from "fastify";
import { TOOL_USAGE_ROUTE } from "../../../contracts/tools";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { requireSameSiteJson } from "../../lib/same-site-json";
import { createToolUsageService, parseToolParams } from "./service";

/** Generous for a person clicking Generate quickly; stops scripted inflation. */
export const TOOL_USAGE_BURST = { max: 60, timeWindowMs: 60_000 } as const;
export const TOOL_USAGE_RATE_LIMITED_MESSAGE = "Too many requests. Please slow down.";

export async function toolUsageRoutes(app: FastifyInstance, opts: { database: Database; timeZone: string }) {
  const service = createToolUsageService({ db: opts.database.db, timeZone: opts.timeZone });

  app.post(
    TOOL_USAGE_ROUTE,
    {
      onRequest: requireSameSiteJson,
      config: {
        // Keyed by request.ip (the plugin's default key), which honours TRUST_PROXY and nothing else.
        rateLimit: {
          max: TOOL_USAGE_BURST.max,
          timeWindow: TOOL_USAGE_BURST.timeWindowMs,
          errorResponseBuilder: () => new AppError("rate_limited", TOOL_USAGE_RATE_LIMITED_MESSAGE),
        },
      },
    },
    async (request, reply) => {
      await service.record(parseToolParams(request.params));
      return reply.status(204).send();
    },
  );
}
