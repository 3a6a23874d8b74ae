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
 * The blog's GET of one post counts a view too, so it takes the first check (refuseCrossSite):
 * an `<img>` on another page would otherwise add a view per visitor per post per day.
 * The tool-usage counter takes a body-less call as well (requireSameSiteNoBodyOrJson).
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

/**
 * An onRequest hook: throws the 403 for a request that says it comes from another site. Browsers
 * send `Sec-Fetch-Site` on every request (an `<img>` or a prefetch too, where there is no Origin)
 * and `Origin` on every cross-origin POST; a request with neither is no browser's page on another
 * site, and the burst limits bound it.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  const { origin } = request.headers;
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "cross-site" || (origin !== undefined && hostOf(origin) !== request.host)) {
    throw new AppError("forbidden", CROSS_SITE_MESSAGE);
  }
}

const mediaTypeOf = (request: FastifyRequest) => (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();

/** An onRequest hook: throws the 403 or 415 to send, or lets the request through. */
export async function requireSameSiteJson(request: FastifyRequest): Promise<void> {
  await refuseCrossSite(request);
  if (mediaTypeOf(request) !== "application/json") throw new AppError("unsupported_media_type", JSON_REQUIRED_MESSAGE);
}

/**
 * An onRequest hook for a counter the site's page calls with no payload (`fetch(url, { method: "POST" })`
 * sends no type and no body): the same-site check is what stops other sites, so a body-less request
 * passes, as does a JSON one; a body of another type (text, a form) is 415.
 */
export async function requireSameSiteNoBodyOrJson(request: FastifyRequest): Promise<void> {
  await refuseCrossSite(request);
  const type = mediaTypeOf(request);
  const length = request.headers["content-length"];
  const bodyless = type === "" && request.headers["transfer-encoding"] === undefined && (length === undefined || length === "0");
  if (!bodyless && type !== "application/json") throw new AppError("unsupported_media_type", JSON_REQUIRED_MESSAGE);
}
