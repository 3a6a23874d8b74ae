import { describe, expect, it } from "vitest";
import { formatCount, longDate, shortDate } from "./format-date";

describe("blog dates", () => {
  it("prints the article's calendar day in UTC, whatever the machine's zone", () => {
    expect(longDate("2025-09-24T00:00:00.000Z")).toBe("September 24, 2025");
    expect(shortDate("2025-09-24T00:00:00.000Z")).toBe("Sep 24, 2025");
  });
});

describe("blog dates and counts in the page's language", () => {
  it("prints the same UTC day in each language, Arabic with Western digits", () => {
    expect(longDate("2025-09-24T00:00:00.000Z", "pt-BR")).toBe("24 de setembro de 2025");
    expect(longDate("2025-09-24T00:00:00.000Z", "hi")).toBe("24 सितंबर 2025");
    expect(longDate("2025-09-24T00:00:00.000Z", "ar")).toMatch(/^24 سبتمبر 2025$/);
    expect(formatCount(12345, "id")).toBe("12.345");
    expect(formatCount(12345)).toBe("12,345");
  });
});
