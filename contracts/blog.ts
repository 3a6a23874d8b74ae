/**
 * The blog's shared shapes (spec 1 section 3, "Blog post"): what an article file must declare in
 * its front matter, what the build and the server make of it, and what the API answers. The web
 * app, the build and the server all import these, so a field means the same thing everywhere.
 */
import { z } from "zod";

/** Lower-case words joined by single hyphens: safe in a URL path and a file name. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_SLUG_MAX_LENGTH = 120;

/** Spec 1 section 9: a card shows at most 3 tags. */
export const BLOG_CARD_MAX_TAGS = 3;

/** Read time: an adult reads about 200 words a minute on a phone; never less than 1 minute. */
export const WORDS_PER_MINUTE = 200;

/**
 * Featured images are 1200x630 (the Open Graph size); cards use a 600-wide copy beside it,
 * named by `cardImageUrl`. Width and height go on every <img> so nothing shifts while loading.
 */
export const BLOG_IMAGE = { width: 1200, height: 630, cardWidth: 600, cardHeight: 315 } as const;

export function cardImageUrl(imageUrl: string): string {
  return imageUrl.replace(/(\.[a-z0-9]+)$/i, "-600w$1");
}

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

/** The front matter of content/blog/*.md. Unknown keys are refused, so a typo never goes unseen. */
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
});
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

/** An article as the build and the server read it from its file: everything but id and views. */
export const blogArticleSchema = z.object({
  slug: blogSlugSchema,
  title: z.string(),
  excerpt: z.string(),
  /** Paragraphs separated by blank lines; "## " starts a heading and "- " a list item. */
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  /** Minutes. */
  readTime: z.number().int().positive(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

/** GET /api/blog/:slug. `views` is the real count: one per visitor (IP hash) per post per day. */
export const blogPostSchema = blogArticleSchema.extend({
  id: z.number().int(),
  views: z.number().int().nonnegative(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/blog answers these, newest first: the list leaves out the long `content`. */
export const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const BLOG_API_PATH = "/api/blog";
export const BLOG_POST_NOT_FOUND_MESSAGE = "Post not found.";
export const BLOG_BAD_SLUG_MESSAGE = "That is not a valid post address.";
