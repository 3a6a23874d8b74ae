/** GET /api/admin/vip (the table) and POST /api/admin/vip (issue a code, shown once). */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_VIP_PATH, adminVipListSchema, vipIssuedSchema, type AdminVipCode, type VipIssue, type VipIssued } from "../../../../contracts/admin";
import { adminFetch } from "./admin-fetch";

export async function getVipCodes({ signal }: { signal?: AbortSignal } = {}): Promise<AdminVipCode[]> {
  const res = await adminFetch(ADMIN_VIP_PATH, { signal });
  return adminVipListSchema.parse(await res.json()).codes;
}

export const vipCodesQueryOptions = queryOptions({ queryKey: [ADMIN_VIP_PATH], queryFn: getVipCodes });

export function useVipCodes() {
  return useQuery(vipCodesQueryOptions);
}

export async function issueVipCode(input: VipIssue): Promise<VipIssued> {
  const res = await adminFetch(ADMIN_VIP_PATH, { method: "POST", body: input });
  return vipIssuedSchema.parse(await res.json());
}

export function useIssueVipCode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: issueVipCode, onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_VIP_PATH] }) });
}
