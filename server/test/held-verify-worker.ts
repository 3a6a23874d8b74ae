/**
 * A verify pool worker for the pool's own tests (server/modules/challenge/verify-pool.test.ts): it
 * tells the pool it started, as the real worker does, then holds its thread until the test lets it
 * go (a shared flag it waits on), so a test of the queue and the budget depends on no replay's
 * speed. The verification it then answers is a fixed refusal.
 */
import type { MessagePort } from "node:worker_threads";

/** The flag's slots: [0] set to 1 by the test to let the worker go, [1] set to 1 by the worker once it holds. */
export type Hold = { hold?: SharedArrayBuffer };

export default function verify({ started, input }: { started?: MessagePort; input: Hold }) {
  started?.postMessage("started");
  started?.close();
  if (input.hold) {
    const flag = new Int32Array(input.hold);
    Atomics.store(flag, 1, 1);
    Atomics.notify(flag, 1);
    while (Atomics.load(flag, 0) === 0) Atomics.wait(flag, 0, 0, 1000);
  }
  return { ok: false, status: 400, message: "held worker: let go" };
}
