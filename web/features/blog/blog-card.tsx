import { siteConfig } from "../../../site.config";
import { siteWords } from "../../../publishing/site-identity";
import { Calendar, Clock, Eye } from "lucide-react";
import { Link } from "react-router";
import { BLOG_CARD_MAX_TAGS, postLocale } from "../../../contracts/blog";
import { DEFAULT_LOCALE, LOCALE_NAMES, textDirection, type Locale } from "../../../contracts/locales";
import { blogMessages } from "./messages";
import { useLocalePath, useMessages } from "../../i18n/i18n";
import { formatCount, shortDate } from "./format-date";
import { PostImage, type ImageLoading } from "./post-image";
import type { CardPost } from "./types";
import { displayedViews } from "./view-ticker";

/**
 * Image, category, views, title, excerpt, read time, created date and at
 * most 3 tags, linking to /blog/{slug}. The title is the link and stretches over the card, so
 * the whole card is clickable while a screen reader hears just the title.
 *
 * A post in another language than the page's (an English post on the Hindi blog, a Hindi post on
 * the English one) says so with a badge, and its own texts carry their language (lang, dir).
 */
export function BlogCard({ post, imageLoading, pageLocale = DEFAULT_LOCALE }: { post: CardPost; imageLoading: ImageLoading; pageLocale?: Locale }) {
  const t = useMessages(blogMessages);
  const to = useLocalePath();
  const postLang = postLocale(post);
  const foreign = postLang !== pageLocale;
  const own = foreign ? { lang: postLang, dir: textDirection(postLang) } : {};
  // The category in the page's language where site.yaml names it there, else the post's own.
  const category = siteWords(siteConfig, pageLocale).category(post.category).text;
  return (
    <article data-testid="blog-card" className="card relative flex flex-col overflow-hidden transition hover:-translate-y-0.5 hover:border-brand-500">
      <PostImage url={post.imageUrl} variant="card" loading={imageLoading} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="flex min-w-0 flex-wrap items-center gap-1.5">
            <span {...(category === post.category ? own : {})} className="rounded-full bg-brand-600/15 px-2.5 py-1 font-semibold text-brand-700 dark:text-brand-400">
              {category}
            </span>
            {foreign && (
              <span
                data-testid="post-language"
                lang={postLang === DEFAULT_LOCALE ? undefined : postLang}
                className="rounded-full border border-[var(--border)] px-2 py-0.5 font-medium"
              >
                {postLang === DEFAULT_LOCALE ? t.inEnglish : LOCALE_NAMES[postLang]}
              </span>
            )}
          </span>
          <span className="text-muted inline-flex shrink-0 items-center gap-1">
            <Eye className="size-3.5" aria-hidden />
            {t.views({ views: formatCount(displayedViews(post.views), pageLocale) })(displayedViews(post.views))}
          </span>
        </div>
        <h2 {...own} className="text-lg font-bold leading-snug">
          <Link to={to(`/blog/${post.slug}`)} className="after:absolute after:inset-0 after:content-['']">
            {post.title}
          </Link>
        </h2>
        <p {...own} className="text-muted line-clamp-3 text-sm">
          {post.excerpt}
        </p>
        <div className="text-muted mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {t.minutesRead({ minutes: formatCount(post.readTime, pageLocale) })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Calendar className="size-3.5" aria-hidden />
            <time dateTime={post.createdAt}>{shortDate(post.createdAt, pageLocale)}</time>
          </span>
        </div>
        <ul {...own} className="flex flex-wrap gap-1.5" aria-label={t.tagsLabel}>
          {post.tags.slice(0, BLOG_CARD_MAX_TAGS).map((tag) => (
            <li key={tag} className="rounded-md border border-[var(--border)] px-2 py-0.5 text-xs">
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div data-testid="blog-card-skeleton" aria-hidden className="card animate-pulse overflow-hidden motion-reduce:animate-none">
      <div className="aspect-[40/21] w-full bg-[var(--border)]" />
      <div className="grid gap-3 p-5">
        <div className="h-5 w-24 rounded-full bg-[var(--border)]" />
        <div className="h-6 w-4/5 rounded bg-[var(--border)]" />
        <div className="h-4 w-full rounded bg-[var(--border)]" />
        <div className="h-4 w-2/3 rounded bg-[var(--border)]" />
      </div>
    </div>
  );
}
