/**
 * The server's one bound on work that takes no AbortSignal (a database ping, a query through a
 * driver that cannot be cancelled). Work that takes a signal gets `AbortSignal.timeout` instead
 * (the likes provider, the chat reply), so it is actually stopped rather than only abandoned.
 */
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Settles like `work`, or rejects with `timeoutError()` after `ms`. The work is left to finish on
 * its own; the timer is cancelled as soon as either side settles, so nothing keeps the process up.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, timeoutError: () => Error): Promise<T> {
  const cancel = new AbortController();
  // Promise.race subscribes to `expired`, so its AbortError after a cancel is handled, not reported.
  const expired = sleep(ms, undefined, { signal: cancel.signal }).then(() => {
    throw timeoutError();
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    cancel.abort();
  }
}
