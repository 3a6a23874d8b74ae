/**
 * One PostgreSQL LISTEN connection of its own (outside the pool, which would hand it to queries)
 * that comes back by itself. When the connection is lost it reconnects, waiting `reconnectMs.min`
 * and doubling up to `reconnectMs.max` while attempts fail; once it listens again it calls
 * `onReconnect`, since every notification sent meanwhile was missed and the caller must read again
 * what they would have said.
 */
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";

export type ListenOptions = {
  pool: pg.Pool;
  channel: string;
  /** The payload of each notification on the channel ('' when it was sent without one). */
  onPayload: (payload: string) => void;
  /** The connection is back after a loss: notifications may have been missed. */
  onReconnect: () => void;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  /** Names the listener in the log ("rooms", "blog list"). */
  name: string;
  reconnectMs?: { min: number; max: number };
};

// LISTEN takes an identifier, not a parameter: only plain lower-case names are spliced in.
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export async function listenWithReconnect({
  pool,
  channel,
  onPayload,
  onReconnect,
  log,
  name,
  reconnectMs = { min: 1000, max: 5000 },
}: ListenOptions): Promise<{ close(): Promise<void> }> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = reconnectMs.min;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    const lost = (err?: unknown) => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners("error");
      next.on("error", () => {});
      next.end().catch(() => {});
      if (closed) return;
      log.warn({ err }, `${name}: lost the LISTEN connection; reconnecting`);
      schedule();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (err) {
      next.on("error", () => {});
      await next.end().catch(() => {});
      throw err;
    }
    // Closed while this attempt was on its way: the connection must not outlive close().
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = reconnectMs.min;
  };

  const schedule = () => {
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (closed) return;
          log.info(`${name}: LISTEN connection back`);
          onReconnect();
        },
        () => {
          delay = Math.min(delay * 2, reconnectMs.max);
          if (!closed) schedule();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
