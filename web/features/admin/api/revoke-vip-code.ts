/** POST /api/admin/vip/:id/revoke. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_VIP_PATH, adminVipRevokePath } from "../../../../contracts/admin";
import { adminFetch } from "./admin-fetch";

export async function revokeVipCode(id: number): Promise<void> {
  await adminFetch(adminVipRevokePath(id), { method: "POST" });
}

export function useRevokeVipCode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeVipCode, onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_VIP_PATH] }) });
}
