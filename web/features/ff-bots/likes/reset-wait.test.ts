import { afterEach, describe, expect, it } from "vitest";
import { formatResetWait } from "./reset-wait";

const intl = Intl as unknown as { DurationFormat?: unknown };
const original = intl.DurationFormat;
afterEach(() => {
  intl.DurationFormat = original;
});

describe("formatResetWait", () => {
  it.each([
    [5 * 3600 + 12 * 60, "en", /^5 hours,? 12 minutes$/],
    [3600, "en", /^1 hour$/],
    [30, "en", /^1 minute$/],
    [2 * 3600 + 59 * 60 + 30, "en", /^3 hours$/],
    [5 * 3600 + 12 * 60, "pt-BR", /^5 horas,? (e )?12 minutos$/],
    [5 * 3600 + 12 * 60, "hi", /^5 घंटे,? (और )?12 मिनट$/],
  ])("%i s in %s", (seconds, locale, expected) => {
    expect(formatResetWait(seconds, locale)).toMatch(expected);
  });

  it("writes each unit with Intl.NumberFormat where Intl.DurationFormat is missing", () => {
    intl.DurationFormat = undefined;
    expect(formatResetWait(5 * 3600 + 12 * 60, "en")).toBe("5 hours, 12 minutes");
    expect(formatResetWait(90 * 60, "id")).toBe("1 jam, 30 menit");
  });
});
