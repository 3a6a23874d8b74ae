import type { CommunityStatId } from "../../../content/community";
import { risingBy, type CounterRule } from "../shared/counter-rule";

export const COMMUNITY_TICK_MS = 1000;

/** The community stat cards' simulated counters (spec 2 section 4), all ticking every second. */
export const COMMUNITY_COUNTER_RULES: Readonly<Record<CommunityStatId, CounterRule>> = {
  discord: { start: 1300, intervalMs: COMMUNITY_TICK_MS, next: risingBy(0, 2) },
  youtube: { start: 8000, intervalMs: COMMUNITY_TICK_MS, next: risingBy(0, 4) },
  telegram: { start: 15_000, intervalMs: COMMUNITY_TICK_MS, next: risingBy(0, 7) },
  interactions: { start: 1_000_000, intervalMs: COMMUNITY_TICK_MS, next: risingBy(0, 19) },
};

/**
 * Spec 2 section 4: 1,000,000 or more shows one decimal and M+; 1000 or more one decimal and K+;
 * otherwise the number and +. The decimal is rounded down, never up: "+" means "at least", so
 * 999,999 reads 999.9K+ (not 1000.0K+) and 1,049,999 reads 1.0M+. Integer maths keeps it exact.
 */
export function formatCommunityCount(value: number): string {
  const n = Math.max(0, Math.floor(value));
  if (n >= 1_000_000) return `${(Math.floor(n / 100_000) / 10).toFixed(1)}M+`;
  if (n >= 1000) return `${(Math.floor(n / 100) / 10).toFixed(1)}K+`;
  return `${n}+`;
}
