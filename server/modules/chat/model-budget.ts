/**
 * The global daily cap on calls to a paid chat model (CHAT_MODEL_CALLS_PER_DAY): a crowd of
 * clients, each within its own quota, cannot run up the operator's model bill past this. Counted
 * per calendar day in LIMIT_TIME_ZONE in the limit store, so on PostgreSQL or Redis it holds for
 * all instances together. The built-in assistant costs nothing and is not counted.
 *
 * Fails CLOSED: when the store does not answer, no model call is made (decision 024).
 */
import { calendarDay } from "../../lib/calendar-day";
import { AppError } from "../../lib/errors";
import type { LimitStore } from "../../limits/limit-store";

export const MODEL_CAP_REACHED =
  "The assistant has answered as many messages today as this site allows. Please come back tomorrow.";
export const MODEL_CAP_UNAVAILABLE = "The assistant is paused for a moment. Please try again in a minute.";
/** Outlives any day in any time zone; the key names the day, so a new day is a new count. */
const DAY_KEY_TTL_MS = 48 * 3600 * 1000;
const STORE_DOWN_RETRY_SECONDS = 30;

export type ModelBudget = {
  /** Counts one model call, or throws the visitor's 429 (cap reached) or 503 (store down). */
  spend(): Promise<void>;
};

export function createModelBudget({
  store,
  callsPerDay,
  timeZone,
  onStoreError,
  now = () => new Date(),
}: {
  store: LimitStore;
  callsPerDay: number;
  timeZone: string;
  onStoreError: (err: unknown) => void;
  now?: () => Date;
}): ModelBudget {
  return {
    async spend() {
      const at = now();
      let count: number;
      try {
        ({ count } = await store.hit(`model-calls:${calendarDay(at, timeZone)}`, DAY_KEY_TTL_MS));
      } catch (err) {
        onStoreError(err);
        throw new AppError("unavailable", MODEL_CAP_UNAVAILABLE, { headers: { "retry-after": String(STORE_DOWN_RETRY_SECONDS) } });
      }
      if (count > callsPerDay) {
        throw new AppError("rate_limited", MODEL_CAP_REACHED, { headers: { "retry-after": String(secondsToNextDay(at, timeZone)) } });
      }
    },
  };
}

/** Seconds until the calendar day in `timeZone` changes (found by stepping, so DST needs no rules). */
export function secondsToNextDay(at: Date, timeZone: string): number {
  const today = calendarDay(at, timeZone);
  let low = at.getTime();
  let high = low + 26 * 3600 * 1000;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (calendarDay(new Date(mid), timeZone) === today) low = mid;
    else high = mid;
  }
  return Math.max(1, Math.ceil((high - at.getTime()) / 1000));
}
