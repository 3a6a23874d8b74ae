/** GET /api/admin/config: the configuration check. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_CONFIG_PATH, adminConfigSchema, type AdminConfig } from "../../../../contracts/admin";
import { adminFetch } from "./admin-fetch";

export async function getAdminConfig({ signal }: { signal?: AbortSignal } = {}): Promise<AdminConfig> {
  const res = await adminFetch(ADMIN_CONFIG_PATH, { signal });
  return adminConfigSchema.parse(await res.json());
}

export const adminConfigQueryOptions = queryOptions({ queryKey: [ADMIN_CONFIG_PATH], queryFn: getAdminConfig });

export function useAdminConfig() {
  return useQuery(adminConfigQueryOptions);
}
