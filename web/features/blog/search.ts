import { postLocale } from "../../../contracts/blog";
import { DEFAULT_LOCALE, type Locale } from "../../../contracts/locales";

/** A post as the list needs it: what the build knows, plus the real views once the API answered. */
export type SearchablePost = { title: string; excerpt: string; category: string; tags: readonly string[] };

/**
 * Case-insensitive, matching the title, the excerpt or any tag. The category
 * matches too: a category badge sets the search text to the category's name, and without this
 * a badge such as "Gaming Tips" would find none of its own posts
 * (docs/decisions/007-blog-content-read-by-build-and-server.md). On a translated blog the badge
 * shows and searches the category's name in the page's language (`categoryName`, from site.yaml's
 * `languages`), so that name matches as well as the front matter's own.
 */
export function filterPosts<T extends SearchablePost>(posts: readonly T[], search: string, categoryName: (category: string) => string = (c) => c): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === "") return [...posts];
  const has = (text: string) => text.toLocaleLowerCase().includes(needle);
  return posts.filter((p) => has(p.title) || has(p.excerpt) || has(p.category) || has(categoryName(p.category)) || p.tags.some(has));
}

/** Every category once, alphabetically. */
export function categoriesOf(posts: readonly SearchablePost[]): string[] {
  return [...new Set(posts.map((p) => p.category))].sort((a, b) => a.localeCompare(b));
}

/**
 * The posts a language's blog lists (decision 048), in their order: on a translated blog, the posts
 * written in its language and the English ones (marked as English on their cards), so a language with
 * few posts of its own is never empty; a post in a third language is left out. The English blog is
 * the site's whole shelf (the default and x-default): every post, each in its own language.
 */
export function postsForLocale<T extends { lang?: Locale }>(posts: readonly T[], locale: Locale): T[] {
  if (locale === DEFAULT_LOCALE) return [...posts];
  return posts.filter((p) => {
    const lang = postLocale(p);
    return lang === locale || lang === DEFAULT_LOCALE;
  });
}
