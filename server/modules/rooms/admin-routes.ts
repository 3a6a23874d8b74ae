/**
 * The operator's room routes, registered inside the admin plugin so they share its session, CSRF
 * check and no-store answers (server/modules/admin/routes.ts): how many matches are live, and
 * closing one (its phones are told and disconnected, on every instance).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ADMIN_ROOM_NOT_FOUND_MESSAGE, ADMIN_ROOMS_PATH, adminRoomClosedSchema, adminRoomsSchema, roomParamsSchema } from "../../../contracts/rooms";
import { AppError } from "../../lib/errors";
import { errorResponses } from "../../lib/route-schemas";
import type { RoomService } from "./service";

export function registerRoomsAdmin(fastify: FastifyInstance, rooms: RoomService, requireSession: (request: FastifyRequest) => Promise<void>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(ADMIN_ROOMS_PATH, { onRequest: requireSession, schema: { response: { 200: adminRoomsSchema, ...errorResponses(401, 403, 503) } } }, async () => ({
    ...(await rooms.liveCounts()),
    rooms: await rooms.listLive(),
  }));
  const closeOptions = {
    onRequest: requireSession,
    config: { invalidRequest: { code: "not_found" as const, message: ADMIN_ROOM_NOT_FOUND_MESSAGE } },
    schema: { params: roomParamsSchema, response: { 200: adminRoomClosedSchema, ...errorResponses(401, 403, 404, 503) } },
  };
  app.post(`${ADMIN_ROOMS_PATH}/:roomId/close`, closeOptions, async (request) => {
    if (!(await rooms.closeRoom(request.params.roomId))) throw new AppError("not_found", ADMIN_ROOM_NOT_FOUND_MESSAGE);
    return { roomId: request.params.roomId, closed: true as const };
  });
}
