/**
 * Which requests the service worker answers and how (pure, shared by web/pwa/sw.ts and the build's
 * precache list). /api/* is never touched: the browser sends it straight to the network, so an
 * answer is never a stale copy.
 */
import { LOCALES, localeOfPath, localizedPath, type Locale } from "../../contracts/locales";
import { catalogFile, routeTextsKey } from "../../contracts/route-texts";
import { OFFLINE_PATH } from "../../contracts/pwa";

/** Every language's offline page: /offline, /hi/offline, ... */
const OFFLINE_PAGES: readonly string[] = LOCALES.map((locale) => localizedPath(OFFLINE_PATH, locale));

/** Pages precached at install, besides every game: the shell, the pages that work offline, and each language's offline page. */
export const PRECACHED_PAGES: readonly string[] = ["/", ...OFFLINE_PAGES, "/games", "/utility-tools", "/tools", "/ff-bots/likes"];

/**
 * A translated language's pages that open offline once a page in it was visited, with the catalog
 * each one's navigation fetches: English's precached pages (from the precache list) in that language.
 */
export function languagePages(locale: Locale, precachedUrls: readonly string[], textsVersion: string): { page: string; texts: string }[] {
  return precachedUrls
    .filter((url) => isPrecachedPage(url) && !OFFLINE_PAGES.includes(url))
    .map((url) => ({ page: localizedPath(url, locale), texts: catalogFile(textsVersion, locale, routeTextsKey(url)) }));
}

/**
 * The catalogs of the lazy parts (a tool's tab, the chat window) in a translated language: kept
 * with its pages, so a part opened offline on one of them speaks the page's language too.
 */
export function languageParts(locale: Locale, partKeys: readonly string[], textsVersion: string): string[] {
  return partKeys.map((key) => catalogFile(textsVersion, locale, key));
}

/** Runtime cache of the catalogs of texts fetched or kept (their addresses carry their version). */
export const TEXTS_CACHE_PREFIX = "texts-";

/** The offline page shown for a page not saved: the one in the language of the address asked for. */
export function offlinePageFor(pathname: string): string {
  return localizedPath(OFFLINE_PATH, localeOfPath(pathname));
}

/** How long a navigation waits for the network before a saved copy of the page is shown. */
export const NAVIGATION_TIMEOUT_MS = 3000;

/** Runtime cache of pages visited online (beyond the precache); named per build, see sw.ts. */
export const PAGES_CACHE_PREFIX = "pages-";
export const PAGES_CACHE_MAX_ENTRIES = 40;

export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** A prerendered route whose HTML is precached at install. */
export function isPrecachedPage(route: string): boolean {
  return PRECACHED_PAGES.includes(route) || /^\/games\/[^/]+$/.test(route);
}

/**
 * The cache key of a page: origin + path without query or trailing slash, so `/games/snake?seed=4`
 * finds the saved `/games/snake`.
 */
export function pageCacheKey(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  return `${url.origin}${path || "/"}`;
}

/**
 * A page visited online is kept for offline use unless it is the dashboard (operator only) or an
 * API path; only complete same-origin 200 answers are kept (a 404 page is not "the page").
 */
export function shouldKeepVisitedPage(pathname: string, status: number): boolean {
  return status === 200 && !isApiPath(pathname) && pathname !== "/admin" && !pathname.startsWith("/admin/");
}
