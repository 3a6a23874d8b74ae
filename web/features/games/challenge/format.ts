import { DAY_PATTERN, FEWER_IS_BETTER, type ChallengeGame } from "../../../../contracts/challenge";
import { DEFAULT_LOCALE, type Locale } from "../../../../contracts/locales";
import { challengeMessages } from "./texts";

/**
 * The one way the challenge writes a number (scores, ranks), on the panel, the boards, the
 * submit dialog and the share card alike: "3,260", never "3260" in one place and "3,260" in
 * another; in the page's language (`locale`), as Intl writes numbers there (3.260 in Portuguese
 * and Indonesian; Arabic follows CLDR's default digits for "ar").
 */
const formats = new Map<Locale, Intl.NumberFormat>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === DEFAULT_LOCALE ? "en-US" : locale, { maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format;
}

export function formatNumber(n: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale).format(n);
}

/** "1,234 points" or, where fewer is better (Sliding, Memory), "27 moves"; the words in the page's language. */
export function formatScore(game: ChallengeGame, score: number, locale: Locale = DEFAULT_LOCALE): string {
  const t = challengeMessages.get();
  const words = FEWER_IS_BETTER.has(game) ? t.moves(score) : t.points(score);
  return words.replace("{score}", formatNumber(score, locale));
}

/** "#1,234": a place on a board. */
export function formatRank(rank: number, locale: Locale = DEFAULT_LOCALE): string {
  return challengeMessages.get().rank({ rank: formatNumber(rank, locale) });
}

export function scoreHeading(game: ChallengeGame): string {
  const t = challengeMessages.get();
  return FEWER_IS_BETTER.has(game) ? t.movesHeading : t.scoreHeading;
}

/** A challenge day (YYYY-MM-DD): as it is in English, as the language writes a date elsewhere. */
export function formatDay(day: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = new Date(`${day}T00:00:00Z`);
  // English keeps the day as the server and the links write it; anything not a day is shown as it came.
  if (locale === DEFAULT_LOCALE || !DAY_PATTERN.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}
