/**
 * Answers that Fastify and Node write before any route or hook runs, made like every other
 * answer: a JSON `{success:false, message}` and the full set of security headers. Without these,
 * a malformed URL (`/api/blog/%zz`) got Fastify's bare 400 that echoed the path and carried no
 * CSP, HSTS or nosniff, and a broken request line or oversized headers got Node's bare 400/431.
 */
import { randomUUID } from "node:crypto";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError, GENERIC_SERVER_ERROR } from "../lib/errors";
import { REQUEST_ID_HEADER } from "./request-id";
import { NON_PAGE_SECURITY_HEADERS } from "./security-headers";

export const BAD_URL_MESSAGE = "The address is not valid.";
export const URL_TOO_LONG_MESSAGE = "The address is too long.";
export const BAD_REQUEST_MESSAGE = "The request is malformed.";
export const HEADERS_TOO_LARGE_MESSAGE = "The request's headers are too large.";
export const REQUEST_TIMEOUT_MESSAGE = "The request took too long to arrive.";

/** Fastify's `frameworkErrors` option: a reply built outside any route, so no onSend hook adds headers. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === "FST_ERR_BAD_URL" ? [400, BAD_URL_MESSAGE] : error.code === "FST_ERR_MAX_PARAM_LENGTH" ? [414, URL_TOO_LONG_MESSAGE] : [500, GENERIC_SERVER_ERROR];
  if (status >= 500) reply.log.error({ err: error }, "framework error");
  void reply
    .status(status)
    .headers(NON_PAGE_SECURITY_HEADERS)
    .header("cache-control", "no-store")
    .header(REQUEST_ID_HEADER, request.id)
    .send({ success: false, message, requestId: request.id });
}

function clientErrorAnswer(code: string | undefined): [number, string, string] {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "Request Timeout", REQUEST_TIMEOUT_MESSAGE];
  if (code === "HPE_HEADER_OVERFLOW") return [431, "Request Header Fields Too Large", HEADERS_TOO_LARGE_MESSAGE];
  return [400, "Bad Request", BAD_REQUEST_MESSAGE];
}

/**
 * Fastify's `clientErrorHandler`: Node could not parse the request (bad bytes in a header, broken
 * chunking, headers over 16 KB). Written straight to the socket, as Node's own answer would be,
 * then the connection is closed: after a parse error the rest of the stream cannot be trusted.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  writeRawAnswer(socket, ...clientErrorAnswer(err.code));
}

export const CONNECT_MESSAGE = "This server is not a proxy.";

/** Node hands a CONNECT request to the server's "connect" event and, with no listener, closes the socket without a word. */
export function refuseConnect(_request: unknown, socket: Socket): void {
  writeRawAnswer(socket, 405, "Method Not Allowed", CONNECT_MESSAGE);
}

/** No request object exists this early, so the answer gets a fresh id of its own. */
function writeRawAnswer(socket: Socket, status: number, label: string, message: string): void {
  const requestId = randomUUID();
  const body = JSON.stringify({ success: false, message, requestId });
  const headers = {
    ...NON_PAGE_SECURITY_HEADERS,
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    [REQUEST_ID_HEADER]: requestId,
    connection: "close",
  };
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join("\r\n")}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export const NO_HOST_MESSAGE = "The request has no Host header.";

/**
 * HTTP/1.1 requires a Host header. Node refuses a request without one by itself, with a bare 400
 * and no security headers, so the server turns that check off (`http.requireHostHeader: false`
 * in app.ts) and makes it here instead, where the answer goes through the error mapper.
 */
export async function requireHostHeader(request: FastifyRequest): Promise<void> {
  if (request.raw.httpVersion === "1.1" && !request.headers.host) throw new AppError("bad_request", NO_HOST_MESSAGE);
}

/**
 * A client that closed its connection before routing leaves no socket address, so `request.ip` is
 * undefined, and the burst limiter (which lower-cases it), the likes and chat limits (which hash
 * it) would throw on it. Nobody is left to answer: drop the request here, before any of them runs.
 */
export async function dropVanishedClient(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (typeof request.ip === "string") return;
  reply.hijack();
  request.raw.socket?.destroy();
}
