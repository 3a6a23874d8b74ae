/**
 * For the public counters (tool uses, blog views): only the site's own pages may add to them.
 *
 * A page on another site can make a visitor's browser POST here without asking first when the
 * request is "simple" (text/plain, a form, no custom header), and every one of those counted. Two
 * checks close that, before the body is even read:
 * - a request that says it comes from elsewhere (`Sec-Fetch-Site: cross-site`, or an `Origin`
 *   whose host is not this one) is refused with 403;
 * - the body must be `application/json` (415 otherwise): a browser sends that type across sites
 *   only after a CORS preflight, which this server never grants.
 * Scripts outside a browser can still send both; the per-address burst limits bound those.
 */
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors";

export const CROSS_SITE_MESSAGE = "This counter only takes requests from this site's own pages.";
export const JSON_REQUIRED_MESSAGE = 'Send this request with "Content-Type: application/json" and a JSON body such as {}.';

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" (a sandboxed frame, a file) is never this site
  }
}

/** An onRequest hook: throws the 403 or 415 to send, or lets the request through. */
export async function requireSameSiteJson(request: FastifyRequest): Promise<void> {
  const { origin } = request.headers;
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "cross-site" || (origin !== undefined && hostOf(origin) !== request.host)) {
    throw new AppError("forbidden", CROSS_SITE_MESSAGE);
  }
  const mediaType = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/json") throw new AppError("unsupported_media_type", JSON_REQUIRED_MESSAGE);
}
