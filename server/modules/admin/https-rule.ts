/**
 * When may the dashboard sign in (docs/decisions/030)? Its session cookie is Secure, and browsers drop a
 * Secure cookie set over plain HTTP, so a sign-in over HTTP on a server's address used to answer
 * 200 and then show the form again without a word. Now:
 * - HTTPS: the protocol as Fastify reports it, which reads X-Forwarded-Proto only from a proxy the
 *   operator trusts (TRUST_PROXY); an untrusted client's header is ignored;
 * - local: plain HTTP where the browser asked for localhost (the Host it sent, after a trusted
 *   proxy's X-Forwarded-Host): the cookie goes without Secure. A client that fakes this Host only
 *   chooses plain HTTP for its own connection; a real browser sends the name it opened;
 * - anything else is refused with a message that says sign-in needs HTTPS and how to get it.
 */
import type { FastifyRequest } from "fastify";
import { isLocalHost } from "./session";

export { ADMIN_HTTPS_REQUIRED_REASON as HTTPS_REQUIRED_REASON } from "../../../contracts/admin";

export const HTTPS_REQUIRED_MESSAGE =
  "Sign-in needs HTTPS. This page was opened over plain HTTP at an address other than localhost, where browsers drop the sign-in cookie and the token would cross the network unencrypted. " +
  "Serve the site over HTTPS (the README's Production section, under HTTPS, shows how, with Caddy or nginx in front). " +
  "On the server itself, http://localhost works. Behind a proxy that already serves HTTPS, set TRUST_PROXY so its X-Forwarded-Proto is believed.";

export type AdminTransport = "https" | "local" | "insecure";

export function adminTransport(request: Pick<FastifyRequest, "protocol" | "hostname">): AdminTransport {
  if (request.protocol === "https") return "https";
  return isLocalHost(request.hostname) ? "local" : "insecure";
}
