/**
 * What a request log line holds (docs/decisions/018): method, URL and the request id, never the
 * client's address or port. Pino's default request serializer in Fastify logs `remoteAddress`,
 * which is personal data kept as long as the logs are; the id already ties a line to a request.
 */
import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import pretty from "pino-pretty";

export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: request.url, host: request.host };
}

/** The warning a production start prints when IP_HASH_SECRET is unset (server/app.ts). */
export const NO_IP_HASH_SECRET_WARNING =
  "IP_HASH_SECRET is not set: client addresses are hashed with a key kept in the same database as the hashes, so anyone with a copy of the database can recover them. Set IP_HASH_SECRET (32+ random characters) in production.";

/** The warning a production start prints when CHALLENGE_SECRET is unset (server/app.ts). */
export const NO_CHALLENGE_SECRET_WARNING =
  "CHALLENGE_SECRET is not set: the daily challenge's hidden deals (2048's tiles, Memory's cards, Simon's colours) are keyed by a secret kept in the database, so anyone with a copy of it can compute every run's deal. Set CHALLENGE_SECRET (32+ random characters) in production.";

/**
 * Fastify's own request lines ("incoming request", "request completed") at debug instead of info,
 * through its LogController extension point; a response that failed stays at error.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}

/** The terminal's log format: time, level and message on one line, written synchronously. */
export function prettyLogStream() {
  return pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", sync: true });
}
