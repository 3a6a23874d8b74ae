import { describe, expect, it } from "vitest";
import { seededRandom, type Random } from "../../../lib/random";
import { counterFirstMoves } from "../../../test/counter-moves";
import { CONTENT_STAT_RULES, formatStat } from "./content-stats";

/** A random source stuck at its lowest or highest possible value. */
const lowest: Random = () => 0;
const highest: Random = () => 0.999_999_999;

function rangeOver(id: keyof typeof CONTENT_STAT_RULES, from: number, ticks = 2000) {
  const rule = CONTENT_STAT_RULES[id];
  const random = seededRandom(42);
  const steps = new Set<number>();
  for (let i = 0; i < ticks; i++) steps.add(rule.next(from, random) - from);
  return { min: Math.min(...steps), max: Math.max(...steps), distinct: steps.size };
}

describe("content page live stats", () => {
  it("show 150 videos, 10 tutorials, 10 reviews, 250000 views, 2000 followers and 150 live viewers, which first move after 3 s, 4 s, 5 s, 2 s, 2.5 s and 1.5 s", () => {
    const { shown, movedAt } = counterFirstMoves(CONTENT_STAT_RULES, 6000);
    expect(shown).toEqual({ videos: 150, tutorials: 10, reviews: 10, videoViews: 250_000, followers: 2000, liveViewers: 150 });
    expect(movedAt).toEqual({ videos: 3000, tutorials: 4000, reviews: 5000, videoViews: 2000, followers: 2500, liveViewers: 1500 });
  });

  it.each([
    ["videos", 150, 0, 1],
    ["tutorials", 10, 0, 1],
    ["reviews", 10, 1, 1],
    ["videoViews", 250_000, 10, 59],
    ["followers", 2000, 5, 24],
    ["liveViewers", 150, -10, 10],
  ] as const)("%s (from %i) change by %i to %i each tick, every value in between possible", (id, from, min, max) => {
    const rule = CONTENT_STAT_RULES[id];
    expect(rule.next(from, lowest)).toBe(from + min);
    expect(rule.next(from, highest)).toBe(from + max);
    expect(rangeOver(id, from)).toEqual({ min, max, distinct: max - min + 1 });
  });

  it("live viewers never fall below the floor of 100", () => {
    expect(CONTENT_STAT_RULES.liveViewers.next(105, lowest)).toBe(100);
    expect(CONTENT_STAT_RULES.liveViewers.next(100, lowest)).toBe(100);
    let viewers = 150;
    const random = seededRandom(7);
    for (let i = 0; i < 5000; i++) {
      viewers = CONTENT_STAT_RULES.liveViewers.next(viewers, random);
      expect(viewers).toBeGreaterThanOrEqual(100);
    }
  });

  it("formats stats with thousands separators", () => {
    expect(formatStat(250_000)).toBe("250,000");
    expect(formatStat(150)).toBe("150");
  });
});
