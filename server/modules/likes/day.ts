/**
 * The free daily use resets at midnight in LIMIT_TIME_ZONE (default UTC). A "day" is that zone's
 * calendar date; Retry-After is the number of seconds until the zone's next date begins.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar date at `at` in `timeZone`, as "YYYY-MM-DD". */
export function dayKey(at: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** A calendar day lasts at most 25 hours (a DST fall-back day), so the next day has begun by then. */
const MAX_DAY_MS = 26 * 3600 * 1000;

/**
 * The first instant (to the second) at which the date in `timeZone` differs from the date at
 * `at`. Found by bisection on the date itself, so it is right whatever the zone does at
 * midnight: DST shifts, zones whose midnight is skipped, half-hour offsets.
 */
export function nextDayStart(at: Date, timeZone: string): Date {
  const today = dayKey(at, timeZone);
  let lo = Math.floor(at.getTime() / 1000); // still today
  let hi = Math.ceil((at.getTime() + MAX_DAY_MS) / 1000); // surely a later day
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (dayKey(new Date(mid * 1000), timeZone) === today) lo = mid;
    else hi = mid;
  }
  return new Date(hi * 1000);
}

/** Whole seconds until the daily use resets (at least 1), for the Retry-After header. */
export function secondsUntilNextDay(at: Date, timeZone: string): number {
  return Math.max(1, Math.ceil((nextDayStart(at, timeZone).getTime() - at.getTime()) / 1000));
}
