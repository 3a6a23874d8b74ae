/**
 * The OpenAPI document of the API, made from the routes' zod schemas (docs/decisions/042). Only
 * `npm run openapi` and its check register this (AppDeps.openapi): a running server serves no
 * document and no UI, and loads none of this, so @fastify/swagger is a devDependency
 * (docs/decisions/090).
 */
import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The pages, assets and blog media (static files) are not API: only /api/ routes are documented. */
function apiOnly(input: TransformInput) {
  return input.url.startsWith("/api/") ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        // Not the operator's site name: the checked-in document must be the same in every checkout.
        title: "creator-site API",
        description: "Every answer is JSON unless stated; a refusal is `{ success: false, message, requestId }` with a 4xx or 5xx status.",
        version: "1",
      },
    },
    transform: apiOnly,
    // Schemas with an id (contracts/api-error.ts) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
}
