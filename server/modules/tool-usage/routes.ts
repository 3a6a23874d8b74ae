/**
 * POST /api/tool-usage/:tool → 204. Sent fire-and-forget by the four generators after each
 * generation. Unknown tools get 404; more than TOOL_USAGE_BURST requests per
 * IP in the window get 429, so one client cannot inflate the counts; a request from another site
 * gets 403, so other sites cannot either, and a body that is neither absent nor JSON 415
 * (server/lib/same-site-json.ts).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toolUsageParamsSchema } from "../../../contracts/tool-usage-schema";
import { TOOL_USAGE_ROUTE } from "../../../contracts/tools";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { errorResponses } from "../../lib/route-schemas";
import { requireSameSiteNoBodyOrJson } from "../../lib/same-site-json";
import { createToolUsageService, UNKNOWN_TOOL_MESSAGE } from "./service";

/** Generous for a person clicking Generate quickly; stops scripted inflation. */
export const TOOL_USAGE_BURST = { max: 60, timeWindowMs: 60_000 } as const;
export const TOOL_USAGE_RATE_LIMITED_MESSAGE = "Too many requests. Please slow down.";

export async function toolUsageRoutes(fastify: FastifyInstance, opts: { database: Database; timeZone: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createToolUsageService({ db: opts.database.db, timeZone: opts.timeZone });

  app.post(
    TOOL_USAGE_ROUTE,
    {
      onRequest: requireSameSiteNoBodyOrJson,
      config: {
        // Keyed by request.ip (the plugin's default key), which honours TRUST_PROXY and nothing else.
        rateLimit: {
          max: TOOL_USAGE_BURST.max,
          timeWindow: TOOL_USAGE_BURST.timeWindowMs,
          errorResponseBuilder: () => new AppError("rate_limited", TOOL_USAGE_RATE_LIMITED_MESSAGE),
        },
        // An unknown tool is a 404 that names the known ids (never echoes the input).
        invalidRequest: { code: "not_found", message: UNKNOWN_TOOL_MESSAGE },
      },
      // No body (the site's own call) or an empty JSON object; a request from another site is 403 (same-site-json.ts).
      schema: { params: toolUsageParamsSchema, response: { 204: z.null().describe("Counted."), ...errorResponses(403, 404, 415, 429, 503) } },
    },
    async (request, reply) => {
      await service.record(request.params.tool);
      return reply.status(204).send(null); // a 204 is sent without a body whatever is passed
    },
  );
}
