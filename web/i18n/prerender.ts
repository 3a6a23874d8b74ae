/**
 * The prerender's side of the page's language (docs/decisions/048-languages.md): it sets the
 * language from the page's path, records which components' texts the page rendered, fails the
 * build on a missing translation, and writes those translations into the page for hydration.
 */
import type { ComponentsJSON } from "@nanostores/i18n";
import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from "../../contracts/locales";
import { i18n, INLINE_MESSAGES_ID, locale, messagesFile, recordRenderedMessages } from "./i18n";

/** Every language's every file, at hand while prerendering (this module is the server's only). */
const allMessages = import.meta.glob<ComponentsJSON[string]>("./messages/*/*.json", { import: "default", eager: true });

for (const [file, translations] of Object.entries(allMessages)) {
  const [, code, name] = /^\.\/messages\/([^/]+)\/(.+)\.json$/.exec(file) ?? [];
  // The instance's own cache (I18n.cache): a page's components then render translated at once.
  if (isLocale(code) && name) i18n.cache[code] = { ...i18n.cache[code], [name]: translations as never };
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
  if (!translated) return [`web/i18n/messages/${code}/${component}.json is missing`];
  const want = new Set(keysOf(base).map((k) => k.split(".")[0]));
  const have = new Set(keysOf(translated).map((k) => k.split(".")[0]));
  return [
    ...[...want].filter((k) => !have.has(k)).map((k) => `${code}/${component}.json lacks "${k}"`),
    ...[...have].filter((k) => !want.has(k)).map((k) => `${code}/${component}.json has "${k}", which English does not`),
  ];
}

/** `<script type="application/json">` with the page's translations; empty for English. */
export function inlineMessagesScript(page: PageMessages): string {
  if (page.locale === DEFAULT_LOCALE) return "";
  const names = [...page.rendered].sort();
  const problems = names.flatMap((name) => translationProblems(page.locale, name));
  if (problems.length > 0) throw new Error(`Missing translations:\n  ${problems.join("\n  ")}`);
  const messages: ComponentsJSON = Object.fromEntries(names.map((name) => [name, allMessages[messagesFile(page.locale, name)] ?? {}]));
  // JSON inside <script>: "<" is escaped so no text can close the element.
  const json = JSON.stringify(messages).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${INLINE_MESSAGES_ID}">${json}</script>`;
}
