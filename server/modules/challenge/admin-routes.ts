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
  ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH,
  ADMIN_CHALLENGE_RUNS_PATH,
  ADMIN_RUN_NOT_FOUND_MESSAGE,
  ADMIN_RUN_NOT_HELD_MESSAGE,
  adminBlockNicknameSchema,
  adminBlockPlayerSchema,
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

/** A run id from the path: an unknown or malformed one is the same 404. */
function runId(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw new AppError("not_found", ADMIN_RUN_NOT_FOUND_MESSAGE);
  return Number(id);
}

export function registerChallengeAdmin(app: FastifyInstance, service: ChallengeService, requireSession: (request: FastifyRequest) => Promise<void>) {
  app.get(ADMIN_CHALLENGE_PATH, { onRequest: requireSession }, async (request) => service.adminBoards(parse(adminBoardsQuerySchema, request.query).day));

  app.get(ADMIN_CHALLENGE_OUTCOMES_PATH, { onRequest: requireSession }, async (request) => service.outcomes(parse(adminOutcomesQuerySchema, request.query).days));

  app.delete<{ Params: { id: string } }>(`${ADMIN_CHALLENGE_RUNS_PATH}/:id`, { onRequest: requireSession }, async (request, reply) => {
    if (!(await service.removeRun(runId(request.params.id)))) throw new AppError("not_found", ADMIN_RUN_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });

  for (const [action, status] of [
    ["rank", "ranked"],
    ["refuse", "refused"],
  ] as const) {
    app.post<{ Params: { id: string } }>(`${ADMIN_CHALLENGE_RUNS_PATH}/:id/${action}`, { onRequest: requireSession }, async (request) => {
      const id = runId(request.params.id);
      const outcome = await service.decideHeld(id, status);
      if (outcome === "not_found") throw new AppError("not_found", ADMIN_RUN_NOT_FOUND_MESSAGE);
      if (outcome === "not_held") throw new AppError("conflict", ADMIN_RUN_NOT_HELD_MESSAGE);
      return { id, status };
    });
  }

  app.post(ADMIN_CHALLENGE_BLOCKS_PATH, { onRequest: requireSession }, async (request, reply) => {
    const { nickname } = parse(adminBlockNicknameSchema, request.body);
    await service.blockNickname(nickname);
    return reply.status(201).send({ blocked: nickname });
  });

  app.post(ADMIN_CHALLENGE_PLAYER_BLOCKS_PATH, { onRequest: requireSession }, async (request, reply) => {
    const { runId: id } = parse(adminBlockPlayerSchema, request.body);
    if (!(await service.blockPlayer(id))) throw new AppError("not_found", ADMIN_RUN_NOT_FOUND_MESSAGE);
    return reply.status(201).send({ blocked: { runId: id } });
  });
}
