/**
 * Dates are shown in UTC with a fixed locale: the prerendered HTML (built on some machine) and
 * the visitor's browser then print the same day, so hydration always matches.
 */
const LONG = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const SHORT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** "September 24, 2025" */
export function longDate(iso: string): string {
  return LONG.format(new Date(iso));
}

/** "Sep 24, 2025" */
export function shortDate(iso: string): string {
  return SHORT.format(new Date(iso));
}
