/**
 * /api/challenge/*: the daily challenge (contracts/challenge.ts). Thin: parsing here, rules in
 * the service. Answers are never cached: runs and boards change.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  CHALLENGE_BODY_LIMIT_BYTES,
  challengeGameSchema,
  leaderboardQuerySchema,
  winnersQuerySchema,
} from "../../../contracts/challenge";
import { AppError } from "../../lib/errors";
import type { ChallengeService } from "./service";

export const CHALLENGE_API = "/api/challenge";
/** A submission or finish body larger than this is parsed in a worker, not on the request thread. */
export const LARGE_BODY_BYTES = 64 * 1024;
const LARGE_BODY_ROUTES = new Set([`${CHALLENGE_API}/runs`, `${CHALLENGE_API}/runs/finish`]);

/** A submission's body left unparsed (see LARGE_BODY_BYTES). */
class LargeBody {
  constructor(readonly text: string) {}
}
/** Bursts are refused before the database is asked; the daily limits themselves are in the database. */
const BURST_LIMIT = { max: 60, timeWindow: "1 minute" };
/** A hidden-deal run sends a request per move or per few moves: a quick 2048 player sends several a second. */
const MOVES_BURST_LIMIT = { max: 1200, timeWindow: "1 minute" };
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

export async function challengeRoutes(app: FastifyInstance, opts: { service: ChallengeService }) {
  // A large submission (a long real-time run) is left as text for a worker to parse: parsing up to
  // 1 MiB of JSON here, a few at once, stalled every other request (verify-pool.ts).
  const json = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (LARGE_BODY_ROUTES.has(request.routeOptions.url ?? "") && text.length > LARGE_BODY_BYTES) return done(null, new LargeBody(text));
    json(request, text, done);
  });

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(`${CHALLENGE_API}/today`, { config: { rateLimit: BURST_LIMIT } }, async () => opts.service.today());

  app.post(`${CHALLENGE_API}/runs/start`, { config: { rateLimit: BURST_LIMIT } }, async (request, reply) =>
    reply.status(201).send(await opts.service.start(request.body, request.ip)),
  );

  app.post(`${CHALLENGE_API}/runs/moves`, { config: { rateLimit: MOVES_BURST_LIMIT } }, async (request) => opts.service.moves(request.body));

  // The finish seal carries the whole log (its hash is kept), so it takes the submission's body limit.
  app.post(`${CHALLENGE_API}/runs/finish`, { bodyLimit: CHALLENGE_BODY_LIMIT_BYTES, config: { rateLimit: BURST_LIMIT } }, async (request) => {
    if (!(request.body instanceof LargeBody)) return opts.service.finish(request.body);
    const { body, logHash } = await opts.service.parseLargeBody(request.body.text);
    return opts.service.finish(body, logHash);
  });

  app.post(
    `${CHALLENGE_API}/runs`,
    { bodyLimit: CHALLENGE_BODY_LIMIT_BYTES, config: { rateLimit: RUNS_BURST_LIMIT } },
    async (request, reply) => {
      if (!(request.body instanceof LargeBody)) return reply.status(201).send(await opts.service.submit(request.body, request.ip));
      const { body } = await opts.service.parseLargeBody(request.body.text);
      return reply.status(201).send(await opts.service.submit(body, request.ip, request.body.text));
    },
  );

  app.get(`${CHALLENGE_API}/:game/leaderboard`, async (request) => {
    const { game } = parse(gameParams, request.params);
    const { day, nickname } = parse(leaderboardQuerySchema, request.query);
    return opts.service.leaderboard(game, day, nickname);
  });

  app.get(`${CHALLENGE_API}/winners`, async (request) => opts.service.winners(parse(winnersQuerySchema, request.query).day));

  app.get(`${CHALLENGE_API}/records`, async () => opts.service.records());
}
