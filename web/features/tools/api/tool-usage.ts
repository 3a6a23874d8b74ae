/**
 * POST /api/tool-usage/{tool}: sent after each generation, fire and forget.
 * The answer is not used; a failure is only logged, never shown.
 */
import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { COUNTER_REQUEST_INIT } from "../../../../contracts/counters";
import { toolUsagePath, type ToolId } from "../../../../contracts/tools";
import { throwIfNotOk } from "../../../lib/query-client";

export async function postToolUsage(tool: ToolId): Promise<void> {
  // keepalive lets the count arrive even if the visitor leaves right after generating.
  const res = await fetch(toolUsagePath(tool), { method: "POST", credentials: "include", keepalive: true, ...COUNTER_REQUEST_INIT });
  await throwIfNotOk(res);
}

/** Returns a function that records one use of `tool`. */
export function useRecordToolUsage(tool: ToolId): () => void {
  const { mutate } = useMutation({
    mutationFn: () => postToolUsage(tool),
    onError: (err) => console.warn(`Tool usage for ${tool} was not recorded:`, err),
  });
  return useCallback(() => mutate(), [mutate]);
}
