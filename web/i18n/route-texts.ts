/**
 * Fetching a translated route's catalog while its code loads (docs/decisions/071-one-catalog-per-route.md).
 * The root's client middleware runs on every navigation as soon as it starts, beside React Router's
 * load of the next route's chunk, so a translated page's navigation waits for one wave of requests,
 * as an English one does; a part the route loads later (a tool's tab) fetches its own beside its
 * chunk (`withPartTexts`). Each catalog is fetched once per visit; the page a visit landed on
 * carries its own (the prerender's inline catalog).
 */
import type { ComponentsJSON } from "@nanostores/i18n";
import type { MiddlewareFunction } from "react-router";
import { DEFAULT_LOCALE, localeOfPath, type Locale } from "../../contracts/locales";
import { catalogFile, partTextsKey, routeTextsKey } from "../../contracts/route-texts";
import { addCatalog, INLINE_MESSAGES_ID, isServer, locale } from "./i18n";

/** The build's texts version (scripts/bundle/route-texts.ts); none on the dev server, which loads each file. */
const VERSION = (import.meta.env as (ImportMetaEnv & { TEXTS_VERSION?: string }) | undefined)?.TEXTS_VERSION;

const fetched = new Map<string, Promise<void>>();

if (typeof document !== "undefined") {
  // The catalog the page carries is its route's: no need to fetch it again.
  const key = document.getElementById(INLINE_MESSAGES_ID)?.dataset.route;
  if (VERSION && key) fetched.set(catalogFile(VERSION, locale.get(), key), Promise.resolve());
}

/** Loads one catalog of a translated language; nothing in English or without a build's catalogs. */
export function loadCatalog(code: Locale, key: string): Promise<void> {
  if (isServer || code === DEFAULT_LOCALE || !VERSION) return Promise.resolve();
  const url = catalogFile(VERSION, code, key);
  const started = fetched.get(url);
  if (started) return started;
  const pending = fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<ComponentsJSON>) : {}))
    .then((catalog) => addCatalog(code, catalog))
    // Offline with nothing kept: the page shows, its missing texts in English (and reported); a later navigation asks again.
    .catch(() => {
      fetched.delete(url);
    });
  fetched.set(url, pending);
  return pending;
}

/** The catalog of a lazily loaded part (its module's path under web/, no extension). */
function loadPartTexts(module: string): Promise<void> {
  return loadCatalog(locale.get(), partTextsKey(module));
}

/**
 * A lazy part's loader that fetches the part's catalog beside its chunk, so its texts cost no wave
 * of their own. `module` is the part's path under web/ without its extension (the name of its
 * catalog, `parts/<module>`); the build checks every part with texts has a loader naming it, and
 * every name a loader gives is a part's.
 */
export function withPartTexts<Module>(module: string, load: () => Promise<Module>): () => Promise<Module> {
  return () => Promise.all([load(), loadPartTexts(module)]).then(([loaded]) => loaded);
}

/** The root's client middleware: the next route's catalog, in the next page's language, before it renders. */
export const routeTextsMiddleware: MiddlewareFunction<Response | undefined> = async ({ request, pattern }, next) => {
  const code = localeOfPath(new URL(request.url).pathname);
  await loadCatalog(code, routeTextsKey(pattern));
  return next();
};
