/**
 * The per-client chat quota: at most `max` messages in any sliding window of `windowMs`, counted
 * in the limit store (decision 024): this process's memory on the embedded database, shared by
 * every instance on PostgreSQL or Redis. Clients are keyed by server/lib/client-key.ts.
 *
 * When a shared store does not answer, the quota fails OPEN with a log line: a visitor is not
 * refused because of our outage, and the bill stays bounded by the global model cap
 * (model-budget.ts), which fails closed.
 */
import type { LimitStore } from "../../limits/limit-store";

export type QuotaDecision =
  { allowed: true; /** Gives the message back (the model failed before answering). */ release: () => Promise<void> } | { allowed: false; retryAfterSeconds: number };

export type ChatQuota = { take(clientKey: string): Promise<QuotaDecision> };

export type QuotaOptions = {
  store: LimitStore;
  max: number;
  windowMs: number;
  onStoreError: (err: unknown) => void;
};

const NOTHING_TO_RELEASE = async () => {};

export function createChatQuota({ store, max, windowMs, onStoreError }: QuotaOptions): ChatQuota {
  return {
    async take(clientKey) {
      const key = `chat:${clientKey}`;
      let taken;
      try {
        taken = await store.take(key, max, windowMs);
      } catch (err) {
        onStoreError(err);
        return { allowed: true, release: NOTHING_TO_RELEASE };
      }
      if (!taken.allowed) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(taken.retryAfterMs / 1000)) };
      let released = false;
      return {
        allowed: true,
        release: async () => {
          if (released) return;
          released = true;
          await store.release(key, taken.token).catch(onStoreError);
        },
      };
    },
  };
}
