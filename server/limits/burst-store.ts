/**
 * A store for @fastify/rate-limit that counts in a shared LimitStore (PostgreSQL here; Redis uses
 * the plugin's own Redis store). The plugin is registered with skipOnError, so when the store
 * fails the request goes on (burst limits fail open, decision 024); the failure is logged here,
 * at most once per `logEveryMs`, so an outage under load is one line, not one per request.
 */
import type { StoreFailureLog } from "./failure-log";
import type { LimitStore } from "./limit-store";

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin really passes to `child` (its type declaration names the route options instead). */
type ChildOptions = { routeInfo?: { method?: string; url?: string } };

export const BURST_STORE_DOWN = "rate-limit store unavailable: burst limits are not enforced until it is back (fail open)";

/** Builds the class the plugin's `store` option takes (it calls `new Store(options)`). */
export function sharedBurstStore(store: LimitStore, onFailure: StoreFailureLog) {
  return class SharedBurstStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "burst:",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      store.hit(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: unknown) => {
          onFailure(err);
          callback(err instanceof Error ? err : new Error(String(err)));
        },
      );
    }

    child(routeOptions: object): SharedBurstStore {
      const route = (routeOptions as ChildOptions).routeInfo ?? {};
      return new SharedBurstStore(undefined, `${this.prefix}${route.method ?? ""}${route.url ?? ""}:`);
    }
  };
}
