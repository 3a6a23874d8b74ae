/**
 * A count in words, in any of the site's languages, for code that runs without the page's
 * messages store (the server's chat answers and refusals, the build's post bodies). The forms are
 * the ones Intl.PluralRules names, as @nanostores/i18n's `count` takes them in the page's catalogs
 * (decision 079): English gives one and other, Arabic zero, one, two, few, many and other
 * (دقيقة واحدة، دقيقتين، 3 دقائق، 11 دقيقةً، 100 دقيقة). `{count}` is the number as Intl writes it.
 */
import type { Locale } from "../contracts/locales";

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Locale, Intl.PluralRules>();
const numbers = new Map<Locale, Intl.NumberFormat>();

function cached<T>(map: Map<Locale, T>, locale: Locale, make: () => T): T {
  let made = map.get(locale);
  if (!made) map.set(locale, (made = make()));
  return made;
}

/** The form of `forms` the language picks for `n`, with `{count}` written as the language writes numbers. */
export function countText(locale: Locale, forms: PluralForms, n: number): string {
  const form = cached(rules, locale, () => new Intl.PluralRules(locale)).select(n);
  const written = cached(numbers, locale, () => new Intl.NumberFormat(locale === "en" ? "en-US" : locale)).format(n);
  return (forms[form] ?? forms.other).replaceAll("{count}", written);
}
