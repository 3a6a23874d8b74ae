/**
 * Where a route's catalog of texts lives (docs/decisions/071-one-catalog-per-route.md), shared by
 * the build that writes the catalogs (scripts/bundle/route-texts.ts), the page that fetches them
 * (web/i18n/route-texts.ts) and the service worker that keeps them.
 */

/** The file beside the build's folders that lists which components' texts each route and part needs. */
export const ROUTE_TEXTS_LIST = "route-texts.json";

/** What that file holds: a catalog's key (its path under its language) and its components' names. */
export type RouteTextsEntry = { key: string; names: string[] };
export type RouteTextsList = { version: string; root: string[]; routes: Record<string, RouteTextsEntry>; parts: Record<string, RouteTextsEntry> };

/** Where every catalog's path starts. */
export const TEXTS_PATH_PREFIX = "/texts/";

/**
 * A translated route's catalog key from its pattern: `/:lang/games/snake` is `games/snake`,
 * `/:lang` is `index`, `/:lang/blog/:slug` is `blog/$slug`, the catch-all `$`.
 */
export function routeTextsKey(pattern: string): string {
  const rest = pattern.replace(/^\/?:lang(?=\/|$)/, "").replace(/^\/+|\/+$/g, "");
  return rest === "" ? "index" : rest.replace(/:\w+/g, (p) => `$${p.slice(1)}`).replace(/\*/g, "$");
}

/** A catalog's address: one version per build's texts, so a cached copy is never another build's. */
export function catalogFile(version: string, locale: string, key: string): string {
  return `${TEXTS_PATH_PREFIX}${version}/${locale}/${key}.json`;
}

/** A lazily loaded part's key (`parts/features/chat/chat-window`), from its module's path under web/. */
export function partTextsKey(module: string): string {
  return `parts/${module}`;
}
