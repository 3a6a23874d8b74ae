/** /api/admin/session: whether this browser is signed in (GET), sign in (POST), sign out (DELETE). */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_API, ADMIN_HTTPS_REQUIRED_REASON, ADMIN_SESSION_PATH, type AdminSignIn } from "../../../../contracts/admin";
import { HttpError } from "../../../lib/query-client";
import { adminFetch, errorMessage } from "./admin-fetch";

/**
 * "disabled" carries the server's own words on how to turn the dashboard on: the client bundle
 * must not name server settings (scripts/check-client-secrets.ts).
 */
export type AdminSessionState = { state: "signed-in" } | { state: "signed-out" } | { state: "disabled"; message: string } | { state: "https-required"; message: string };

function reasonOf(error: HttpError): unknown {
  try {
    return (JSON.parse(error.body) as { reason?: unknown }).reason;
  } catch {
    return undefined;
  }
}

export async function getAdminSession({ signal }: { signal?: AbortSignal } = {}): Promise<AdminSessionState> {
  try {
    await adminFetch(ADMIN_SESSION_PATH, { signal });
    return { state: "signed-in" };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return { state: "signed-out" };
    if (error instanceof HttpError && error.status === 503) return { state: "disabled", message: errorMessage(error) };
    // Plain HTTP away from localhost: the browser would drop the session cookie; say so instead.
    if (error instanceof HttpError && error.status === 403 && reasonOf(error) === ADMIN_HTTPS_REQUIRED_REASON) {
      return { state: "https-required", message: errorMessage(error) };
    }
    throw error;
  }
}

export const adminSessionQueryOptions = queryOptions({ queryKey: [ADMIN_SESSION_PATH], queryFn: getAdminSession });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions);
}

/** After signing in or out, every admin query starts again from the server. */
function useResetAdmin() {
  const client = useQueryClient();
  return () => client.resetQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ADMIN_API) });
}

export function useSignIn() {
  const reset = useResetAdmin();
  return useMutation({
    mutationFn: async (input: AdminSignIn) => {
      await adminFetch(ADMIN_SESSION_PATH, { method: "POST", body: input });
    },
    onSuccess: reset,
  });
}

export function useSignOut() {
  const reset = useResetAdmin();
  return useMutation({
    mutationFn: async () => {
      await adminFetch(ADMIN_SESSION_PATH, { method: "DELETE" });
    },
    onSuccess: reset,
  });
}
