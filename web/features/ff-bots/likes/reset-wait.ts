/**
 * "5 hours, 12 minutes": the wait until the free use comes back, in the page's language, through
 * Intl.DurationFormat where the browser has it, else each unit through Intl.NumberFormat joined
 * by Intl.ListFormat (the same words in every browser of 2024 and later).
 */
type DurationFormatConstructor = new (locale: string, options: { style: "long" }) => { format(duration: { hours?: number; minutes?: number }): string };

export function formatResetWait(seconds: number, locale: string): string {
  const totalMinutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const duration = { ...(hours > 0 && { hours }), ...(minutes > 0 && { minutes }) };
  const DurationFormat = (Intl as unknown as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
  if (DurationFormat) return new DurationFormat(locale, { style: "long" }).format(duration);
  const parts = Object.entries(duration).map(([unit, value]) =>
    new Intl.NumberFormat(locale, { style: "unit", unit: unit === "hours" ? "hour" : "minute", unitDisplay: "long" }).format(value),
  );
  return new Intl.ListFormat(locale, { style: "long", type: "unit" }).format(parts);
}
