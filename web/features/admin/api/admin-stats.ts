/** GET /api/admin/stats?days=7|30|90: per-day counts for the charts. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_STATS_PATH, adminStatsSchema, type AdminStats, type StatsRange } from "../../../../contracts/admin";
import { adminFetch } from "./admin-fetch";

export async function getAdminStats(range: StatsRange, { signal }: { signal?: AbortSignal } = {}): Promise<AdminStats> {
  const res = await adminFetch(`${ADMIN_STATS_PATH}?days=${range}`, { signal });
  return adminStatsSchema.parse(await res.json());
}

export const adminStatsQueryOptions = (range: StatsRange) =>
  queryOptions({ queryKey: [ADMIN_STATS_PATH, range], queryFn: ({ signal }) => getAdminStats(range, { signal }), placeholderData: keepPreviousData });

export function useAdminStats(range: StatsRange) {
  return useQuery(adminStatsQueryOptions(range));
}
