import { describe, expect, it } from "vitest";
import { calendarDay, daysBefore } from "./calendar-day";

describe("calendarDay", () => {
  it("formats the UTC day as YYYY-MM-DD", () => {
    expect(calendarDay(new Date("2025-06-01T23:59:59Z"), "UTC")).toBe("2025-06-01");
  });

  it("uses the given time zone, so late evening UTC is already tomorrow in India", () => {
    expect(calendarDay(new Date("2025-06-01T20:00:00Z"), "Asia/Kolkata")).toBe("2025-06-02");
    expect(calendarDay(new Date("2025-06-01T02:00:00Z"), "America/Sao_Paulo")).toBe("2025-05-31");
  });

  it("counts days back across month and year ends", () => {
    expect(daysBefore("2025-03-01", 1)).toBe("2025-02-28");
    expect(daysBefore("2025-01-01", 2)).toBe("2024-12-30");
  });
});
