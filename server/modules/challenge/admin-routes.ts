/**
 * The operator's challenge routes, registered inside the admin plugin so they share its session,
 * CSRF check and no-store answers (server/modules/admin/routes.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  ADMIN_CHALLENGE_BLOCKS_PATH,
  ADMIN_CHALLENGE_OUTCOMES_PATH,
  ADMIN_CHALLENGE_PATH,
  ADMIN_CHALLENGE_RUNS_PATH,
  ADMIN_RUN_NOT_FOUND_MESSAGE,
  adminBlockNicknameSchema,
  adminBoardsQuerySchema,
  adminOutcomesQuerySchema,
} from "../../../contracts/challenge";
import { AppError } from "../../lib/errors";
import type { ChallengeService } from "./service";

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid request");
  return parsed.data;
}

export function registerChallengeAdmin(app: FastifyInstance, service: ChallengeService, requireSession: (request: FastifyRequest) => Promise<void>) {
  app.get(ADMIN_CHALLENGE_PATH, { onRequest: requireSession }, async (request) => service.adminBoards(parse(adminBoardsQuerySchema, request.query).day));

  app.get(ADMIN_CHALLENGE_OUTCOMES_PATH, { onRequest: requireSession }, async (request) => service.outcomes(parse(adminOutcomesQuerySchema, request.query).days));

  app.delete<{ Params: { id: string } }>(`${ADMIN_CHALLENGE_RUNS_PATH}/:id`, { onRequest: requireSession }, async (request, reply) => {
    const id = request.params.id;
    if (!/^\d{1,9}$/.test(id) || !(await service.removeRun(Number(id)))) throw new AppError("not_found", ADMIN_RUN_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });

  app.post(ADMIN_CHALLENGE_BLOCKS_PATH, { onRequest: requireSession }, async (request, reply) => {
    const { nickname } = parse(adminBlockNicknameSchema, request.body);
    await service.blockNickname(nickname);
    return reply.status(201).send({ blocked: nickname });
  });
}
