/**
 * The calendar day (YYYY-MM-DD) of an instant in an IANA time zone. Daily counters use the
 * operator's LIMIT_TIME_ZONE so "today" means the same day everywhere in the server.
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
