/**
 * Installable-and-offline facts shared by the web app, the build and the server
 * (docs/decisions/013-service-worker-and-offline.md).
 */

/** The service worker script, at the site root so its scope is the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";
/** A static page (no scripts) the service worker shows for a page it has not saved. */
export const OFFLINE_PATH = "/offline";
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

/**
 * The CSP of the service worker script. A CSP sent with a worker script governs the worker
 * itself: it must be allowed to fetch (and cache) same-origin files, nothing more.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'";

/**
 * The message a translated page posts to the service worker: keep this language's offline pages
 * (its home, games hub, every game, the tools and the likes page) and their texts, as English's are precached.
 */
export const KEEP_LANGUAGE_MESSAGE_TYPE = "KEEP_LANGUAGE";

/** The message a page posts to a waiting service worker to make it take over. */
export const SKIP_WAITING_MESSAGE = { type: "SKIP_WAITING" } as const;
