import { DEFAULT_LOCALE, type Locale } from "../../../../contracts/locales";
import type { ContentStatId } from "../../../content/content-creation";
import { randomInt } from "../../../lib/random";
import { risingBy, type CounterRule } from "../shared/counter-rule";

export const LIVE_VIEWERS_FLOOR = 100;

/** The Live Stats panel's simulated numbers, start values and change rules. */
export const CONTENT_STAT_RULES: Readonly<Record<ContentStatId, CounterRule>> = {
  videos: { start: 150, intervalMs: 3000, next: risingBy(0, 1) },
  tutorials: { start: 10, intervalMs: 4000, next: risingBy(0, 1) },
  reviews: { start: 10, intervalMs: 5000, next: risingBy(1, 1) },
  videoViews: { start: 250_000, intervalMs: 2000, next: risingBy(10, 59) },
  followers: { start: 2000, intervalMs: 2500, next: risingBy(5, 24) },
  liveViewers: {
    start: 150,
    intervalMs: 1500,
    // Wanders by -10 to +10, never below the floor.
    next: (current, random) => Math.max(LIVE_VIEWERS_FLOOR, current - 10 + randomInt(random, 21)),
  },
};

/** Live Stats show whole numbers with the language's thousands separators (250,000 in English). */
export function formatStat(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale === DEFAULT_LOCALE ? "en-US" : locale).format(value);
}
