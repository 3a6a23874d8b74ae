/**
 * /api/challenge/*: the daily challenge (contracts/challenge.ts). Thin: parsing here, rules in
 * the service. Answers are never cached: the token carries its issue time, boards change.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  CHALLENGE_BODY_LIMIT_BYTES,
  challengeGameSchema,
  daySchema,
  leaderboardQuerySchema,
} from "../../../contracts/challenge";
import { AppError } from "../../lib/errors";
import type { ChallengeService } from "./service";

export const CHALLENGE_API = "/api/challenge";
/** Bursts are refused before the database is asked; the daily limit itself is in the database. */
const BURST_LIMIT = { max: 60, timeWindow: "1 minute" };
/**
 * Submissions: the database's daily rule (10 per game per IP) is the real limit, and it is taken
 * before any replay; this burst cap only stops floods, above the 9 games x 10 runs a day.
 */
const RUNS_BURST_LIMIT = { max: 300, timeWindow: "1 minute" };

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid request");
  return parsed.data;
}

const gameParams = z.object({ game: challengeGameSchema });
const winnersQuery = z.object({ day: daySchema.optional() });

export async function challengeRoutes(app: FastifyInstance, opts: { service: ChallengeService }) {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(`${CHALLENGE_API}/today`, { config: { rateLimit: BURST_LIMIT } }, async () => opts.service.today());

  app.post(
    `${CHALLENGE_API}/runs`,
    { bodyLimit: CHALLENGE_BODY_LIMIT_BYTES, config: { rateLimit: RUNS_BURST_LIMIT } },
    async (request, reply) => reply.status(201).send(await opts.service.submit(request.body, request.ip)),
  );

  app.get(`${CHALLENGE_API}/:game/leaderboard`, async (request) => {
    const { game } = parse(gameParams, request.params);
    const { day, nickname } = parse(leaderboardQuerySchema, request.query);
    return opts.service.leaderboard(game, day, nickname);
  });

  app.get(`${CHALLENGE_API}/winners`, async (request) => opts.service.winners(parse(winnersQuery, request.query).day));

  app.get(`${CHALLENGE_API}/records`, async () => opts.service.records());
}
