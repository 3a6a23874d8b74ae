/**
 * How instances tell each other that a room changed (docs/decisions/094): PostgreSQL LISTEN/NOTIFY
 * on one channel when the database is PostgreSQL, nothing when it is the embedded one (one process
 * is all there is). The room itself is always read back from the database; a notification only
 * says which room to read, so a missed one costs a late screen, never a move: the listening
 * connection reconnects (1 to 5 s) and then every room with a phone here is read again.
 */
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { listenWithReconnect } from "../../db/listen";

export const ROOMS_CHANNEL = "rooms_changed";

export type RoomSignal = { from: string; roomId: string } & ({ kind: "state" } | { kind: "reaction"; seat: 0 | 1; reaction: string });

export type RoomBus = {
  publish(signal: RoomSignal): Promise<void>;
  /** `signal` null: notifications may have been missed, read every room again. */
  onSignal(listener: (signal: RoomSignal | null) => void): void;
  close(): Promise<void>;
};

export const LOCAL_ROOM_BUS: RoomBus = { publish: async () => {}, onSignal: () => {}, close: async () => {} };

export async function listenForRooms({ pool, log }: { pool: pg.Pool; log: Pick<FastifyBaseLogger, "info" | "warn"> }): Promise<RoomBus> {
  const listeners: ((signal: RoomSignal | null) => void)[] = [];
  const tell = (signal: RoomSignal | null) => listeners.forEach((listener) => listener(signal));
  const listening = await listenWithReconnect({
    pool,
    channel: ROOMS_CHANNEL,
    onPayload(payload) {
      if (!payload) return;
      try {
        tell(JSON.parse(payload) as RoomSignal);
      } catch {
        // not ours
      }
    },
    onReconnect: () => tell(null),
    log,
    name: "rooms",
  });
  return {
    async publish(signal) {
      await pool.query("select pg_notify($1, $2)", [ROOMS_CHANNEL, JSON.stringify(signal)]);
    },
    onSignal(listener) {
      listeners.push(listener);
    },
    close: () => listening.close(),
  };
}
