import { describe, expect, it } from "vitest";
import { seededRandom, type Random } from "../../../lib/random";
import { CONTENT_STAT_RULES, formatStat, LIVE_VIEWERS_FLOOR } from "./content-stats";

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

describe("content page live stats (spec 2 section 4)", () => {
  it("start at 150 videos, 10 tutorials, 10 reviews, 250000 views, 2000 followers and 150 live viewers", () => {
    const starts = Object.fromEntries(Object.entries(CONTENT_STAT_RULES).map(([id, r]) => [id, r.start]));
    expect(starts).toEqual({ videos: 150, tutorials: 10, reviews: 10, videoViews: 250_000, followers: 2000, liveViewers: 150 });
  });

  it("tick every 3 s, 4 s, 5 s, 2 s, 2.5 s and 1.5 s", () => {
    const intervals = Object.fromEntries(Object.entries(CONTENT_STAT_RULES).map(([id, r]) => [id, r.intervalMs]));
    expect(intervals).toEqual({ videos: 3000, tutorials: 4000, reviews: 5000, videoViews: 2000, followers: 2500, liveViewers: 1500 });
  });

  it("videos rise by 0 or 1 every tick", () => {
    expect(CONTENT_STAT_RULES.videos.next(150, lowest)).toBe(150);
    expect(CONTENT_STAT_RULES.videos.next(150, highest)).toBe(151);
    expect(rangeOver("videos", 150)).toEqual({ min: 0, max: 1, distinct: 2 });
  });

  it("tutorials rise by 0 or 1 every tick", () => {
    expect(CONTENT_STAT_RULES.tutorials.next(10, lowest)).toBe(10);
    expect(CONTENT_STAT_RULES.tutorials.next(10, highest)).toBe(11);
    expect(rangeOver("tutorials", 10)).toEqual({ min: 0, max: 1, distinct: 2 });
  });

  it("reviews rise by exactly 1 every tick, whatever the random source says", () => {
    expect(CONTENT_STAT_RULES.reviews.next(10, lowest)).toBe(11);
    expect(CONTENT_STAT_RULES.reviews.next(10, highest)).toBe(11);
  });

  it("video views rise by 10 to 59", () => {
    expect(CONTENT_STAT_RULES.videoViews.next(250_000, lowest)).toBe(250_010);
    expect(CONTENT_STAT_RULES.videoViews.next(250_000, highest)).toBe(250_059);
    expect(rangeOver("videoViews", 250_000)).toEqual({ min: 10, max: 59, distinct: 50 });
  });

  it("followers rise by 5 to 24", () => {
    expect(CONTENT_STAT_RULES.followers.next(2000, lowest)).toBe(2005);
    expect(CONTENT_STAT_RULES.followers.next(2000, highest)).toBe(2024);
    expect(rangeOver("followers", 2000)).toEqual({ min: 5, max: 24, distinct: 20 });
  });

  it("live viewers move by -10 to +10", () => {
    expect(CONTENT_STAT_RULES.liveViewers.next(150, lowest)).toBe(140);
    expect(CONTENT_STAT_RULES.liveViewers.next(150, highest)).toBe(160);
    expect(rangeOver("liveViewers", 150)).toEqual({ min: -10, max: 10, distinct: 21 });
  });

  it("live viewers never fall below the floor of 100", () => {
    expect(LIVE_VIEWERS_FLOOR).toBe(100);
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
