import type { FastifyInstance } from "fastify";
import { BLOG_API_PATH, BLOG_BAD_SLUG_MESSAGE } from "../../../contracts/blog";
import { blogSlugSchema } from "../../../contracts/blog-schema";
import { AppError } from "../../lib/errors";
import type { BlogService } from "./service";

/** Reads write a view row: a burst limit per IP keeps a flood of them off the database. */
export const BLOG_READS_PER_MINUTE = 120;

/** GET /api/blog → listed posts newest first, without content; GET /api/blog/:slug → one post (counts a view). */
export async function blogRoutes(app: FastifyInstance, opts: { service: BlogService }) {
  const { service } = opts;

  app.get(BLOG_API_PATH, async () => service.listPosts());

  const rateLimit = { max: BLOG_READS_PER_MINUTE, timeWindow: 60_000 };
  app.get<{ Params: { slug: string } }>(`${BLOG_API_PATH}/:slug`, { config: { rateLimit } }, async (request) => {
    const slug = blogSlugSchema.safeParse(request.params.slug);
    if (!slug.success) throw new AppError("bad_request", BLOG_BAD_SLUG_MESSAGE);
    return service.readPost(slug.data, request.ip);
  });
}
