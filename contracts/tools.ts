/**
 * Tool identifiers for usage counting (spec 1 section 3) and the tool-usage call (section 7):
 * the generators send `POST /api/tool-usage/{tool}` after each generation; the server counts
 * only these four ids.
 */
import { z } from "zod";

export const TOOL_IDS = ["ff-name-generator", "uid-generator", "sensitivity-generator", "password-generator"] as const;

export const toolIdSchema = z.enum(TOOL_IDS);
export type ToolId = z.infer<typeof toolIdSchema>;

/** The route's path parameters. */
export const toolUsageParamsSchema = z.object({ tool: toolIdSchema });
export type ToolUsageParams = z.infer<typeof toolUsageParamsSchema>;

export const TOOL_USAGE_ROUTE = "/api/tool-usage/:tool";

export function toolUsagePath(tool: ToolId): string {
  return `/api/tool-usage/${tool}`;
}
