import { GREETINGS, type GreetingEntry, type TimeOfDay } from "../content/greetings";

/** The box moves to the next entry every 8 s. */
export const GREETING_ROTATION_MS = 8000;

/** 05:00-11:59 morning, 12:00-16:59 afternoon, 17:00-20:59 evening, otherwise night. */
export function timeOfDay(date: Date): TimeOfDay {
  const h = date.getHours();
  if (h >= 5 && h < 12) return "morning";
  if (h >= 12 && h < 17) return "afternoon";
  if (h >= 17 && h < 21) return "evening";
  return "night";
}

/**
 * The entry to show at `date` for the `tick`-th rotation (of `groups`: the English ones, or the page's language's). The time of day is re-evaluated on
 * every call, so the box follows the clock across a boundary.
 */
export function greetingAt(date: Date, tick: number, groups: Record<TimeOfDay, readonly GreetingEntry[]> = GREETINGS): GreetingEntry & { timeOfDay: TimeOfDay } {
  const group = timeOfDay(date);
  const entries = groups[group];
  const entry = entries[((tick % entries.length) + entries.length) % entries.length]!;
  return { ...entry, timeOfDay: group };
}
