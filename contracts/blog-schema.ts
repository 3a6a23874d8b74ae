/**
 * The blog's zod schemas: the front matter an article file must declare, and the shapes the
 * build, the server and the API tests check against. Types and constants are in blog.ts.
 */
import { z } from "./zod";
import { LOCALES } from "./locales";
import { BLOG_SLUG_MAX_LENGTH, BLOG_SLUG_PATTERN } from "./blog";

export const blogSlugSchema = z
  .string()
  .max(BLOG_SLUG_MAX_LENGTH, `must be at most ${BLOG_SLUG_MAX_LENGTH} characters`)
  .regex(BLOG_SLUG_PATTERN, "must be lower-case words joined by hyphens, like my-first-post");

const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

/** A calendar date (2025-09-24) or a full ISO date-time; anything Date cannot read is refused. */
const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, "must be a date like 2025-09-24")
  .refine((s) => !Number.isNaN(Date.parse(s)), "must be a real date")
  .transform((s) => new Date(s).toISOString());

/** The front matter of a post (site/blog/*.md). Unknown keys are refused, so a typo never goes unseen. */
export const blogFrontMatterSchema = z.strictObject({
  title: text(160),
  slug: blogSlugSchema,
  excerpt: text(400),
  category: text(40),
  tags: z.array(text(40)).min(1, "must list at least one tag").max(12, "must list at most 12 tags"),
  image: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]+\.(webp|avif)$/, "must be a local path to a .webp or .avif file, like /blog/my-post.webp")
    .optional(),
  createdAt: dateSchema,
  /** The language the post is written in (contracts/locales.ts); English when left out. */
  lang: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(", ")} (the post's language; leave it out for English)` }).optional(),
});

/** An article as the build and the server read it from its file: everything but id and views. */
export const blogArticleSchema = z.object({
  slug: blogSlugSchema,
  title: z.string(),
  excerpt: z.string(),
  /** The post's Markdown (CommonMark + GitHub's extensions), as written. */
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  /** Minutes. */
  readTime: z.number().int().positive(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The post's language, when not English (front matter `lang: hi`); absent means English. */
  lang: z.enum(LOCALES).optional(),
});

/** GET /api/blog/:slug. `views` is the real count: one per visitor (IP hash) per post per day. */
export const blogPostSchema = blogArticleSchema.extend({
  id: z.number().int(),
  views: z.number().int().nonnegative(),
  /** The body as sanitised HTML, rendered by the server with the build's renderer (publishing/blog-render.ts). */
  html: z.string(),
});

/** GET /api/blog answers these, newest first: the list leaves out the long `content` and `html`. */
export const blogPostSummarySchema = blogPostSchema.omit({ content: true, html: true });

/** The path parameter of GET /api/blog/:slug and POST /api/blog/:slug/views. */
export const blogSlugParamsSchema = z.object({ slug: blogSlugSchema });

/** POST /api/blog/:slug/views: the post's count after this view (BlogViews in blog.ts). */
export const blogViewsSchema = z.object({ views: z.number().int().nonnegative() });
