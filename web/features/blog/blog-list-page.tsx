import { siteConfig } from "../../../site.config";
import { siteWords } from "../../../publishing/site-identity";
import { RotateCcw, Search, X } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { blogMessages } from "./messages";
import { useLocale, useMessages } from "../../i18n/i18n";
import { BlogCard, BlogCardSkeleton } from "./blog-card";
import { useBlogList } from "./blog-list-api";
import { categoriesOf, filterPosts, postsForLocale } from "./search";
import type { ImageLoading } from "./post-image";
import type { CardPost } from "./types";

/** Six skeleton cards while loading. */
export const SKELETON_CARDS = 6;
/**
 * Cards in the first row (three wide on a desktop) load their images at once; the rest when scrolled
 * near. Only the first is the priority image: on a phone (one column) it is the only card in view and
 * the page's LCP, and Lighthouse's mobile run showed three high-priority image preloads sharing the
 * slow connection with it.
 */
const EAGER_IMAGES = 3;
export function cardImageLoading(index: number): ImageLoading {
  return index === 0 ? "priority" : index < EAGER_IMAGES ? "eager" : "lazy";
}

/**
 * The blog list. `prerendered` holds the build-time posts on a first visit (so the HTML
 * already lists them); the API's answer then replaces them with real views. On in-app
 * navigation there is no build-time copy and the skeletons show until the API answers.
 */
export function BlogListPage({ prerendered }: { prerendered: CardPost[] | null }) {
  const t = useMessages(blogMessages);
  const locale = useLocale();
  const words = useMemo(() => siteWords(siteConfig, locale), [locale]);
  const query = useBlogList();
  const all: CardPost[] | undefined = query.data ?? prerendered ?? undefined;
  const posts = useMemo(() => all && postsForLocale(all, locale), [all, locale]);
  const [search, setSearch] = useState("");
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const categories = useMemo(() => categoriesOf(posts ?? []), [posts]);
  // A badge searches its name as the page shows it, so the search box never holds the English one.
  const visible = useMemo(() => filterPosts(posts ?? [], search, (c) => words.category(c).text), [posts, search, words]);

  const clearSearch = () => {
    setSearch("");
    searchRef.current?.focus();
  };

  let status: string;
  let body;
  if (!posts && query.isError) {
    status = t.loadFailed;
    body = (
      <div className="card mx-auto max-w-lg p-8 text-center">
        <p>{t.loadFailed}</p>
        <button type="button" className="btn btn-primary mt-4" onClick={() => void query.refetch()}>
          <RotateCcw className="size-4" aria-hidden /> {t.retry}
        </button>
      </div>
    );
  } else if (!posts) {
    status = t.loading;
    body = (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <BlogCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (visible.length === 0) {
    status = t.noResults;
    body = (
      <div className="card mx-auto max-w-lg p-8 text-center">
        <p className="text-lg">{t.noResults}</p>
        <button type="button" className="btn btn-outline mt-4" onClick={clearSearch}>
          <X className="size-4" aria-hidden /> {t.clearSearch}
        </button>
      </div>
    );
  } else {
    status = t.articlesFound(visible.length);
    body = (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((post, i) => (
          <BlogCard key={post.slug} post={post} imageLoading={cardImageLoading(i)} pageLocale={locale} />
        ))}
      </div>
    );
  }

  return (
    <div className="grid gap-8">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">{t.listTitle}</h1>
        <p className="text-muted mx-auto mt-3 max-w-2xl">{t.listDescription}</p>
      </header>

      <div className="mx-auto grid w-full max-w-2xl gap-4">
        <search className="relative block">
          <label htmlFor={searchId} className="sr-only">
            {t.searchLabel}
          </label>
          <Search className="text-muted pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2" aria-hidden />
          <input
            ref={searchRef}
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            className="card h-12 w-full ps-11 pe-4 text-base focus-visible:border-brand-500"
          />
        </search>
        {categories.length > 0 && (
          <div role="group" aria-label={t.categoriesLabel} className="flex flex-wrap justify-center gap-2">
            {categories.map((category) => {
              const name = words.category(category);
              const active = search.trim().toLocaleLowerCase() === name.text.toLocaleLowerCase();
              return (
                <button
                  key={category}
                  type="button"
                  aria-pressed={active}
                  onClick={() => setSearch(name.text)}
                  className={`rounded-full border px-3 py-1.5 text-sm font-medium transition ${
                    active ? "border-brand-600 bg-brand-600 text-white" : "border-[var(--border)] bg-[var(--card)] hover:border-brand-500"
                  }`}
                >
                  <bdi {...(name.english ? { lang: "en" } : {})}>{name.text}</bdi>
                </button>
              );
            })}
          </div>
        )}
      </div>

      <p role="status" className="sr-only">
        {status}
      </p>
      {body}
    </div>
  );
}
