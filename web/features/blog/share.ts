import { DEFAULT_LOCALE, localizedPath, type Locale } from "../../../contracts/locales";

/** Facebook and Twitter share buttons each open a 600x400 window. */
export const SHARE_WINDOW_WIDTH = 600;
export const SHARE_WINDOW_HEIGHT = 400;
/** noopener: the share page gets no handle on this tab. */
export const SHARE_WINDOW_FEATURES = `width=${SHARE_WINDOW_WIDTH},height=${SHARE_WINDOW_HEIGHT},noopener,noreferrer`;

export function facebookShareUrl(postUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl)}`;
}

export function twitterShareUrl(postUrl: string, title: string): string {
  return `https://twitter.com/intent/tweet?url=${encodeURIComponent(postUrl)}&text=${encodeURIComponent(title)}`;
}

/**
 * The post's own address on the site the visitor is on, without query or hash: under its own
 * language's prefix (/hi/blog/<slug> for a Hindi post), whichever language's page shares it.
 */
export function postUrl(origin: string, slug: string, lang: Locale = DEFAULT_LOCALE): string {
  return `${origin}${localizedPath(`/blog/${encodeURIComponent(slug)}`, lang)}`;
}
