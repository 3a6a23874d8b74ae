import { describe, expect, it } from "vitest";
import { longDate, shortDate } from "./format-date";

describe("blog dates", () => {
  it("prints the article's calendar day in UTC, whatever the machine's zone", () => {
    expect(longDate("2025-09-24T00:00:00.000Z")).toBe("September 24, 2025");
    expect(shortDate("2025-09-24T00:00:00.000Z")).toBe("Sep 24, 2025");
  });
});
