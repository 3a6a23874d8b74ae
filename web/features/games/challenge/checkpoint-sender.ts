/**
 * Sends a real-time run's live checkpoints while it plays (games/challenge/checkpoints.ts,
 * decision 063). Each checkpoint's link is the SHA-256 of the link before it and the log's new
 * entries, made in order; the checkpoints go one request at a time, each carrying every one the
 * server does not have yet. A request that does not reach the server (offline) keeps them: they
 * go with the next checkpoint, when the page is back online, or before the finish seal. A refusal
 * stops the sending for the run; the submission is judged on what the server has.
 */
import { MAX_CHECKPOINTS_PER_REQUEST, type ChallengeGame, type Checkpoint } from "../../../../contracts/challenge";
import { linkText } from "../../../../games/challenge/checkpoints";
import type { RealTimeLog } from "../../../../games/challenge/recorder";
import { ChallengeHttpError, type sendCheckpoints } from "./api";

export type CheckpointSender = {
  /** Takes a checkpoint of the log as it stands (the latest tick's page time is its time). */
  take(log: RealTimeLog): void;
  /** Sends what waits, once the links being made are done; settles either way. */
  flush(): Promise<void>;
  /** The run is over or dropped: nothing more is sent. */
  stop(): void;
};

/** SHA-256 in lower-case hex, as the server's node:crypto makes it; null where the page has no SubtleCrypto (not a secure context). */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = new Uint8Array(await subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function createCheckpointSender(opts: {
  token: string;
  game: ChallengeGame;
  send: typeof sendCheckpoints;
  hash?: (text: string) => Promise<string | null>;
}): CheckpointSender {
  const hash = opts.hash ?? sha256Hex;
  let stopped = false;
  /** The links are made one after another: each needs the one before. */
  let chain: Promise<string> = Promise.resolve("");
  let from = { inputs: 0, pauses: 0 };
  /** Checkpoints the server has not confirmed, the first of them numbered `acknowledged`. */
  let waiting: Checkpoint[] = [];
  let acknowledged = 0;
  let sending: Promise<void> | null = null;

  const online = () => void flush();
  if (typeof window !== "undefined") window.addEventListener("online", online);

  function stop(): void {
    stopped = true;
    waiting = [];
    if (typeof window !== "undefined") window.removeEventListener("online", online);
  }

  function sendWaiting(): Promise<void> {
    if (stopped || sending || waiting.length === 0) return sending ?? Promise.resolve();
    const batch = waiting.slice(0, MAX_CHECKPOINTS_PER_REQUEST);
    const first = acknowledged;
    sending = opts
      .send({ token: opts.token, game: opts.game, from: first, checkpoints: batch })
      .then(
        (answer) => {
          const taken = Math.min(waiting.length, Math.max(0, answer.count - first));
          waiting = waiting.slice(taken);
          acknowledged = first + taken;
        },
        (error: unknown) => {
          // Refused: the server will not take this run's checkpoints. Not reached: kept for later.
          if (error instanceof ChallengeHttpError) stop();
        },
      )
      .finally(() => {
        sending = null;
      });
    return sending;
  }

  function flush(): Promise<void> {
    return chain.then(async () => {
      await sending;
      await sendWaiting();
      // What piled up while the one in flight went, if the page is still reaching the server.
      if (waiting.length > 0 && acknowledged > 0) await sendWaiting();
    });
  }

  return {
    take(log) {
      if (stopped) return;
      const point = { ticks: log.endTick, inputs: log.inputs.length, pauses: log.pauses.length, at: log.endAt };
      const since = from;
      from = point;
      chain = chain.then(async (previous) => {
        if (stopped) return previous;
        const link = await hash(linkText(previous, log, since, point));
        if (link === null) {
          stop();
          return previous;
        }
        waiting.push({ ...point, chain: link });
        void sendWaiting();
        return link;
      });
    },
    flush,
    stop,
  };
}
