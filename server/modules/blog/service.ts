/**
 * The blog's rules: the files in the posts folder (site/blog, or BLOG_DIR) are the source of the
 * posts (synced at start, keeping view counts), and a read counts one real view per visitor (IP hash) per post per day,
 * in LIMIT_TIME_ZONE's calendar. Counting is best effort: a failure to count never fails a read.
 */
import type { FastifyBaseLogger } from "fastify";
import { BLOG_POST_NOT_FOUND_MESSAGE, type BlogArticle, type BlogPost, type BlogPostSummary } from "../../../contracts/blog";
import { loadBlogSources, renderBlogSource, type BlogSource } from "../../../publishing/blog-articles";
import { createMediaStore, type MediaStore } from "../../../publishing/blog-media";
import type { Db } from "../../db/client";
import { DEFAULT_LOCALE, type Locale } from "../../../contracts/locales";
import { calendarDay } from "../../lib/calendar-day";
import { AppError } from "../../lib/errors";
import type { IpHasher } from "../../lib/ip-hash";
import { blogMediaRoot } from "./media";
import { createListCache, type ListSnapshot } from "./list-cache";
import { LOCAL_LIST_CHANGES, withSharedInvalidation, type ListChanges } from "./list-cache-sync";
import { findListedPost, listListedPosts, recordView, unlistAllExcept, upsertArticles } from "./repository";

/**
 * Longest the cached list may lag behind views counted by OTHER server processes (several instances
 * on one PostgreSQL); this process's own syncs and counted views refresh it at once (list-cache.ts).
 */
export const BLOG_LIST_MAX_AGE_MS = 30_000;

export type BlogServiceDeps = {
  db: Db;
  hashIp: IpHasher;
  timeZone: string;
  log: FastifyBaseLogger;
  /** How other instances hear that the list changed (list-cache-sync.ts); none on one process. */
  listChanges?: ListChanges;
  /** Where a post's images go when the server renders it (a post published after the build); a temporary folder unless given. */
  media?: MediaStore;
  now?: () => Date;
};

export type BlogService = ReturnType<typeof createBlogService>;

export function createBlogService({
  db,
  hashIp,
  timeZone,
  log,
  listChanges = LOCAL_LIST_CHANGES,
  media = createMediaStore(blogMediaRoot("memory://")),
  now = () => new Date(),
}: BlogServiceDeps) {
  const today = () => calendarDay(now(), timeZone);
  // Each post's language, from its file as last synced (the table keeps no language: every instance
  // reads the same folder, so each knows the same). Only posts not in English are named.
  let langs = new Map<string, Locale>();
  const withLang = <T extends { slug: string }>(post: T): T & { lang?: Locale } => {
    const lang = langs.get(post.slug);
    return lang ? { ...post, lang } : post;
  };
  const list = withSharedInvalidation(
    createListCache(async () => (await listListedPosts(db)).map(withLang), { maxAgeMs: BLOG_LIST_MAX_AGE_MS, now: () => now().getTime() }),
    listChanges,
    log,
  );

  // The folder's posts as last synced, and each one's HTML once a read asked for it. Every instance
  // reads the same folder, so each renders the same HTML without sharing it.
  let sources = new Map<string, BlogSource>();
  const rendered = new Map<string, Promise<string>>();
  const htmlOf = (post: Omit<BlogPost, "html">): Promise<string> => {
    const source = sources.get(post.slug);
    // Synced with syncArticles alone (the API tests): the stored Markdown, named by its slug.
    const from: BlogSource = source ?? { article: { ...post }, file: `${post.slug}.md`, firstLine: 1 };
    let html = rendered.get(post.slug);
    if (!html) {
      html = renderBlogSource(from, media).then((r) => r.html);
      rendered.set(post.slug, html);
      html.catch(() => rendered.delete(post.slug));
    }
    return html;
  };

  const service = {
    /** Reads the Markdown folder and syncs it; a bad file stops the start with its name and line. */
    async syncFromFolder(dir: string): Promise<void> {
      const loaded = await loadBlogSources(dir);
      const result = await service.syncArticles(loaded.map((s) => s.article));
      sources = new Map(loaded.map((s) => [s.article.slug, s]));
      log.info({ dir, ...result }, "blog posts synced");
    },

    /** Makes the listed posts exactly `articles`: new ones added, known ones updated, others unlisted. */
    async syncArticles(articles: readonly BlogArticle[]): Promise<{ synced: number; unlisted: number }> {
      await upsertArticles(db, articles);
      langs = new Map(articles.flatMap((a) => (a.lang && a.lang !== DEFAULT_LOCALE ? [[a.slug, a.lang] as const] : [])));
      rendered.clear();
      const unlisted = await unlistAllExcept(
        db,
        articles.map((a) => a.slug),
      );
      // Per-visitor view rows are not touched here: the dashboard's history lives in daily_counts
      // and the rows are pruned by age (server/modules/retention), never by a restart.
      // After the writes: a list loaded during the sync is then neither kept nor served again.
      list.invalidate();
      return { synced: articles.length, unlisted };
    },

    /** The listed posts newest first, from the in-process cache (see BLOG_LIST_MAX_AGE_MS). */
    async listPosts(): Promise<BlogPostSummary[]> {
      return (await list.get()).value;
    },

    /** The same list serialized once, with its ETag, for the HTTP route. */
    listSnapshot(): Promise<ListSnapshot<BlogPostSummary[]>> {
      return list.get();
    },

    /** The post with its views after this read; AppError not_found for an unknown or unlisted slug. */
    /**
     * Counts a view of a listed post (once per visitor per post per day) and answers only the
     * count: the page already holds the article from the build. A failed count still answers the
     * stored count, as readPost does.
     */
    async countView(slug: string, ip: string): Promise<{ views: number }> {
      const post = await findListedPost(db, slug);
      if (!post) throw new AppError("not_found", BLOG_POST_NOT_FOUND_MESSAGE);
      try {
        const { counted, views } = await recordView(db, post, hashIp(ip), today());
        if (counted) list.invalidate();
        return { views };
      } catch (err) {
        log.warn({ err, slug }, "could not count a blog view; answering the stored count");
        return { views: post.views };
      }
    },
    /**
     * The post with its body as HTML (rendered here with the build's renderer: the page asks only
     * for a post the build made no page for) and its views after this read.
     */
    async readPost(slug: string, ip: string): Promise<BlogPost> {
      const found = await findListedPost(db, slug);
      const post = found && withLang(found);
      if (!post) throw new AppError("not_found", BLOG_POST_NOT_FOUND_MESSAGE);
      const html = await htmlOf(post);
      try {
        const { counted, views } = await recordView(db, post, hashIp(ip), today());
        if (counted) list.invalidate();
        return { ...post, html, views };
      } catch (err) {
        log.warn({ err, slug }, "could not count a blog view; answering the read anyway");
        return { ...post, html };
      }
    },
  };
  return service;
}
