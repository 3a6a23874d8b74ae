/**
 * The site's languages (docs/decisions/048-languages.md): English at today's paths, the others
 * under a path prefix. Pure facts, shared by the web app, the prerender, the server and the feeds.
 */
export const LOCALES = ["en", "hi", "pt-BR", "id", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = "en" satisfies Locale;
/** The translated languages, in the order the switcher lists them after English. */
export const TRANSLATED_LOCALES = LOCALES.filter((l): l is Exclude<Locale, "en"> => l !== DEFAULT_LOCALE);

/** The first path segment of each translated language (`/pt-br/games`); English has none. */
const PREFIX: Record<Locale, string> = { en: "", hi: "hi", "pt-BR": "pt-br", id: "id", ar: "ar" };

/** Each language's name in itself, as the switcher shows it (a reader looks for their own script). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी", "pt-BR": "Português (Brasil)", id: "Bahasa Indonesia", ar: "العربية" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The language a path prefix names (`"pt-br"` → `"pt-BR"`), or undefined for any other segment. */
export function localeOfPrefix(segment: string | undefined): Exclude<Locale, "en"> | undefined {
  return TRANSLATED_LOCALES.find((l) => PREFIX[l] === segment);
}

/** The language a site path is in: its first segment's, or English. */
export function localeOfPath(pathname: string): Locale {
  return localeOfPrefix(pathname.split("/")[1]) ?? DEFAULT_LOCALE;
}

/** The path without its language prefix: `/hi/games/snake` → `/games/snake`, `/hi` → `/`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(PREFIX[locale].length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * A site path in a language: `/games` in Hindi is `/hi/games`, `/` is `/hi`. Paths outside the
 * site's pages (an API, a file such as `/rss.xml`, another host) are returned unchanged.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/api/")) return path;
  if (/\.[a-z0-9]+$/i.test(path.split(/[?#]/)[0] ?? "")) return path;
  const bare = unlocalizedPath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  const [pathname = "", ...rest] = bare.split(/(?=[?#])/);
  const suffix = rest.join("");
  return pathname === "/" ? `/${PREFIX[locale]}${suffix}` : `/${PREFIX[locale]}${pathname}${suffix}`;
}

/** A language's blog feed: `/rss.xml` for English, `/hi/rss.xml` for Hindi (scripts/feeds.ts writes them). */
export function feedPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "/rss.xml" : `/${PREFIX[locale]}/rss.xml`;
}
