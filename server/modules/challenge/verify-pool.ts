/**
 * The worker pool that verifies submitted runs (decision 036): a replay of the longest Breakout
 * log takes about half a second of CPU, and on the request thread eight of them stalled every
 * other request for over a second. Here the request thread hands the run to a worker and waits.
 *
 * - Threads: one fewer than the machine's cores, at least 1 and at most 4, so the request thread
 *   keeps a core of its own (on the 2-core production machine: 1 thread). The thread starts on the
 *   first submission and stops after a minute idle, so an app that never verifies (most tests, a
 *   quiet night) spends nothing on it.
 * - Large bodies: a submission or finish seal over LARGE_BODY_BYTES (routes.ts) is parsed, and its
 *   log hashed, in a worker too, and the log reaches the replay as the body's text. Measured here
 *   (2 shared cores, busy): parsing a 900 KB log on the request thread took 10-130 ms and cloning
 *   it into a worker 20-80 ms; eight at once stalled every other request for most of a second.
 * - Checks that need no replay (precheck: entry counts, the run's length against its age) run
 *   first in the worker, since a large body's log is only there.
 * - Budget: a replay running longer than `budgetMs` (default 3 s; the longest valid log takes
 *   0.4-0.6 s here when the machine is quiet) is stopped (Piscina ends the worker thread) and the run refused. The budget
 *   starts when the worker picks the task up: waiting behind other runs is not the runner's fault.
 * - Queue: at most MAX_QUEUE waiting runs, each for at most MAX_QUEUE_WAIT_MS; past either the
 *   request is answered 503 and its token handed back, so the runner can send the run again.
 * - The worker is TypeScript: it is loaded with `--import tsx`, the loader the production start
 *   (`node --import tsx scripts/start.ts`) uses, passed explicitly so it also works where the
 *   parent process was started another way (Vitest's workers).
 */
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import type { Verification, VerifyInput } from "../../../games/challenge/verify";
import { AppError } from "../../lib/errors";

export const VERIFY_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
export const DEFAULT_REPLAY_BUDGET_MS = 3_000;
export const MAX_QUEUE = 64;
/**
 * The longest a run waits in the queue before it is answered 503 (its token handed back): the
 * server drops a connection idle for 35 s (app.ts connectionTimeout), and a clear "busy, send it
 * again" beats a dropped request.
 */
export const MAX_QUEUE_WAIT_MS = 20_000;
const IDLE_TIMEOUT_MS = 60_000;

export const REPLAY_TOO_LONG_MESSAGE = "This run takes longer to check than any real run would, so it was not recorded.";
export const VERIFY_BUSY_MESSAGE = "The server is busy checking other runs. Please send yours again in a minute.";

/**
 * `bodyText`: the submission's JSON text, whose `log` the worker reads instead of `input.log`
 * (copying a string to a thread is far cheaper than parsing or cloning a log on the request
 * thread: tens of ms each for the largest). `ageMs`: the run's time from start to seal, for precheck.
 */
export type VerifyTask = { input: TaskInput; sealedLogHash: string | null; bodyText?: string; ageMs: number };
/**
 * A hidden-deal run's deal as the request thread hands it over: the run's key (base64url) and how
 * many draws a run of its moves can need; the worker computes the tape (thousands of HMACs for a
 * long 2048 run, off the request thread).
 */
export type TapeKey = { tapeKey: string; draws: number };
export type TaskInput = Omit<VerifyInput, "deal"> & { deal: VerifyInput["deal"] | TapeKey };
/** A large body parsed in a worker: everything but the log, and the log's hash (signing.ts hashLog). */
export type ParsedBody = { ok: true; body: unknown; logHash: string | null } | { ok: false; message?: string };
/**
 * `tape`: a tape-dealt run's draws that it used, which its public record keeps. `logText`: a
 * verified large body's log as JSON text, kept for playback without parsing it on the request thread.
 */
export type VerifyAnswer = Verification & { tape?: number[]; logText?: string };

export type VerifyPool = {
  verify(task: VerifyTask): Promise<VerifyAnswer>;
  /** A large body's JSON parsed in a worker (everything but the log, and the log's hash). */
  parseBody(text: string): Promise<ParsedBody>;
  close(): Promise<void>;
};

const busy = () => new AppError("unavailable", VERIFY_BUSY_MESSAGE, { headers: { "retry-after": "60" } });

export function createVerifyPool({
  budgetMs = DEFAULT_REPLAY_BUDGET_MS,
  threads = VERIFY_THREADS,
  maxQueueWaitMs = MAX_QUEUE_WAIT_MS,
  worker = new URL("./verify-worker.ts", import.meta.url),
}: {
  budgetMs?: number | undefined;
  threads?: number | undefined;
  maxQueueWaitMs?: number | undefined;
  /** @internal The worker's module: a test's own worker holds its thread for as long as the test says. */
  worker?: URL | undefined;
} = {}): VerifyPool {
  let pool: Piscina | undefined;
  const open = () =>
    (pool ??= new Piscina({
      filename: fileURLToPath(worker),
      execArgv: ["--import", "tsx"],
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_TIMEOUT_MS,
      // The queue's bound is checked here (MAX_QUEUE), so Piscina's own refusal never happens.
    }));

  return {
    async verify(task) {
      const workers = open();
      if (workers.queueSize >= MAX_QUEUE) throw busy();
      const abort = new AbortController();
      const { port1, port2 } = new MessageChannel();
      let running = false;
      let timer = setTimeout(() => abort.abort(), maxQueueWaitMs);
      port1.once("message", () => {
        running = true;
        clearTimeout(timer);
        timer = setTimeout(() => abort.abort(), budgetMs);
      });
      try {
        return (await workers.run({ ...task, started: port2 }, { transferList: [port2], signal: abort.signal })) as VerifyAnswer;
      } catch (err) {
        if (abort.signal.aborted && running) return { ok: false, status: 422, message: REPLAY_TOO_LONG_MESSAGE };
        if (abort.signal.aborted) throw busy();
        throw err;
      } finally {
        clearTimeout(timer);
        port1.close();
      }
    },
    async parseBody(text) {
      const workers = open();
      if (workers.queueSize >= MAX_QUEUE) throw busy();
      // Parsing is bounded by the body limit; only the wait for a thread needs a bound.
      const signal = AbortSignal.timeout(maxQueueWaitMs);
      try {
        return (await workers.run(text, { name: "parseBody", signal })) as ParsedBody;
      } catch (err) {
        if (signal.aborted) throw busy();
        throw err;
      }
    },
    async close() {
      await pool?.destroy();
    },
  };
}
