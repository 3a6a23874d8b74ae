/**
 * The one client address every per-IP control uses (likes, chat quota, sign-in lockout, burst
 * limits, view counting): `request.ip`, which Fastify derives from the socket, or behind a proxy
 * from X-Forwarded-For under the TRUST_PROXY rule (a hop count or the proxies' addresses; see
 * server/config.ts and docs/decisions/018). The entry found there is text the nearest untrusted
 * hop wrote, so it is checked to be a real IP before any control keys on it.
 */
import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/errors";

export const BAD_CLIENT_ADDRESS_MESSAGE = "The request's forwarded client address is not valid.";

/** onRequest hook, after dropVanishedClient (which handles a client with no address at all). */
export async function requireClientIp(request: FastifyRequest): Promise<void> {
  if (typeof request.ip === "string" && isIP(request.ip) === 0) throw new AppError("bad_request", BAD_CLIENT_ADDRESS_MESSAGE);
}

/** A hop count means "trust that many proxies nearest to us", as proxy-addr reads a number. */
export function trustProxyOption(value: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === "number" ? (_address, hop) => hop < value : value;
}
