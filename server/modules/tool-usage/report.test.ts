import { describe, expect, it } from "vitest";
import { formatUsageReport, NO_USAGE_MESSAGE } from "./report";

describe("formatUsageReport", () => {
  it("says so when nothing was recorded", () => {
    expect(formatUsageReport([])).toBe(NO_USAGE_MESSAGE);
  });

  it("prints one line per day, newest first, a column per tool and totals", () => {
    const report = formatUsageReport([
      { day: "2025-06-01", tool: "uid-generator", count: 3 },
      { day: "2025-06-02", tool: "ff-name-generator", count: 12 },
      { day: "2025-06-02", tool: "password-generator", count: 1 },
    ]);
    expect(report.split("\n")).toEqual([
      "day         ff-name-generator  uid-generator  sensitivity-generator  password-generator  total",
      "2025-06-02                 12              0                      0                   1     13",
      "2025-06-01                  0              3                      0                   0      3",
      "total                      12              3                      0                   1     16",
    ]);
  });
});
