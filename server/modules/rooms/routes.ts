/**
 * /api/rooms: "Play a friend" (contracts/rooms.ts). Thin: parsing and limits here, rules in the
 * service. Rooms made and sockets opened are limited per address (the burst limits' store, shared
 * by every instance when it is Redis or PostgreSQL).
 */
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createRoomRequestSchema, createRoomResponseSchema, ROOMS_API, roomParamsSchema, roomViewSchema } from "../../../contracts/rooms";
import { errorResponses } from "../../lib/route-schemas";
import { refuseCrossSite } from "../../lib/same-site-json";
import type { RoomService } from "./service";

/** A message is a few dozen bytes; nothing a page sends comes near this. */
const MAX_MESSAGE_BYTES = 1024;

export type RoomLimits = { createPerHour: number; joinsPerMinute: number };
export const ROOM_LIMITS: RoomLimits = { createPerHour: 30, joinsPerMinute: 60 };

export async function roomRoutes(fastify: FastifyInstance, opts: { service: RoomService; limits?: RoomLimits }) {
  const limits = opts.limits ?? ROOM_LIMITS;
  await fastify.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const createSchema = { body: createRoomRequestSchema, response: { 201: createRoomResponseSchema, ...errorResponses(400, 403, 415, 429, 503) } };
  app.post(ROOMS_API, { config: { rateLimit: { max: limits.createPerHour, timeWindow: "1 hour" } }, onRequest: refuseCrossSite, schema: createSchema }, async (request, reply) =>
    reply.status(201).send(await opts.service.create(request.body, `${request.protocol}://${request.host}`)),
  );

  const getSchema = { params: roomParamsSchema, response: { 200: roomViewSchema, ...errorResponses(400, 404, 429, 503) } };
  app.get(`${ROOMS_API}/:roomId`, { config: { rateLimit: { max: 120, timeWindow: "1 minute" } }, schema: getSchema }, async (request) => opts.service.get(request.params.roomId));

  // A page on another site must not open a socket as the visitor: the browser's Origin says where it comes from.
  app.get(
    `${ROOMS_API}/:roomId/socket`,
    {
      websocket: true,
      config: { rateLimit: { max: limits.joinsPerMinute, timeWindow: "1 minute" } },
      onRequest: refuseCrossSite,
      schema: { params: roomParamsSchema, hide: true },
    },
    (socket, request) => opts.service.connect(socket, request.params.roomId),
  );
}
