import { describe, expect, it } from "vitest";
import { seededRandom, type Random } from "../../../lib/random";
import { counterFirstMoves } from "../../../test/counter-moves";
import { COMMUNITY_COUNTER_RULES, formatCommunityCount } from "./community-counters";

const lowest: Random = () => 0;
const highest: Random = () => 0.999_999_999;

describe("community counters", () => {
  it("start at 1300 members, 8000 subscribers, 15000 Telegram members and 1,000,000 interactions, ticking every 1 s", () => {
    const { shown, movedAt } = counterFirstMoves(COMMUNITY_COUNTER_RULES, 1500);
    expect(shown).toEqual({ discord: 1300, youtube: 8000, telegram: 15_000, interactions: 1_000_000 });
    expect(movedAt).toEqual({ discord: 1000, youtube: 1000, telegram: 1000, interactions: 1000 });
  });

  it.each([
    ["discord", 2],
    ["youtube", 4],
    ["telegram", 7],
    ["interactions", 19],
  ] as const)("%s rises by 0 to %i each tick", (id, max) => {
    const rule = COMMUNITY_COUNTER_RULES[id];
    expect(rule.next(rule.start, lowest)).toBe(rule.start);
    expect(rule.next(rule.start, highest)).toBe(rule.start + max);
    const random = seededRandom(3);
    const steps = new Set<number>();
    for (let i = 0; i < 2000; i++) steps.add(rule.next(rule.start, random) - rule.start);
    expect([...steps].sort((a, b) => a - b)).toEqual(Array.from({ length: max + 1 }, (_, i) => i));
  });
});

describe("formatCommunityCount", () => {
  it.each([
    [0, "0+"],
    [999, "999+"],
    [1000, "1.0K+"],
    [1300, "1.3K+"],
    [8000, "8.0K+"],
    [15_049, "15.0K+"],
    [999_999, "999.9K+"],
    [1_000_000, "1.0M+"],
    [1_049_999, "1.0M+"],
    [1_050_000, "1.0M+"],
    [1_100_000, "1.1M+"],
    [25_000_000, "25.0M+"],
  ])("shows %i as %s", (value, text) => {
    expect(formatCommunityCount(value)).toBe(text);
  });

  it("rounds the decimal down, never up: a '+' count never claims more than there is", () => {
    expect(formatCommunityCount(1999)).toBe("1.9K+");
    expect(formatCommunityCount(1_999_999)).toBe("1.9M+");
  });
});
