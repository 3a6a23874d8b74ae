/**
 * Rooms in the database: read one, and change one with the version it was read at, so two
 * instances never both apply a change to one state (docs/decisions/093). Changes to one room run one
 * at a time here; a change another instance wrote first is read again and the change retried.
 */
import { and, eq } from "drizzle-orm";
import { ROOM_MESSAGES } from "../../../contracts/rooms";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema";
import { goneSince, LIVE, type Change, type Room, type RoomData, type Status } from "./room-rules";

/** Tries before a change gives up on a room other instances keep changing under it. */
const ATTEMPTS = 5;

export function createRoomStore(db: Db, now: () => number, { onStored }: { onStored: (room: Room) => void }) {
  const queues = new Map<string, Promise<unknown>>();

  async function load(id: string): Promise<Room | null> {
    const [row] = await db.select().from(rooms).where(eq(rooms.id, id));
    if (!row) return null;
    return { id: row.id, status: row.status as Status, version: row.version, data: row.data as RoomData, updatedAt: row.updatedAt };
  }

  /** Writes the room if nobody changed it since it was read. */
  async function save(room: Room): Promise<boolean> {
    const written = await db
      .update(rooms)
      .set({ status: room.status, data: room.data, version: room.version + 1, goneSince: goneSince(room.data), updatedAt: new Date(now()) })
      .where(and(eq(rooms.id, room.id), eq(rooms.version, room.version)))
      .returning({ version: rooms.version });
    return written.length === 1;
  }

  /** Applies `apply` to a copy of the live room and stores it; `onStored` hears of every stored change. */
  function change(id: string, apply: (room: Room) => Change): Promise<Change> {
    const run = async (): Promise<Change> => {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const room = await load(id);
        if (!room || !LIVE.includes(room.status)) return { error: ROOM_MESSAGES.notFound };
        const next = apply(structuredClone(room));
        if (next === null || "error" in next) return next;
        if (await save(next)) {
          const stored = { ...next, version: next.version + 1 };
          onStored(stored);
          return stored;
        }
      }
      return { error: ROOM_MESSAGES.tooFast };
    };
    const queued = (queues.get(id) ?? Promise.resolve()).then(run, run);
    const tail = queued.catch(() => {});
    queues.set(id, tail);
    void tail.then(() => {
      if (queues.get(id) === tail) queues.delete(id);
    });
    return queued;
  }

  return { load, change };
}
