/**
 * What every route schema shares (docs/decisions/042): the error answers a route can give, all in
 * the one `{ success: false, message }` shape the error mapper writes.
 */
import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../contracts/api-error";
import type { ErrorCode } from "./errors";

/**
 * Route schemas are zod schemas from contracts/: requests are checked and JSON answers written
 * with them. Set once on the app (app.ts), before any route; a request that fails its schema
 * reaches the error mapper (server/plugins/error-mapper.ts).
 */
export function setZodCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/** `response` entries for the error statuses a route can answer with, each the shared error shape. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/**
 * A route whose invalid input is not a plain 400 with the schema's first message (an unknown tool
 * is a 404, a malformed post address has one message whatever was wrong with it) says so in its
 * `config`; the error mapper reads it when the request fails its schema.
 */
export type InvalidRequest = { code: ErrorCode; message: string };

declare module "fastify" {
  interface FastifyContextConfig {
    invalidRequest?: InvalidRequest;
  }
}

/**
 * Sends JSON text that is already written (a stored run's log goes into its record as it is kept,
 * never parsed to be served): Fastify sends a string with a JSON content type as it is, without
 * the route's serializer. The route's response schema still documents the shape.
 */
export function sendJsonText<R extends { type(contentType: string): { send(payload: unknown): unknown } }>(reply: R, text: string): R {
  reply.type("application/json").send(text);
  return reply;
}
