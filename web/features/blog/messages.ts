/**
 * The blog's texts as components use them, in the page's language. Kept apart from
 * web/content/blog.ts, which scripts (the feeds) read outside the app's bundler.
 */
import { count, params } from "@nanostores/i18n";
import { BLOG_TEXT } from "../../content/blog";
import { defineMessages } from "../../i18n/i18n";

/**
 * The blog's chrome in the page's language (web/i18n/messages/<locale>/blog.json). The posts
 * themselves are written in one language each (front matter `lang`); their texts are never translated.
 */
export const blogMessages = defineMessages("blog", {
  listTitle: BLOG_TEXT.listTitle,
  listDescription: BLOG_TEXT.listDescription,
  searchLabel: BLOG_TEXT.searchLabel,
  searchPlaceholder: BLOG_TEXT.searchPlaceholder,
  categoriesLabel: BLOG_TEXT.categoriesLabel,
  noResults: BLOG_TEXT.noResults,
  clearSearch: BLOG_TEXT.clearSearch,
  loading: BLOG_TEXT.loading,
  loadFailed: BLOG_TEXT.loadFailed,
  retry: BLOG_TEXT.retry,
  notFoundTitle: BLOG_TEXT.notFoundTitle,
  notFoundText: BLOG_TEXT.notFoundText,
  backToBlog: BLOG_TEXT.backToBlog,
  loadingPost: BLOG_TEXT.loadingPost,
  shareHeading: BLOG_TEXT.shareHeading,
  shareOn: params("Share on {network}"),
  copyLink: BLOG_TEXT.copyLink,
  copiedTitle: BLOG_TEXT.copied.title,
  copiedDescription: BLOG_TEXT.copied.description,
  copyFailedTitle: BLOG_TEXT.copyFailed.title,
  copyFailedDescription: BLOG_TEXT.copyFailed.description,
  tagsLabel: BLOG_TEXT.tagsLabel,
  minutesRead: params("{minutes} min read"),
  views: params(count({ one: "{views} view", other: "{views} views" })),
  articlesFound: count({ one: "{count} article found", other: "{count} articles found" }),
  /** The badge on a card whose post is in English, on a translated blog. */
  inEnglish: "English",
});
