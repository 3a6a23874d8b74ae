/**
 * How many admin sign-in attempts are allowed, counted in the limit store (decision 024), so on
 * PostgreSQL or Redis the numbers hold for all instances together:
 * - per client (an IPv4 address or an IPv6 /64, server/lib/client-key.ts): ADMIN_MAX_FAILURES
 *   attempts in ADMIN_FAILURE_WINDOW_MS, then every attempt of that client is refused until the
 *   window ends. Each attempt is counted BEFORE the token is compared (and forgiven when it was
 *   right), so guesses sent at once to several instances cannot all slip past a check made before
 *   any was counted.
 * - for the whole site: ADMIN_GLOBAL_MAX_FAILURES wrong tokens in the same window, counted AFTER the
 *   comparison. Past it a wrong token is answered 429 and logged once per window instead of once
 *   per guess, but the right token is still compared and still signs in: a site-wide pause that
 *   refused it let 20 addresses x 5 wrong tokens lock the operator out of the dashboard.
 * When the store does not answer, sign-in is refused (fails closed): the lockout is a security
 * control, and the dashboard can wait for the store.
 */
import { ADMIN_FAILURE_WINDOW_MS, ADMIN_GLOBAL_MAX_FAILURES, ADMIN_MAX_FAILURES, ADMIN_MESSAGES } from "../../../contracts/admin";
import { clientKey } from "../../lib/client-key";
import { AppError } from "../../lib/errors";
import type { LimitStore } from "../../limits/limit-store";

const STORE_DOWN_RETRY_SECONDS = 30;
const GLOBAL_FAILURES_KEY = "signin:failures";

export type SignInAttempt = {
  /** The right token: this client's count starts again. */
  succeeded(): Promise<void>;
  /** A wrong token: counts it for the site and returns the error to send (401, or 429 past the site's budget). */
  failed(): Promise<AppError>;
};

export type SignInGuard = {
  /** Counts an attempt from `ip`, or throws the 429 (client locked) or 503 (store down) to send. */
  attempt(ip: string): Promise<SignInAttempt>;
};

export type SignInGuardOptions = {
  store: LimitStore;
  onStoreError: (err: unknown) => void;
  /** Called once per window, when the site's wrong tokens first pass the budget. */
  onSitePaused?: (failures: number) => void;
  maxPerClient?: number;
  maxFailuresForAll?: number;
  windowMs?: number;
};

export function createSignInGuard({
  store,
  onStoreError,
  onSitePaused = () => {},
  maxPerClient = ADMIN_MAX_FAILURES,
  maxFailuresForAll = ADMIN_GLOBAL_MAX_FAILURES,
  windowMs = ADMIN_FAILURE_WINDOW_MS,
}: SignInGuardOptions): SignInGuard {
  const locked = (message: string, ttlMs: number) => new AppError("rate_limited", message, { headers: { "retry-after": String(Math.max(1, Math.ceil(ttlMs / 1000))) } });

  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      onStoreError(err);
      throw new AppError("unavailable", ADMIN_MESSAGES.signInUnavailable, { headers: { "retry-after": String(STORE_DOWN_RETRY_SECONDS) } });
    }
  };

  return {
    async attempt(ip) {
      const key = `signin:${clientKey(ip)}`;
      // The 6th attempt of a client is refused: 5 wrong tokens are all it gets per window.
      const client = await counted(() => store.hit(key, windowMs));
      if (client.count > maxPerClient) throw locked(ADMIN_MESSAGES.tooManyFailures, client.ttlMs);
      return {
        succeeded: () => counted(() => store.reset(key)),
        async failed() {
          const all = await counted(() => store.hit(GLOBAL_FAILURES_KEY, windowMs));
          if (all.count <= maxFailuresForAll) return new AppError("unauthorized", ADMIN_MESSAGES.wrongToken);
          if (all.count === maxFailuresForAll + 1) onSitePaused(all.count);
          return locked(ADMIN_MESSAGES.signInPaused, all.ttlMs);
        },
      };
    },
  };
}
