/**
 * The service worker (docs/decisions/013-service-worker-and-offline.md). Bundled by the build
 * (scripts/service-worker-build.ts), which fills in the precache list and the build id.
 * - Hashed JS/CSS of every page except the dashboard, the pages of the shell, every game, the
 *   utilities, the tools and the likes tool are precached at install and served cache-first.
 * - Navigations go to the network first; after NAVIGATION_TIMEOUT_MS, or offline, the saved copy
 *   of the page is shown, else the offline page in the address's language.
 * - A translated route's catalog of texts (/texts/<version>/...) is kept once fetched; a page in
 *   a translated language asks the worker to keep that language's offline pages, their catalogs
 *   and its lazy parts' (KEEP_LANGUAGE), so its games hub, games and tools' tabs open offline in
 *   it as English's do.
 * - /api/* and other origins are never answered here: the browser fetches them itself.
 * - A new version waits until the page asks it to take over (SKIP_WAITING), so an open page never
 *   loses the chunks it was built with.
 */
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../contracts/locales";
import { KEEP_LANGUAGE_MESSAGE_TYPE, SKIP_WAITING_MESSAGE } from "../../contracts/pwa";
import { TEXTS_PATH_PREFIX } from "../../contracts/route-texts";
import {
  isApiPath,
  languagePages,
  languageParts,
  NAVIGATION_TIMEOUT_MS,
  offlinePageFor,
  PAGES_CACHE_MAX_ENTRIES,
  PAGES_CACHE_PREFIX,
  pageCacheKey,
  shouldKeepVisitedPage,
  TEXTS_CACHE_PREFIX,
} from "./sw-routes";

declare const self: ServiceWorkerGlobalScope;
/** Filled in by the build. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
declare const __BUILD_ID__: string;
/** The build's texts version and its lazy parts' catalog keys (scripts/bundle/route-texts.ts). */
declare const __TEXTS_VERSION__: string;
declare const __TEXTS_PARTS__: string[];

// Pages kept from online visits belong to one build: their HTML names that build's hashed files.
const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${__BUILD_ID__}`;
const TEXTS_CACHE = `${TEXTS_CACHE_PREFIX}${__BUILD_ID__}`;

/** Keeps a translated language's offline pages, their catalogs and the lazy parts', each fetched once per build. */
async function keepLanguage(locale: Locale): Promise<void> {
  const [pagesCache, textsCache] = await Promise.all([caches.open(PAGES_CACHE), caches.open(TEXTS_CACHE)]);
  const keep = async (cache: Cache, url: string, key: string) => {
    if (await cache.match(key)) return;
    const response = await fetch(url);
    // A redirected answer cannot answer a navigation; a failed one is not the page.
    if (response.ok && !response.redirected) await cache.put(key, response);
  };
  const all = languagePages(
    locale,
    __PRECACHE_MANIFEST__.map((entry) => entry.url),
    __TEXTS_VERSION__,
  );
  const parts = languageParts(locale, __TEXTS_PARTS__, __TEXTS_VERSION__);
  await Promise.all([
    ...all.flatMap(({ page, texts }) => [
      keep(pagesCache, page, pageCacheKey(new URL(page, self.location.origin))),
      keep(textsCache, texts, new URL(texts, self.location.origin).href),
    ]),
    ...parts.map((texts) => keep(textsCache, texts, new URL(texts, self.location.origin).href)),
  ]).catch(() => undefined);
}

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; locale?: unknown } | null;
  if (data?.type === SKIP_WAITING_MESSAGE.type) void self.skipWaiting();
  if (data?.type === KEEP_LANGUAGE_MESSAGE_TYPE && isLocale(data.locale) && data.locale !== DEFAULT_LOCALE) event.waitUntil(keepLanguage(data.locale));
});

// On the first install, take the open page at once (there is no older version to break); on an
// update this runs only after the page asked for it (SKIP_WAITING above).
clientsClaim();
cleanupOutdatedCaches();
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => (k.startsWith(PAGES_CACHE_PREFIX) && k !== PAGES_CACHE) || (k.startsWith(TEXTS_CACHE_PREFIX) && k !== TEXTS_CACHE)).map((k) => caches.delete(k)),
        ),
      ),
  );
});

/** Pages: one entry per path (the query is a game's seed, not another page) and only good answers. */
const pageCachePolicy: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)),
  cacheWillUpdate: async ({ request, response }) => (response.type === "basic" && shouldKeepVisitedPage(new URL(request.url).pathname, response.status) ? response : null),
  // Not visited online in this build: the precached copy, if the page is one of them.
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => cachedResponse ?? (await matchPrecache(pageCacheKey(new URL(request.url)))),
};

/** No network and no saved copy: the precached offline page in the language of the address asked for. */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => matchPrecache(offlinePageFor(new URL(request.url).pathname)),
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_MS / 1000,
  plugins: [pageCachePolicy, new ExpirationPlugin({ maxEntries: PAGES_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }), offlineFallback],
});

// Registered before the precache route, so a precached page still goes to the network first.
registerRoute(({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && !isApiPath(url.pathname), pages);
// A catalog's address names its version: once kept, it is the answer.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(TEXTS_PATH_PREFIX),
  new CacheFirst({ cacheName: TEXTS_CACHE, plugins: [{ cacheWillUpdate: async ({ response }) => (response.ok ? response : null) }] }),
);
precacheAndRoute(__PRECACHE_MANIFEST__);
// Nothing else is routed: /api/*, the blog's images and other origins go straight to the network.
