import { DEFAULT_LOCALE, type Locale } from "../../../../contracts/locales";
import type { CommunityStatId } from "../../../content/community";
import { risingBy, type CounterRule } from "../shared/counter-rule";

export const COMMUNITY_TICK_MS = 1000;

/** The community stat cards' simulated counters, all ticking every second. */
export const COMMUNITY_COUNTER_RULES: Readonly<Record<CommunityStatId, CounterRule>> = {
  discord: { start: 1300, intervalMs: COMMUNITY_TICK_MS, next: risingBy(0, 2) },
  youtube: { start: 8000, intervalMs: COMMUNITY_TICK_MS, next: risingBy(0, 4) },
  telegram: { start: 15_000, intervalMs: COMMUNITY_TICK_MS, next: risingBy(0, 7) },
  interactions: { start: 1_000_000, intervalMs: COMMUNITY_TICK_MS, next: risingBy(0, 19) },
};

/**
 * 1,000,000 or more shows one decimal and M+; 1000 or more one decimal and K+;
 * otherwise the number and +. The decimal is rounded down, never up: "+" means "at least", so
 * 999,999 reads 999.9K+ (not 1000.0K+) and 1,049,999 reads 1.0M+. Integer maths keeps it exact.
 * Another language writes the same rounded-down number in its own short form (Intl's compact
 * notation: 1.3 हज़ार, 1,3 mil, ١٫٣ ألف), then the "+".
 */
export function formatCommunityCount(value: number, locale: Locale = DEFAULT_LOCALE): string {
  const n = Math.max(0, Math.floor(value));
  if (locale !== DEFAULT_LOCALE) return `${(n >= 1000 ? compact(locale) : new Intl.NumberFormat(locale)).format(roundedDown(n))}+`;
  if (n >= 1_000_000) return `${(Math.floor(n / 100_000) / 10).toFixed(1)}M+`;
  if (n >= 1000) return `${(Math.floor(n / 100) / 10).toFixed(1)}K+`;
  return `${n}+`;
}

/** The number the English form shows, as a number: 1,049,999 → 1,000,000; 1,349 → 1,300. */
function roundedDown(n: number): number {
  if (n >= 1_000_000) return Math.floor(n / 100_000) * 100_000;
  if (n >= 1000) return Math.floor(n / 100) * 100;
  return n;
}

function compact(locale: Locale): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { notation: "compact", minimumFractionDigits: 1, maximumFractionDigits: 1, roundingMode: "trunc" });
}
