/**
 * /api/challenge/*: the daily challenge (contracts/challenge.ts). Thin: parsing here, rules in
 * the service. Answers are never cached: runs and boards change.
 */
import type { FastifyInstance } from "fastify";
import type { FastifyRouteSchemaDef, FastifyValidationResult } from "fastify/types/schema";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CHALLENGE_BODY_LIMIT_BYTES,
  CHECKPOINT_BODY_LIMIT_BYTES,
  challengeCheckpointRequestSchema,
  challengeCheckpointResponseSchema,
  challengeFinishRequestSchema,
  challengeFinishResponseSchema,
  challengeGameSchema,
  challengeMovesRequestSchema,
  challengeMovesResponseSchema,
  challengeReportRequestSchema,
  challengeReportResponseSchema,
  challengeRunRecordSchema,
  challengeRunRequestSchema,
  challengeRunResponseSchema,
  challengeRunStartRequestSchema,
  challengeRunStartSchema,
  challengeTodaySchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  recordsResponseSchema,
  runIdParamsSchema,
  winnersQuerySchema,
  winnersResponseSchema,
  type ChallengeFinishRequest,
  type ChallengeRunRequest,
} from "../../../contracts/challenge";
import { errorResponses, sendJsonText } from "../../lib/route-schemas";
import { workGate } from "../../lib/work-gate";
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
/** Live checkpoints: one every 5 s of play per runner; many runners can share one address (a carrier's NAT). */
const CHECKPOINT_BURST_LIMIT = { max: 600, timeWindow: "1 minute" };
/**
 * Submissions: the database's daily rule (10 per game per IP) is the real limit, and it is taken
 * before any replay; this burst cap only stops floods, above the 9 games x 10 runs a day.
 */
const RUNS_BURST_LIMIT = { max: 300, timeWindow: "1 minute" };
/** Reports: one per device per run is the database's rule; this stops one address reporting run after run. */
const REPORT_BURST_LIMIT = { max: 10, timeWindow: "1 minute" };
/**
 * Starts, moves and checkpoints doing their work at once in one process (server/lib/work-gate.ts):
 * each is a millisecond or two of work and a query, so two at once serve about 200 a second here,
 * and a flood of them waits at the gate instead of in front of every other request (four let the
 * health probe's p95 drift to 40-65 ms under the challenge proof's flood, two kept it at 12-13 ms).
 */
const SMALL_WRITES_AT_ONCE = 2;

/**
 * The body check of the two routes a large body reaches as text: a LargeBody goes through
 * untouched (the service applies the same schema to what the worker parsed, parseLargeBody), and
 * every other body is checked by the route's schema as usual. Checking the large one here would
 * mean parsing it here, on the request thread, which is what the worker is for.
 */
function largeBodyValidator<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  // Generic because Fastify types a route's own compiler by the route's whole schema object; the
  // schema handed over here is one zod schema (the body's), as for the app's compiler.
  const check = validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
  return (data: unknown) => (data instanceof LargeBody ? { value: data } : check(data));
}

const gameParams = z.object({ game: challengeGameSchema });
/** Refusals every public challenge route can give (a database that does not answer is a 503). */
const BOARD_ERRORS = errorResponses(400, 503);
/** Runs are refused for many reasons, each with its own message (the service files beside this one, contracts/challenge.ts). */
const RUN_ERRORS = errorResponses(400, 409, 413, 415, 429, 503);

