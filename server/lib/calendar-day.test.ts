import { describe, expect, it } from "vitest";
import { calendarDay, daysBefore } from "./calendar-day";

describe("calendarDay", () => {
  it("gives the date in the given time zone", () => {
    const at = new Date("2025-06-01T20:30:00Z");
    expect(calendarDay(at, "UTC")).toBe("2025-06-01");
    expect(calendarDay(at, "Asia/Kolkata")).toBe("2025-06-02");
    expect(calendarDay(at, "America/Sao_Paulo")).toBe("2025-06-01");
  });

  it("counts days back across month and year ends", () => {
    expect(daysBefore("2025-03-01", 1)).toBe("2025-02-28");
    expect(daysBefore("2025-01-01", 2)).toBe("2024-12-30");
  });
});
