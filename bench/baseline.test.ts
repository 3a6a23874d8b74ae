import { describe, expect, it } from "vitest";
import { checkRef, formatComparison } from "./baseline";
import type { LighthouseRow } from "./lighthouse";

const row = (route: string, lcpMs: number, transferKb: number, performance = 98): LighthouseRow => ({
  route,
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: lcpMs,
  lcpMs,
  tbtMs: 10,
  cls: 0,
  transferKb,
  benchmarkIndex: 1000,
  runs: [],
  lcpElement: null,
});

describe("baseline comparison", () => {
  it("prints both medians and the ratio now / before per route", () => {
    const table = formatComparison([row("/", 1800, 150, 97)], [row("/", 1500, 100, 99)], "b938067abcdef");
    expect(table).toContain("Compared with b938067abc");
    expect(table).toContain("| / | 97 / 99 | 1800 / 1500 (1.20) | 10 / 10 | 0.000 / 0.000 | 150 / 100 (1.50) |");
  });

  it("marks a route the baseline did not measure", () => {
    expect(formatComparison([row("/new", 1000, 50)], [], "abc1234")).toContain("| /new | 98 / - | 1000 / - |");
  });

  it("takes a commit or branch name and refuses anything git could read as an option", () => {
    expect(checkRef("b938067")).toBe("b938067");
    expect(checkRef("main")).toBe("main");
    expect(() => checkRef("--upload-pack=x")).toThrow(/commit or branch/);
    expect(() => checkRef("a b")).toThrow(/commit or branch/);
  });
});
