/**
 * Request ids (docs/decisions/018): each request is known by one id that the visitor sees and the
 * log holds, so "it said error" in a report matches a log line. A caller (a proxy, a support
 * script) may send its own `X-Request-Id`; it is used only when it fits a strict pattern and
 * length, since it ends up in logs and headers. Anything else gets a new UUID.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export const REQUEST_ID_HEADER = "x-request-id";
/** 8 to 128 letters, digits, `.`, `_`, `:` or `-`, starting with a letter or digit: a UUID, a ULID, a proxy's hex id. */
export const VALID_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && VALID_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Fastify's `genReqId`: runs for every request, also those answered before routing. */
export function genReqId(req: IncomingMessage): string {
  return requestIdFrom(req.headers[REQUEST_ID_HEADER]);
}

/**
 * An error's JSON body with the request id added. Error bodies come from the error mapper, the
 * not-found handlers and plugins (rate limits), so they are stamped here, in one place, at send.
 */
export function withRequestId(payload: unknown, requestId: string): unknown {
  if (typeof payload !== "string" || !payload.startsWith("{")) return payload;
  try {
    const body = JSON.parse(payload) as unknown;
    if (!body || typeof body !== "object" || Array.isArray(body) || "requestId" in body) return payload;
    return JSON.stringify({ ...body, requestId });
  } catch {
    return payload;
  }
}

export async function stampRequestId(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header(REQUEST_ID_HEADER, request.id);
  if (reply.statusCode < 400) return payload;
  const type = String(reply.getHeader("content-type") ?? "");
  return type.startsWith("application/json") ? withRequestId(payload, request.id) : payload;
}

export const requestIds = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", stampRequestId);
});
