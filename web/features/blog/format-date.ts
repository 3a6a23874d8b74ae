import { DEFAULT_LOCALE, type Locale } from "../../../contracts/locales";

/**
 * Dates are shown in UTC with a fixed locale per language: the prerendered HTML (built on some
 * machine) and the visitor's browser then print the same day, so hydration always matches.
 * English is "en-US"; Arabic keeps Western digits (as the rest of the site writes numbers).
 */
export function intlLocale(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "en-US" : locale === "ar" ? "ar-u-nu-latn" : locale;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, dateStyle: "long" | "medium"): Intl.DateTimeFormat {
  const key = `${locale} ${dateStyle}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle, timeZone: "UTC" });
    formats.set(key, format);
  }
  return format;
}

/** "September 24, 2025" (in English) */
export function longDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return dateFormat(locale, "long").format(new Date(iso));
}

/** "Sep 24, 2025" (in English) */
export function shortDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return dateFormat(locale, "medium").format(new Date(iso));
}

/** "1,234" in English, "1.234" in Portuguese and Indonesian. */
export function formatCount(n: number, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(n);
}
