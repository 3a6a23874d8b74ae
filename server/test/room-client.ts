/**
 * A phone in a room, for tests and the load proof: a real WebSocket client (the `ws` package) that
 * queues what the server sends, so a test can wait for the next message of a kind.
 */
import { WebSocket } from "ws";
import type { RoomClientMessage, RoomServerMessage, RoomView } from "../../contracts/rooms";

type Kind = RoomServerMessage["type"];
type Of<K extends Kind> = Extract<RoomServerMessage, { type: K }>;

export type RoomClient = {
  socket: WebSocket;
  send(message: RoomClientMessage): void;
  /** The next message of this kind not yet taken (earlier ones of other kinds are kept). */
  next<K extends Kind>(type: K, timeoutMs?: number): Promise<Of<K>>;
  /** The first queued state at or past this version. */
  stateAt(version: number): Promise<RoomView>;
  close(): Promise<void>;
};

export async function openRoomClient(base: string, roomId: string): Promise<RoomClient> {
  const socket = new WebSocket(`${base.replace(/^http/, "ws")}/api/rooms/${roomId}/socket`);
  const queue: RoomServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on("message", (raw) => {
    queue.push(JSON.parse(String(raw)) as RoomServerMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
    socket.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  const take = <T>(pick: (m: RoomServerMessage) => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms; queued: ${JSON.stringify(queue)}`)), timeoutMs);
      const look = () => {
        for (let i = 0; i < queue.length; i++) {
          const found = pick(queue[i]!);
          if (found !== undefined) {
            queue.splice(i, 1);
            clearTimeout(timer);
            return resolve(found);
          }
        }
        waiters.push(look);
      };
      look();
    });
  return {
    socket,
    send: (message) => socket.send(JSON.stringify(message)),
    next: (type, timeoutMs = 3000) => take((m) => (m.type === type ? (m as Of<typeof type>) : undefined), timeoutMs, type),
    stateAt: (version) => take((m) => (m.type === "state" && m.room.version >= version ? m.room : undefined), 3000, `state v${version}`),
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once("close", () => resolve());
        socket.close();
      }),
  };
}
