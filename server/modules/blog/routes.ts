import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BLOG_API_PATH, BLOG_BAD_SLUG_MESSAGE, BLOG_VIEWS_SEGMENT } from "../../../contracts/blog";
import { blogPostSchema, blogPostSummarySchema, blogSlugParamsSchema, blogViewsSchema } from "../../../contracts/blog-schema";
import { errorResponses, type InvalidRequest } from "../../lib/route-schemas";
import { refuseCrossSite, requireSameSiteJson } from "../../lib/same-site-json";
import type { BlogService } from "./service";

/** Reads write a view row: a burst limit per IP keeps a flood of them off the database. */
export const BLOG_READS_PER_MINUTE = 120;

/**
 * The list's view counts change as posts are read, so a browser or proxy may keep the list but must
 * ask again every time (`no-cache`); the ETag makes that question cheap (304 without a body).
 */
export const BLOG_LIST_CACHE_CONTROL = "no-cache";

/** True when an If-None-Match header names `etag` (or `*`); weak validators compare equal (RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}

/**
 * GET /api/blog → listed posts newest first, without content; GET /api/blog/:slug → one post (counts
 * a view); POST /api/blog/:slug/views → counts a view and answers `{ views }` only, for a page that
 * already holds the article.
 */
export async function blogRoutes(fastify: FastifyInstance, opts: { service: BlogService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  // The list is sent as the JSON text the service keeps (list-cache.ts): the 200 schema documents
  // it, and a string answer is never run through the serializer. Declared on the plain instance:
  // the typed reply would want an object, and the 304 has no body at all.
  const listSchema = {
    response: { 200: z.array(blogPostSummarySchema), 304: z.null().describe("Not modified (If-None-Match named the list's ETag)."), ...errorResponses(503) },
  };
  fastify.get(BLOG_API_PATH, { schema: listSchema }, async (request, reply) => {
    const list = await service.listSnapshot();
    reply.header("cache-control", BLOG_LIST_CACHE_CONTROL).header("etag", list.etag);
    // The client's If-None-Match only chooses between a 304 and the same public body: nothing to trust.
    if (matchesEtag(request.headers["if-none-match"], list.etag)) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(list.body);
  });

  // A read counts a view, so it is never cached (Fastify sends no validators here).
  const rateLimit = { max: BLOG_READS_PER_MINUTE, timeWindow: 60_000 };
  // One message for a malformed address, whatever was wrong with it.
  const invalidRequest: InvalidRequest = { code: "bad_request", message: BLOG_BAD_SLUG_MESSAGE };
  // It counts a view, so a request another site's page makes (an <img>, a link prefetch: browsers
  // say so in Sec-Fetch-Site) is refused as on the POST, before anything is read or counted.
  const readSchema = { params: blogSlugParamsSchema, response: { 200: blogPostSchema, ...errorResponses(400, 403, 404, 429, 503) } };
  app.get(`${BLOG_API_PATH}/:slug`, { onRequest: refuseCrossSite, config: { rateLimit, invalidRequest }, schema: readSchema }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return service.readPost(request.params.slug, request.ip);
  });

  // A POST, not a GET: it writes a view, so no crawler, prefetch or cache ever counts one. Its body
  // is an empty JSON object, required with its type so another site cannot count views
  // (server/lib/same-site-json.ts); the only input is the slug, checked like the read's.
  const viewsSchema = { params: blogSlugParamsSchema, response: { 200: blogViewsSchema, ...errorResponses(400, 403, 404, 415, 429, 503) } };
  app.post(
    `${BLOG_API_PATH}/:slug/${BLOG_VIEWS_SEGMENT}`,
    { onRequest: requireSameSiteJson, config: { rateLimit, invalidRequest }, schema: viewsSchema },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.countView(request.params.slug, request.ip);
    },
  );
}
