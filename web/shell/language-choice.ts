/**
 * The language switcher's and the first-visit offer's pure rules (docs/decisions/048-languages.md):
 * which address a language choice leads to, and whether to offer the visitor their browser's
 * language. The choice is remembered under one storage key, whoever made it.
 */
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "../../contracts/locales";

/** localStorage key: the language the visitor chose, or the page's language when they dismissed the offer. */
export const LANGUAGE_STORAGE_KEY = "site-language";

/**
 * The offer's line and its Close button, each in the language offered (the visitor may not read
 * the page's): a page's translations cannot carry them, so they are here.
 */
export const LANGUAGE_OFFER_TEXT: Record<Exclude<Locale, "en">, { read: string; close: string }> = {
  hi: { read: "यह पेज हिन्दी में पढ़ो", close: "बंद करो" },
  "pt-BR": { read: "Leia esta página em português", close: "Fechar" },
  id: { read: "Baca halaman ini dalam Bahasa Indonesia", close: "Tutup" },
  ar: { read: "اقرأ هذه الصفحة بالعربية", close: "إغلاق" },
};

/** The same page in `locale`, keeping its query and fragment: `/games/snake` → `/hi/games/snake`. */
export function languageSwitchPath(pathname: string, search: string, hash: string, locale: Locale): string {
  return localizedPath(`${pathname}${search}${hash}`, locale);
}

/** The site's language for one browser language tag (`pt-PT` and `pt` → `pt-BR`, `in` → `id`), if any. */
export function siteLocaleOf(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  switch (primary) {
    case "en":
      return "en";
    case "hi":
      return "hi";
    case "pt":
      return "pt-BR";
    case "id":
    case "in":
      return "id";
    case "ar":
      return "ar";
    default:
      return undefined;
  }
}

/**
 * The language to offer on a first visit: the first of the browser's languages the site has, when
 * it is a translation (never English) other than the page's, and only while the visitor has made
 * no choice (`stored` holds any language once they chose or dismissed). Never a redirect.
 */
export function offeredLocale(stored: string | null, browserLanguages: readonly string[], pageLocale: Locale): Exclude<Locale, "en"> | undefined {
  if (isLocale(stored)) return undefined;
  for (const tag of browserLanguages) {
    const found = siteLocaleOf(tag);
    if (found === undefined) continue;
    return found === DEFAULT_LOCALE || found === pageLocale ? undefined : found;
  }
  return undefined;
}
