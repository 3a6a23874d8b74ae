/** The tool-usage route's path parameters, validated on the server against the shared tool ids. */
import { z } from "./zod";
import { TOOL_IDS, type ToolId } from "./tools";

export const toolIdSchema = z.enum(TOOL_IDS) satisfies z.ZodType<ToolId>;

export const toolUsageParamsSchema = z.object({ tool: toolIdSchema });
