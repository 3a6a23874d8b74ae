/**
 * The service worker (docs/decisions/013-service-worker-and-offline.md). Bundled by the build
 * (scripts/service-worker-build.ts), which fills in the precache list and the build id.
 * - Hashed JS/CSS of every page except the dashboard, the pages of the shell, every game, the
 *   utilities, the tools and the likes tool are precached at install and served cache-first.
 * - Navigations go to the network first; after NAVIGATION_TIMEOUT_MS, or offline, the saved copy
 *   of the page is shown, else the offline page in the address's language.
 * - /api/* and other origins are never answered here: the browser fetches them itself.
 * - A new version waits until the page asks it to take over (SKIP_WAITING), so an open page never
 *   loses the chunks it was built with.
 */
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { SKIP_WAITING_MESSAGE } from "../../contracts/pwa";
import { isApiPath, NAVIGATION_TIMEOUT_MS, offlinePageFor, PAGES_CACHE_MAX_ENTRIES, PAGES_CACHE_PREFIX, pageCacheKey, shouldKeepVisitedPage } from "./sw-routes";

declare const self: ServiceWorkerGlobalScope;
/** Filled in by the build. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
declare const __BUILD_ID__: string;

// Pages kept from online visits belong to one build: their HTML names that build's hashed files.
const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${__BUILD_ID__}`;

self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE.type) void self.skipWaiting();
});

// On the first install, take the open page at once (there is no older version to break); on an
// update this runs only after the page asked for it (SKIP_WAITING above).
clientsClaim();
cleanupOutdatedCaches();
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith(PAGES_CACHE_PREFIX) && k !== PAGES_CACHE).map((k) => caches.delete(k)))));
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
precacheAndRoute(__PRECACHE_MANIFEST__);
// Nothing else is routed: /api/*, the blog's images and other origins go straight to the network.
