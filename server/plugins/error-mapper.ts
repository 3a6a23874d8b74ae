import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseUnavailableError } from "../lib/database-unavailable";
import { AppError, GENERIC_SERVER_ERROR } from "../lib/errors";
import type { InvalidRequest } from "../lib/route-schemas";

/** Fastify's own client-error messages, made plain for visitors. */
function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type. Send JSON.";
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return "The request's Content-Length does not match its body.";
    default:
      return err.message || "Bad request.";
  }
}

/**
 * A request that failed its route's zod schema (docs/decisions/042): a 400 with the first issue's
 * message, the message the route's own parsing used to send, unless the route names another
 * answer in its config (see InvalidRequest).
 */
function requestSchemaError(error: unknown, invalidRequest: InvalidRequest | undefined): AppError | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  if (invalidRequest) return new AppError(invalidRequest.code, invalidRequest.message);
  return new AppError("bad_request", error.validation[0]?.message ?? "Invalid request.");
}

/**
 * One error mapper for the whole server: an AppError answers with its own status and message;
 * any other 4xx keeps its status with a plain message; everything else is logged with its
 * request and answered with a generic 500 that reveals nothing.
 */
export function registerErrorMapper(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // A database that does not answer is a typed 503 with Retry-After, not a 500 (docs/decisions/021).
    const error = databaseUnavailableError(thrown) ?? requestSchemaError(thrown, request.routeOptions.config.invalidRequest) ?? thrown;
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.warn({ err: error, cause: error.cause }, error.publicMessage);
      if (error.options.headers) reply.headers(error.options.headers);
      return reply.status(error.status).send({ success: false, message: error.publicMessage, ...error.options.body });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: clientMessage(error) });
    }
    request.log.error({ err: error, url: request.url, method: request.method }, "unhandled error");
    return reply.status(500).send({ success: false, message: GENERIC_SERVER_ERROR });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ success: false, message: `No route for ${request.method} ${(request.url.split("?")[0] ?? "").slice(0, 200)}` });
  });
}
