/**
 * The blog's shared constants and types. The zod schemas they
 * come from are in blog-schema.ts, which only the build and the server load: the browser bundle
 * imports this file, and types cost it nothing while zod would cost it tens of kilobytes.
 */
import type { blogArticleSchema, blogPostSchema, blogPostSummarySchema } from "./blog-schema";
import type { z } from "zod";
import type { Locale } from "./locales";

/** Lower-case words joined by single hyphens: safe in a URL path and a file name. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_SLUG_MAX_LENGTH = 120;

/** A card shows at most 3 tags. */
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

/** The language a post is written in: its `lang`, English when it has none. */
export function postLocale(post: { lang?: Locale }): Locale {
  // "en" is DEFAULT_LOCALE: written out, so this file (read by the build's config) imports only types.
  return post.lang ?? "en";
}

/** An article as the build and the server read it from its file: everything but id and views. */
export type BlogArticle = z.infer<typeof blogArticleSchema>;
/** GET /api/blog/:slug. `views` is the real count: one per visitor (IP hash) per post per day. */
export type BlogPost = z.infer<typeof blogPostSchema>;
/** GET /api/blog answers these, newest first: the list leaves out the long `content`. */
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/**
 * A post's own images, made by the build (and by the server for a post published after it) in
 * several sizes: `/blog/media/<slug>/<name>-<hash>-<width>.<avif|webp>` (publishing/blog-media.ts).
 */
export const BLOG_MEDIA_PATH = "/blog/media";

/** Texts the rendered Markdown carries (the copy button's two labels among them, so its script holds none). */
export const BLOG_BODY_TEXT = {
  tocTitle: "On this page",
  headingLink: "Link to this section",
  copyCode: "Copy",
  copiedCode: "Copied",
  videoTitleFallback: "Video on YouTube",
  playVideo: "Play video",
  watchOnYouTube: "Watch on YouTube",
  videoNotice: "Plays from YouTube (youtube-nocookie.com) after you tap.",
} as const;

/**
 * The only frame a post may open: YouTube's no-cookie player, and only after a tap. The build
 * allows each page exactly its videos' embed addresses in its CSP (scripts/postbuild.ts).
 */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
export const YOUTUBE_EMBED_PREFIX = `${YOUTUBE_EMBED_ORIGIN}/embed/`;

export const BLOG_API_PATH = "/api/blog";
/** POST /api/blog/:slug/views counts a view and answers `{ views }`: the small answer a prerendered post needs. */
export const BLOG_VIEWS_SEGMENT = "views";
export type BlogViews = { views: number };
export const BLOG_POST_NOT_FOUND_MESSAGE = "Post not found.";
export const BLOG_BAD_SLUG_MESSAGE = "That is not a valid post address.";
