/**
 * The operator's challenge routes, registered inside the admin plugin so they share its session,
 * CSRF check and no-store answers (server/modules/admin/routes.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ADMIN_CHALLENGE_BLOCKS_PATH,
  ADMIN_CHALLENGE_OUTCOMES_PATH,
  ADMIN_CHALLENGE_PATH,
  ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH,
  ADMIN_CHALLENGE_RUNS_PATH,
  ADMIN_RUN_NOT_FOUND_MESSAGE,
  ADMIN_RUN_NOT_HELD_MESSAGE,
  adminBlockedNicknameSchema,
  adminBlockedPlayerSchema,
  adminBlockNicknameSchema,
  adminBlockPlayerSchema,
  adminBlockPreviewQuerySchema,
  adminBlockPreviewSchema,
  adminBoardsQuerySchema,
  adminBoardsResponseSchema,
  adminOutcomesQuerySchema,
  adminOutcomesResponseSchema,
  adminRunDecisionSchema,
  adminRunParamsSchema,
  adminRunRecordSchema,
} from "../../../contracts/challenge";
import { AppError } from "../../lib/errors";
import { errorResponses, sendJsonText } from "../../lib/route-schemas";
import type { ChallengeService } from "./service";

/** As every admin call (admin/routes.ts): no session, plain HTTP or no CSRF header, a database that does not answer; 400 a bad input. */
const INPUT_ERRORS = errorResponses(400, 401, 403, 503);
const RUN_ERRORS = errorResponses(401, 403, 404, 503);
/** A run id from the path: an unknown or malformed one is the same 404. */
const runNotFound = { invalidRequest: { code: "not_found" as const, message: ADMIN_RUN_NOT_FOUND_MESSAGE } };

export function registerChallengeAdmin(fastify: FastifyInstance, service: ChallengeService, requireSession: (request: FastifyRequest) => Promise<void>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const boardsSchema = { querystring: adminBoardsQuerySchema, response: { 200: adminBoardsResponseSchema, ...INPUT_ERRORS } };
  app.get(ADMIN_CHALLENGE_PATH, { onRequest: requireSession, schema: boardsSchema }, async (request) => service.adminBoards(request.query.day));

  const outcomesSchema = { querystring: adminOutcomesQuerySchema, response: { 200: adminOutcomesResponseSchema, ...INPUT_ERRORS } };
  app.get(ADMIN_CHALLENGE_OUTCOMES_PATH, { onRequest: requireSession, schema: outcomesSchema }, async (request) => service.outcomes(request.query.days));

  const removeSchema = { params: adminRunParamsSchema, response: { 204: z.null().describe("Removed."), ...RUN_ERRORS } };
  app.delete(`${ADMIN_CHALLENGE_RUNS_PATH}/:id`, { onRequest: requireSession, config: runNotFound, schema: removeSchema }, async (request, reply) => {
    if (!(await service.removeRun(Number(request.params.id)))) throw new AppError("not_found", ADMIN_RUN_NOT_FOUND_MESSAGE);
    return reply.status(204).send(null); // a 204 is sent without a body whatever is passed
  });

  // Any stored run played back for review, held and refused ones too (the public record shows ranked runs only).
  const recordSchema = { params: adminRunParamsSchema, response: { 200: adminRunRecordSchema, ...RUN_ERRORS } };
  app.get(`${ADMIN_CHALLENGE_RUNS_PATH}/:id/record`, { onRequest: requireSession, config: runNotFound, schema: recordSchema }, async (request, reply) => {
    const text = await service.adminRunRecord(Number(request.params.id));
    return sendJsonText(reply, text);
  });

  for (const [action, status] of [
    ["rank", "ranked"],
    ["refuse", "refused"],
  ] as const) {
    const decideSchema = { params: adminRunParamsSchema, response: { 200: adminRunDecisionSchema, ...errorResponses(401, 403, 404, 409, 503) } };
    app.post(`${ADMIN_CHALLENGE_RUNS_PATH}/:id/${action}`, { onRequest: requireSession, config: runNotFound, schema: decideSchema }, async (request) => {
      const id = Number(request.params.id);
      const outcome = await service.decideHeld(id, status);
      if (outcome === "not_found") throw new AppError("not_found", ADMIN_RUN_NOT_FOUND_MESSAGE);
      if (outcome === "not_held") throw new AppError("conflict", ADMIN_RUN_NOT_HELD_MESSAGE);
      return { id, status };
    });
  }

  const blockNameSchema = { body: adminBlockNicknameSchema, response: { 201: adminBlockedNicknameSchema, ...INPUT_ERRORS } };
  app.post(ADMIN_CHALLENGE_BLOCKS_PATH, { onRequest: requireSession, schema: blockNameSchema }, async (request, reply) => {
    const { nickname } = request.body;
    await service.blockNickname(nickname);
    return reply.status(201).send({ blocked: nickname });
  });

  const blockPlayerSchema = { body: adminBlockPlayerSchema, response: { 201: adminBlockedPlayerSchema, ...errorResponses(400, 401, 403, 404, 503) } };
  app.post(ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH, { onRequest: requireSession, schema: blockPlayerSchema }, async (request, reply) => {
    const { runId: id, address } = request.body;
    const blocked = await service.blockPlayer(id, address);
    if (!blocked) throw new AppError("not_found", ADMIN_RUN_NOT_FOUND_MESSAGE);
    return reply.status(201).send({ blocked: { runId: id, ...blocked } });
  });

  const previewSchema = { querystring: adminBlockPreviewQuerySchema, response: { 200: adminBlockPreviewSchema, ...errorResponses(400, 401, 403, 404, 503) } };
  app.get(`${ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH}/preview`, { onRequest: requireSession, schema: previewSchema }, async (request) => {
    const preview = await service.blockPreview(request.query.runId);
    if (!preview) throw new AppError("not_found", ADMIN_RUN_NOT_FOUND_MESSAGE);
    return preview;
  });
}
