/**
 * The calendar day (YYYY-MM-DD) of an instant in an IANA time zone. Daily rules and counters use
 * the operator's LIMIT_TIME_ZONE, so "today" means the same day everywhere in the server.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function calendarDay(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}

/** The calendar day `days` before `day` (both "YYYY-MM-DD"). */
export function daysBefore(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
