import { describe, expect, it } from "vitest";
import type { LighthouseRow } from "./lighthouse";
import { pairOrder, pairRow } from "./translated-routes";
import { navigationRows, rotation } from "./i18n-navigation";

const row = (route: string, performance: number, lcpMs: number) => ({ route, performance, lcpMs }) as LighthouseRow;
const en = row("/", 100, 2000);

describe("a translated route beside its English twin", () => {
  it("holds when its score is at least 97% of English's and its LCP at most 103%", () => {
    expect(pairRow(en, row("/hi", 97, 2060), [1]).ok).toBe(true);
    expect(pairRow(en, row("/hi", 96, 2000), [1]).ok).toBe(false);
    expect(pairRow(en, row("/hi", 100, 2061), [1]).ok).toBe(false);
  });

  it("is measured English first on odd runs and the translation first on even ones", () => {
    const pair = { english: "/", translated: "/ar" };
    expect([1, 2, 3].map((i) => pairOrder(pair, i))).toEqual([
      ["/", "/ar"],
      ["/ar", "/"],
      ["/", "/ar"],
    ]);
  });
});

describe("the client navigation in every language", () => {
  it("starts each run at the next language", () => {
    expect(rotation(["a", "b", "c"], 0)).toEqual(["a", "b", "c"]);
    expect(rotation(["a", "b", "c"], 4)).toEqual(["b", "c", "a"]);
  });

  it("holds a language whose median is within 10% of English's and misses one over it", () => {
    const times = new Map([
      ["en", [1000, 1200, 1100]],
      ["hi", [1200, 1000, 1300]],
      ["pt-BR", [1100, 1100, 1100]],
      ["id", [1000, 1000, 1000]],
      ["ar", [1211, 1211, 1211]],
    ] as const);
    const rows = navigationRows(new Map([...times].map(([l, t]) => [l, [...t]])), new Map());
    expect(rows.map((r) => [r.locale, r.medianMs, r.ok])).toEqual([
      ["en", 1100, true],
      ["hi", 1200, true],
      ["pt-BR", 1100, true],
      ["id", 1000, true],
      ["ar", 1211, false],
    ]);
  });
});
