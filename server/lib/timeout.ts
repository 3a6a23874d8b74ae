/**
 * The server's one bound on work that takes no AbortSignal (a database ping, a query through a
 * driver that cannot be cancelled). Work that takes a signal gets `AbortSignal.timeout` instead
 * (the likes provider, the chat reply), so it is actually stopped rather than only abandoned.
 */

/**
 * Settles like `work`, or rejects with `timeoutError()` after `ms`. The work is left to finish on
 * its own; the timer is cleared as soon as either side settles, so nothing keeps the process up.
 * A plain timer, not an aborted `timers/promises` sleep: every rate-limit count goes through here,
 * and an abort builds an AbortError with its stack on each call.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, timeoutError: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}
