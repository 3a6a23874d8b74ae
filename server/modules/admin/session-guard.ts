/**
 * How many admin sign-in attempts are allowed, counted in the limit store (decision 024), so on
 * PostgreSQL or Redis the numbers hold for all instances together:
 * - per client (an IPv4 address or an IPv6 /64, server/lib/client-key.ts): ADMIN_MAX_FAILURES wrong
 *   tokens in ADMIN_FAILURE_WINDOW_MS, then every attempt is refused until the window ends;
 * - for the whole site: ADMIN_GLOBAL_MAX_ATTEMPTS in the same window, so many addresses together
 *   cannot make unbounded guesses either.
 * Each attempt is counted BEFORE the token is compared (and forgiven when it was right), so guesses
 * sent at once to several instances cannot all slip past a check made before any was counted.
 * When the store does not answer, sign-in is refused (fails closed): the lockout is a security
 * control, and the dashboard can wait for the store.
 */
import { ADMIN_FAILURE_WINDOW_MS, ADMIN_GLOBAL_MAX_ATTEMPTS, ADMIN_MAX_FAILURES, ADMIN_MESSAGES } from "../../../contracts/admin";
import { clientKey } from "../../lib/client-key";
import { AppError } from "../../lib/errors";
import type { LimitStore } from "../../limits/limit-store";

const STORE_DOWN_RETRY_SECONDS = 30;
const GLOBAL_KEY = "signin:all";

export type SignInGuard = {
  /** Counts an attempt from `ip`, or throws the 429 (locked) or 503 (store down) to send. */
  attempt(ip: string): Promise<{ succeeded(): Promise<void> }>;
};

export type SignInGuardOptions = {
  store: LimitStore;
  onStoreError: (err: unknown) => void;
  maxPerClient?: number;
  maxForAll?: number;
  windowMs?: number;
};

export function createSignInGuard({
  store,
  onStoreError,
  maxPerClient = ADMIN_MAX_FAILURES,
  maxForAll = ADMIN_GLOBAL_MAX_ATTEMPTS,
  windowMs = ADMIN_FAILURE_WINDOW_MS,
}: SignInGuardOptions): SignInGuard {
  const locked = (message: string, ttlMs: number) =>
    new AppError("rate_limited", message, { headers: { "retry-after": String(Math.max(1, Math.ceil(ttlMs / 1000))) } });

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
      const all = await counted(() => store.hit(GLOBAL_KEY, windowMs));
      if (all.count > maxForAll) throw locked(ADMIN_MESSAGES.signInPaused, all.ttlMs);
      return {
        // The right token: this client's count starts again (the site-wide count keeps it, by design).
        succeeded: () => counted(() => store.reset(key)),
      };
    },
  };
}
