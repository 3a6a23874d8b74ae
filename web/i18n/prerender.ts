/**
 * The prerender's side of the page's language (docs/decisions/048-languages.md, 071): it sets the
 * language from the page's path, records which components' texts the page rendered, fails the
 * build on a missing translation or on a rendered text no catalog holds, and writes the page's
 * catalog (the shell's texts and those its route's code shows at once) into the page. A lazy part
 * the prerender drew in place (a tool's tab, the home page's code) is no exception: its boundary
 * hydrates once its chunk and its catalog, fetched side by side, have come.
 */
import { readFileSync } from "node:fs";
import type { ComponentsJSON } from "@nanostores/i18n";
import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from "../../contracts/locales";
import { ROUTE_TEXTS_LIST, type RouteTextsList } from "../../contracts/route-texts";
import { addCatalog, i18n, INLINE_MESSAGES_ID, locale, recordRenderedMessages } from "./i18n";

/** Every language's every file, at hand while prerendering (this module is the server's only). */
const allMessages = import.meta.glob<ComponentsJSON[string]>("./messages/*/*.json", { import: "default", eager: true });

function messagesFile(code: Locale, component: string): string {
  return `./messages/${code}/${component}.json`;
}

for (const [file, translations] of Object.entries(allMessages)) {
  const [, code, name] = /^\.\/messages\/([^/]+)\/(.+)\.json$/.exec(file) ?? [];
  if (isLocale(code) && name) addCatalog(code, { [name]: translations });
}

/**
 * Which components' texts each route needs, written by the browser build beside its folder
 * (scripts/bundle/route-texts.ts); this module runs from `<build>/server/`.
 */
let list: RouteTextsList | undefined;
function routeTextsList(): RouteTextsList {
  list ??= JSON.parse(readFileSync(new URL(`../${ROUTE_TEXTS_LIST}`, import.meta.url), "utf8")) as RouteTextsList;
  return list;
}

export type PageMessages = { locale: Locale; rendered: Set<string> };

export function startPage(pathname: string): PageMessages {
  const pageLocale = localeOfPath(pathname);
  locale.set(pageLocale);
  return { locale: pageLocale, rendered: recordRenderedMessages() };
}

/** Keys of a base text or translation, nested ones (`count`) as `key.form`. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => (typeof inner === "string" ? [`${prefix}${key}`] : keysOf(inner, `${prefix}${key}.`)));
}

/** What a language's file for a component lacks or has extra, against its English texts. */
export function translationProblems(code: Locale, component: string): string[] {
  const base = i18n.cache[DEFAULT_LOCALE][component];
  const translated = allMessages[messagesFile(code, component)];
  // A lazy part's English is not loaded while no page has rendered it: web/translations.test.ts checks those.
  if (!base) return translated ? [] : [`web/i18n/messages/${code}/${component}.json is missing`];
  if (!translated) return [`web/i18n/messages/${code}/${component}.json is missing`];
  const want = new Set(keysOf(base).map((k) => k.split(".")[0]));
  const have = new Set(keysOf(translated).map((k) => k.split(".")[0]));
  return [
    ...[...want].filter((k) => !have.has(k)).map((k) => `${code}/${component}.json lacks "${k}"`),
    ...[...have].filter((k) => !want.has(k)).map((k) => `${code}/${component}.json has "${k}", which English does not`),
  ];
}

/**
 * `<script type="application/json">` with the page's catalog; empty for English. `routeId` is the
 * page's deepest route (React Router's id, `lang/routes/games/snake`).
 */
export function inlineMessagesScript(page: PageMessages, routeId: string | undefined): string {
  if (page.locale === DEFAULT_LOCALE) return "";
  const texts = routeTextsList();
  const route = routeId ? texts.routes[routeId] : undefined;
  if (!route) throw new Error(`route-texts: no catalog for route ${routeId ?? "(none)"}`);
  const names = [...new Set([...texts.root, ...route.names])].sort();
  // A part that loads later brings its own (decision 071); anything else rendered is the route's.
  const later = new Set(Object.values(texts.parts).flatMap((p) => p.names));
  const unlisted = [...page.rendered].filter((name) => !names.includes(name) && !later.has(name));
  if (unlisted.length > 0) throw new Error(`route-texts: ${routeId} rendered texts its catalog lacks: ${unlisted.join(", ")}`);
  const problems = [...new Set([...names, ...page.rendered])].flatMap((name) => translationProblems(page.locale, name));
  if (problems.length > 0) throw new Error(`Missing translations:\n  ${problems.join("\n  ")}`);
  const messages: ComponentsJSON = Object.fromEntries(names.map((name) => [name, allMessages[messagesFile(page.locale, name)] ?? {}]));
  // JSON inside <script>: "<" is escaped so no text can close the element.
  const json = JSON.stringify(messages).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${INLINE_MESSAGES_ID}" data-route="${route.key}">${json}</script>`;
}
