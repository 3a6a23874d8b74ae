/** GET /api/admin/rooms (live matches) and POST /api/admin/rooms/:roomId/close. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_ROOMS_PATH, adminRoomClosePath, adminRoomsSchema } from "../../../../contracts/rooms";
import { adminFetch } from "./admin-fetch";

export function useAdminRooms() {
  return useQuery({
    queryKey: [ADMIN_ROOMS_PATH],
    queryFn: async ({ signal }) => adminRoomsSchema.parse(await (await adminFetch(ADMIN_ROOMS_PATH, { signal })).json()),
    refetchInterval: 15_000,
  });
}

export function useCloseRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (roomId: string) => {
      await adminFetch(adminRoomClosePath(roomId), { method: "POST" });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_ROOMS_PATH] }),
  });
}
