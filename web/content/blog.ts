import { siteConfig } from "../../site.config";

/** The blog's words. Texts that must read exactly so are marked. */
export const BLOG_TEXT = {
  listTitle: "Blog",
  listDescription: "Guides on Free Fire settings, account safety, starting to code, budget streaming setups and beating the site's browser games.",
  searchLabel: "Search articles",
  searchPlaceholder: "Search by title, excerpt or tag...",
  categoriesLabel: "Categories",
  /** Word for word: the empty search result and its button. */
  noResults: "No articles found matching your search.",
  clearSearch: "Clear Search",
  loading: "Loading articles...",
  loadFailed: "The articles could not be loaded. Check your connection and try again.",
  retry: "Try again",
  /** Word for word: a missing post, and the way back. */
  notFoundTitle: "Post Not Found",
  notFoundText: "This article does not exist or is no longer available.",
  backToBlog: "Back to Blog",
  loadingPost: "Loading article...",
  shareHeading: "Share this article",
  shareFacebook: "Facebook",
  shareTwitter: "Twitter",
  copyLink: "Copy Link",
  /** The copy-link toast. */
  copied: { title: "Copied!", description: "Link copied to clipboard" },
  copyFailed: { title: "Could not copy", description: "Your browser blocked the clipboard. Copy the address from the address bar instead." },
  tagsLabel: "Tags",
} as const;

/** Announces /rss.xml (written at build by scripts/feeds.ts) on the blog's pages. */
export const BLOG_FEED_LINK = { rel: "alternate", type: "application/rss+xml", title: `${siteConfig.siteName} Blog`, href: "/rss.xml" } as const;
