import { siteConfig } from "../../../site.config";
import { siteWords } from "../../../publishing/site-identity";
import { ArrowLeft, Calendar, Clock, Eye } from "lucide-react";
import { Link } from "react-router";
import { postLocale } from "../../../contracts/blog";
import { textDirection } from "../../../contracts/locales";
import { blogMessages } from "./messages";
import { useLocale, useLocalePath, useMessages } from "../../i18n/i18n";
import { HttpError } from "../../lib/query-client";
import { useBlogPost, useBlogViews } from "./blog-post-api";
import { formatCount, longDate } from "./format-date";
import { PostBody } from "./post-body";
import { PostImage } from "./post-image";
import { ShareButtons } from "./share-buttons";
import type { PagePost } from "./types";
import { useViewTicker } from "./use-view-ticker";

function BackToBlog() {
  const t = useMessages(blogMessages);
  const to = useLocalePath();
  return (
    <Link to={to("/blog")} className="btn btn-outline">
      {/* "Back" points the way the page reads: left, or right in Arabic. */}
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t.backToBlog}
    </Link>
  );
}

/** Missing post or failed fetch. */
export function PostNotFound() {
  const t = useMessages(blogMessages);
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <h1 className="text-3xl font-bold">{t.notFoundTitle}</h1>
      <p className="text-muted mt-3">{t.notFoundText}</p>
      <div className="mt-8">
        <BackToBlog />
      </div>
    </section>
  );
}

function PostSkeleton() {
  const t = useMessages(blogMessages);
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <p role="status" className="sr-only">
        {t.loadingPost}
      </p>
      <div aria-hidden className="grid animate-pulse gap-4 motion-reduce:animate-none">
        <div className="h-6 w-28 rounded-full bg-[var(--border)]" />
        <div className="h-10 w-11/12 rounded bg-[var(--border)]" />
        <div className="aspect-[40/21] w-full rounded-2xl bg-[var(--border)]" />
        <div className="h-4 w-full rounded bg-[var(--border)]" />
        <div className="h-4 w-5/6 rounded bg-[var(--border)]" />
      </div>
    </div>
  );
}

/**
 * A post is shown in its own language whatever the page's (decision 048): an English post under
 * /hi/blog/<slug> has Hindi chrome (dates, read time, share, back) around its English text, which
 * says so with lang="en" (and the direction its script reads in). The canonical address is the
 * post's own language's (web/routes/blog-post.tsx).
 */
function PostArticle({ post }: { post: PagePost }) {
  const t = useMessages(blogMessages);
  const locale = useLocale();
  const views = useViewTicker(post.views);
  const postLang = postLocale(post);
  const own = postLang !== locale ? { lang: postLang, dir: textDirection(postLang) } : {};
  // The category in the page's language where site.yaml names it there, else the post's own.
  const category = siteWords(siteConfig, locale).category(post.category).text;
  return (
    <article className="mx-auto grid max-w-3xl gap-8">
      <header className="grid gap-4">
        <span {...(category === post.category ? own : {})} className="w-fit rounded-full bg-brand-600/15 px-3 py-1 text-sm font-semibold text-brand-700 dark:text-brand-400">
          {category}
        </span>
        <h1 {...own} className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">
          {post.title}
        </h1>
        <div className="text-muted flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <span className="inline-flex items-center gap-1.5">
            <Calendar className="size-4" aria-hidden />
            <time dateTime={post.createdAt}>{longDate(post.createdAt, locale)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden />
            {t.minutesRead({ minutes: formatCount(post.readTime, locale) })}
          </span>
          <span className="inline-flex items-center gap-1.5" data-testid="post-views">
            <Eye className="size-4" aria-hidden />
            {t.views({ views: formatCount(views, locale) })(views)}
          </span>
        </div>
      </header>
      <PostImage url={post.imageUrl} variant="featured" loading="priority" />
      <div {...own}>
        <PostBody html={post.html} />
      </div>
      <footer className="grid gap-8 border-t border-[var(--border)] pt-6">
        <ul {...own} className="flex flex-wrap gap-2" aria-label={t.tagsLabel}>
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-lg bg-[var(--card)] px-3 py-1 text-sm ring-1 ring-[var(--border)]">
              #{tag}
            </li>
          ))}
        </ul>
        <ShareButtons slug={post.slug} title={post.title} lang={postLang} />
        <div>
          <BackToBlog />
        </div>
      </footer>
    </article>
  );
}

type BlogPostPageProps = {
  slug: string;
  /** The build-time copy, in the HTML at once; the API's answer replaces it with the real views. */
  prerendered: PagePost | null;
  /** The build knew no such post (the prerendered not-found page): say so until the API disagrees. */
  missing: boolean;
};

/**
 * A prerendered article always stays on screen: the API's answer only brings
 * the real view count, and a failed refresh (offline with a cached page, a 429, the server down)
 * changes nothing. "Post Not Found" is for a slug the API says it does not know (404: a post removed
 * since the build), and for one the build made no page for when the API cannot tell otherwise.
 */
export function BlogPostPage({ slug, prerendered, missing }: BlogPostPageProps) {
  // A prerendered post asks only for its count; a post without a page asks for all of it. Either
  // request counts this visit once.
  const views = useBlogViews(slug, prerendered !== null);
  const query = useBlogPost(slug, prerendered === null);
  const error = prerendered ? views.error : query.error;
  const unknownToApi = error instanceof HttpError && error.status === 404;
  if (unknownToApi) return <PostNotFound />;
  if (prerendered) return <PostArticle post={views.data ? { ...prerendered, views: views.data.views } : prerendered} />;
  if (query.data) return <PostArticle post={query.data} />;
  if (query.isError || missing) return <PostNotFound />;
  return <PostSkeleton />;
}
