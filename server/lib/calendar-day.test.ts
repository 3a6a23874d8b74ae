import { describe, expect, it } from "vitest";
import { calendarDay, daysBefore, nextDayStart, secondsUntilNextDay } from "./calendar-day";

const at = (iso: string) => new Date(iso);

describe("calendarDay", () => {
  it("is the UTC date by default zone UTC, changing exactly at midnight", () => {
    expect(calendarDay(at("2025-03-09T23:59:59.999Z"), "UTC")).toBe("2025-03-09");
    expect(calendarDay(at("2025-03-10T00:00:00.000Z"), "UTC")).toBe("2025-03-10");
  });

  it("is the local date in a non-UTC zone (Asia/Kolkata, UTC+5:30)", () => {
    // 18:29:59 UTC is 23:59:59 in India; 18:30 UTC is already the next day there.
    expect(calendarDay(at("2025-01-01T18:29:59Z"), "Asia/Kolkata")).toBe("2025-01-01");
    expect(calendarDay(at("2025-01-01T18:30:00Z"), "Asia/Kolkata")).toBe("2025-01-02");
    expect(calendarDay(at("2025-01-01T18:30:00Z"), "UTC")).toBe("2025-01-01");
  });

  it("is behind UTC in a western zone (America/Sao_Paulo, UTC-3)", () => {
    expect(calendarDay(at("2025-06-02T02:59:59Z"), "America/Sao_Paulo")).toBe("2025-06-01");
    expect(calendarDay(at("2025-06-02T03:00:00Z"), "America/Sao_Paulo")).toBe("2025-06-02");
  });
});

describe("secondsUntilNextDay (Retry-After)", () => {
  it("is a full day at UTC midnight and 1 second just before it", () => {
    expect(secondsUntilNextDay(at("2025-03-10T00:00:00Z"), "UTC")).toBe(86_400);
    expect(secondsUntilNextDay(at("2025-03-09T23:59:59Z"), "UTC")).toBe(1);
    expect(secondsUntilNextDay(at("2025-03-09T23:59:59.500Z"), "UTC")).toBe(1);
    expect(secondsUntilNextDay(at("2025-03-09T12:00:00Z"), "UTC")).toBe(43_200);
  });

  it("counts to midnight in the configured zone, not UTC", () => {
    // 12:00 UTC = 17:30 in India: 6.5 hours to go.
    expect(secondsUntilNextDay(at("2025-01-01T12:00:00Z"), "Asia/Kolkata")).toBe(6.5 * 3600);
    expect(nextDayStart(at("2025-01-01T12:00:00Z"), "Asia/Kolkata").toISOString()).toBe("2025-01-01T18:30:00.000Z");
  });

  it("knows a spring-forward day has 23 hours and a fall-back day 25 (America/New_York)", () => {
    // 2025-03-09 starts at 05:00Z (EST) and the next day at 04:00Z (EDT).
    expect(secondsUntilNextDay(at("2025-03-09T05:00:00Z"), "America/New_York")).toBe(23 * 3600);
    // 2025-11-02 starts at 04:00Z (EDT) and the next day at 05:00Z (EST).
    expect(secondsUntilNextDay(at("2025-11-02T04:00:00Z"), "America/New_York")).toBe(25 * 3600);
  });

  it("finds the start of a day whose midnight does not exist (America/Havana DST starts at 00:00)", () => {
    // On 2025-03-09 Cuba jumps from 00:00 to 01:00: the day begins at 01:00 CDT = 05:00Z.
    const start = nextDayStart(at("2025-03-08T20:00:00Z"), "America/Havana");
    expect(calendarDay(start, "America/Havana")).toBe("2025-03-09");
    expect(calendarDay(new Date(start.getTime() - 1000), "America/Havana")).toBe("2025-03-08");
  });
});

describe("calendarDay formatting and daysBefore", () => {
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