export async function challengeRoutes(fastify: FastifyInstance, opts: { service: ChallengeService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  const todaySchema = { response: { 200: challengeTodaySchema, ...errorResponses(429, 503) } };
  app.get(`${CHALLENGE_API}/today`, { config: { rateLimit: BURST_LIMIT }, schema: todaySchema }, async () => opts.service.today());

  const smallWrites = workGate(SMALL_WRITES_AT_ONCE);
  const startSchema = { body: challengeRunStartRequestSchema, response: { 201: challengeRunStartSchema, ...RUN_ERRORS } };
  app.post(`${CHALLENGE_API}/runs/start`, { onRequest: smallWrites.onRequest, config: { rateLimit: BURST_LIMIT }, schema: startSchema }, async (request, reply) =>
    reply.status(201).send(await opts.service.start(request.body, request.ip)),
  );

  const movesSchema = { body: challengeMovesRequestSchema, response: { 200: challengeMovesResponseSchema, ...RUN_ERRORS } };
  app.post(`${CHALLENGE_API}/runs/moves`, { onRequest: smallWrites.onRequest, config: { rateLimit: MOVES_BURST_LIMIT }, schema: movesSchema }, async (request) =>
    opts.service.moves(request.body),
  );

  // Small and frequent: a checkpoint request is a few hundred bytes, bounded by its own body limit.
  const checkpointSchema = { body: challengeCheckpointRequestSchema, response: { 200: challengeCheckpointResponseSchema, ...RUN_ERRORS } };
  app.post(
    `${CHALLENGE_API}/runs/checkpoint`,
    { bodyLimit: CHECKPOINT_BODY_LIMIT_BYTES, onRequest: smallWrites.onRequest, config: { rateLimit: CHECKPOINT_BURST_LIMIT }, schema: checkpointSchema },
    async (request) => opts.service.checkpoint(request.body),
  );

  // The finish seal carries the whole log (its hash is kept), so it takes the submission's body limit.
  const finishSchema = { body: challengeFinishRequestSchema, response: { 200: challengeFinishResponseSchema, ...RUN_ERRORS } };
  app.post(
    `${CHALLENGE_API}/runs/finish`,
    { bodyLimit: CHALLENGE_BODY_LIMIT_BYTES, config: { rateLimit: BURST_LIMIT }, schema: finishSchema, validatorCompiler: largeBodyValidator },
    async (request) => {
      const sent = request.body as ChallengeFinishRequest | LargeBody;
      if (!(sent instanceof LargeBody)) return opts.service.finish(sent);
      const { body, logHash } = await opts.service.parseLargeBody(sent.text, challengeFinishRequestSchema);
      return opts.service.finish(body, logHash);
    },
  );

  // 422 when the replay refuses the run (the message says why).
  const submitSchema = { body: challengeRunRequestSchema, response: { 201: challengeRunResponseSchema, ...RUN_ERRORS, ...errorResponses(422) } };
  app.post(
    `${CHALLENGE_API}/runs`,
    { bodyLimit: CHALLENGE_BODY_LIMIT_BYTES, config: { rateLimit: RUNS_BURST_LIMIT }, schema: submitSchema, validatorCompiler: largeBodyValidator },
    async (request, reply) => {
      const sent = request.body as ChallengeRunRequest | LargeBody;
      if (!(sent instanceof LargeBody)) return reply.status(201).send(await opts.service.submit(sent, request.ip));
      const { body } = await opts.service.parseLargeBody(sent.text, challengeRunRequestSchema);
      return reply.status(201).send(await opts.service.submit(body, request.ip, sent.text));
    },
  );

  const leaderboardSchema = { params: gameParams, querystring: leaderboardQuerySchema, response: { 200: leaderboardResponseSchema, ...BOARD_ERRORS } };
  app.get(`${CHALLENGE_API}/:game/leaderboard`, { schema: leaderboardSchema }, async (request) =>
    opts.service.leaderboard(request.params.game, request.query.day, request.query.nickname),
  );

  const winnersSchema = { querystring: winnersQuerySchema, response: { 200: winnersResponseSchema, ...BOARD_ERRORS } };
  app.get(`${CHALLENGE_API}/winners`, { schema: winnersSchema }, async (request) => opts.service.winners(request.query.day));

  // The record is sent as the JSON text the service builds around the stored log (never parsed to be served).
  const recordSchema = { params: runIdParamsSchema, response: { 200: challengeRunRecordSchema, ...errorResponses(400, 404, 429, 503) } };
  app.get(`${CHALLENGE_API}/runs/:runId`, { config: { rateLimit: BURST_LIMIT }, schema: recordSchema }, async (request, reply) => {
    const text = await opts.service.runRecord(request.params.runId);
    return sendJsonText(reply, text);
  });

  const reportSchema = {
    params: runIdParamsSchema,
    body: challengeReportRequestSchema,
    response: { 202: challengeReportResponseSchema, ...errorResponses(400, 404, 409, 415, 429, 503) },
  };
  app.post(`${CHALLENGE_API}/runs/:runId/report`, { config: { rateLimit: REPORT_BURST_LIMIT }, schema: reportSchema }, async (request, reply) => {
    await opts.service.report(request.params.runId, request.body.deviceKey);
    return reply.status(202).send({ reported: true as const });
  });

  app.get(`${CHALLENGE_API}/records`, { schema: { response: { 200: recordsResponseSchema, ...errorResponses(503) } } }, async () => opts.service.records());
}
