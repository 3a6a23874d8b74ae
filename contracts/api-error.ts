/**
 * The body of every refused or failed API request (server/plugins/error-mapper.ts): the visitor's
 * message and the request id that the same line in the server's log carries. Loose: a few
 * refusals add a field of their own (the admin HTTPS rule's `reason`), which must reach the page.
 */
import { z } from "./zod";

export const apiErrorSchema = z
  .looseObject({
    success: z.literal(false),
    message: z.string(),
    /** Added to every JSON answer as it is sent (server/plugins/request-id.ts). */
    requestId: z.string().optional(),
  })
  // Named, so the OpenAPI document (docs/openapi.json) refers to one definition from every status.
  .meta({ id: "ApiError" });
