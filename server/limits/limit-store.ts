/**
 * The two counting operations every limit is built from, behind one interface so a limit reads
 * the same whether it lives in this process (the embedded default), in PostgreSQL (DATABASE_URL)
 * or in Redis (REDIS_URL). docs/decisions/024-shared-limits.md says which limit uses which and what
 * happens when the store is down. Every method may reject when a shared store is unreachable: the
 * caller decides whether that limit fails open or closed.
 */
export type WindowCount = {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from 0. */
  ttlMs: number;
};

export type SlidingTake = { allowed: true; /** Names this hit, to give it back with `release`. */ token: string } | { allowed: false; retryAfterMs: number };

export type LimitStore = {
  /** "memory", "postgres" or "redis": logged at start and in the decision record's table. */
  readonly kind: "memory" | "postgres" | "redis";
  /** Fixed window: counts one hit on `key`; the window starts at the key's first hit. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window of `key` without counting (count 0 when there is none). */
  peek(key: string): Promise<WindowCount>;
  /** Forgets `key`'s window. */
  reset(key: string): Promise<void>;
  /**
   * Sliding log: allowed when fewer than `max` hits of `key` fall in the last `windowMs`, and then
   * counted; refused otherwise (not counted), with the wait until the oldest hit leaves the window.
   */
  take(key: string, max: number, windowMs: number): Promise<SlidingTake>;
  /** Gives back one allowed hit (the work it paid for did not happen). */
  release(key: string, token: string): Promise<void>;
  close(): Promise<void>;
};

/** Every key of the site's limits starts with this, so a shared Redis can hold other data too. */
export const KEY_PREFIX = "limits:";
