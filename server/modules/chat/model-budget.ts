/**
 * The daily caps on calls to a paid chat model, counted per calendar day in LIMIT_TIME_ZONE in the
 * limit store (so on PostgreSQL or Redis they hold for all instances together):
 * - the site's (CHAT_MODEL_CALLS_PER_DAY): a crowd of clients cannot run up the operator's bill
 *   past it;
 * - each client's share of it (CHAT_MODEL_CALLS_PER_VISITOR_PER_DAY): one address, even one that
 *   hangs up before every answer, cannot spend the day's calls of everyone else.
 * A call is charged to both when it is made and never given back: the model was paid whether or
 * not the visitor stayed to read the answer. The built-in assistant costs nothing and is not counted.
 *
 * Fails CLOSED: when the store does not answer, no model call is made (decision 024).
 */
import { calendarDay } from "../../lib/calendar-day";
import { AppError } from "../../lib/errors";
import type { LimitStore } from "../../limits/limit-store";
import type { Locale } from "../../../contracts/locales";
import { REFUSAL_TEXTS, refusalTexts } from "../../../texts/chat-refusals";

/** The exact English text, which tests assert (a page shows it through its messages in its language). @internal */
export const MODEL_CAP_REACHED = REFUSAL_TEXTS.en.capReached;
/** The exact English text, which tests assert (a page shows it through its messages in its language). @internal */
export const MODEL_SHARE_REACHED = REFUSAL_TEXTS.en.shareReached;
/** The exact English text, which tests assert (a page shows it through its messages in its language). @internal */
export const MODEL_CAP_UNAVAILABLE = REFUSAL_TEXTS.en.capUnavailable;
/** Outlives any day in any time zone; the key names the day, so a new day is a new count. */
const DAY_KEY_TTL_MS = 48 * 3600 * 1000;
const STORE_DOWN_RETRY_SECONDS = 30;

export type ModelBudget = {
  /**
   * Counts one model call for `clientKey` and for the site, or throws the visitor's 429 (their
   * share or the site's cap reached) or 503 (store down). A visitor past their share is not
   * counted against the site. The refusals are in `lang` (English when absent).
   */
  spend(clientKey: string, lang?: Locale): Promise<void>;
};

export function createModelBudget({
  store,
  callsPerDay,
  callsPerVisitorPerDay,
  timeZone,
  onStoreError,
  now = () => new Date(),
}: {
  store: LimitStore;
  callsPerDay: number;
  callsPerVisitorPerDay: number;
  timeZone: string;
  onStoreError: (err: unknown) => void;
  now?: () => Date;
}): ModelBudget {
  return {
    async spend(clientKey, lang) {
      const texts = refusalTexts(lang);
      const at = now();
      const day = calendarDay(at, timeZone);
      const comeBackTomorrow = (message: string) => new AppError("rate_limited", message, { headers: { "retry-after": String(secondsToNextDay(at, timeZone)) } });
      const count = async (key: string) => {
        try {
          return (await store.hit(key, DAY_KEY_TTL_MS)).count;
        } catch (err) {
          onStoreError(err);
          throw new AppError("unavailable", texts.capUnavailable, { headers: { "retry-after": String(STORE_DOWN_RETRY_SECONDS) } });
        }
      };
      if ((await count(`model-calls:${day}:client:${clientKey}`)) > callsPerVisitorPerDay) throw comeBackTomorrow(texts.shareReached);
      if ((await count(`model-calls:${day}`)) > callsPerDay) throw comeBackTomorrow(texts.capReached);
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
