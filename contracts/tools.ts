/**
 * Tool identifiers for usage counting and the tool-usage call:
 * the generators send `POST /api/tool-usage/{tool}` after each generation; the server counts
 * only these four ids. Plain constants, so the browser's generators load no schema library;
 * the route's zod schema is in tool-usage-schema.ts.
 */
export const TOOL_IDS = ["ff-name-generator", "uid-generator", "sensitivity-generator", "password-generator"] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export const TOOL_USAGE_ROUTE = "/api/tool-usage/:tool";

export function toolUsagePath(tool: ToolId): string {
  return `/api/tool-usage/${tool}`;
}
