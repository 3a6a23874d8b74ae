/**
 * The one notion of "today" in the server (there used to be two; docs/decisions/021): a day is the calendar date (YYYY-MM-DD)
 * in the operator's LIMIT_TIME_ZONE (default UTC). The likes daily limit, its Retry-After, the
 * daily counters, blog view counting and the dashboard's ranges all use these functions.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date at `instant` in `timeZone`, as "YYYY-MM-DD". */
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

/** A calendar day lasts at most 25 hours (a DST fall-back day), so the next day has begun by then. */
const MAX_DAY_MS = 26 * 3600 * 1000;

/**
 * The first instant (to the second) at which the date in `timeZone` differs from the date at
 * `at`. Found by bisection on the date itself, so it is right whatever the zone does at
 * midnight: DST shifts, zones whose midnight is skipped, half-hour offsets.
 */
export function nextDayStart(at: Date, timeZone: string): Date {
  const today = calendarDay(at, timeZone);
  let lo = Math.floor(at.getTime() / 1000); // still today
  let hi = Math.ceil((at.getTime() + MAX_DAY_MS) / 1000); // surely a later day
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (calendarDay(new Date(mid * 1000), timeZone) === today) lo = mid;
    else hi = mid;
  }
  return new Date(hi * 1000);
}

/** Whole seconds until the daily use resets (at least 1), for the Retry-After header. */
export function secondsUntilNextDay(at: Date, timeZone: string): number {
  return Math.max(1, Math.ceil((nextDayStart(at, timeZone).getTime() - at.getTime()) / 1000));
}
