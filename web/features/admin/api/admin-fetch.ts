/** The admin API's one fetch: the session cookie, the CSRF header on writes, errors as HttpError. */
import { ADMIN_CSRF_HEADER } from "../../../../contracts/admin";
import { throwIfNotOk } from "../../../lib/query-client";

export async function adminFetch(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<Response> {
  const method = init.method ?? "GET";
  const headers: Record<string, string> = {};
  if (method !== "GET") headers[ADMIN_CSRF_HEADER] = "1";
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(path, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: "same-origin",
    signal: init.signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** The `message` of an API error body, or the error's own text. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === "object" && "body" in error && typeof error.body === "string") {
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown };
      if (typeof parsed.message === "string") return parsed.message;
    } catch {
      // not JSON: fall through
    }
  }
  return error instanceof Error ? error.message : String(error);
}
