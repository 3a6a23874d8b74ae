/**
 * Play a friend under load (docs/capacity.md): 200 rooms open at once on one instance (embedded
 * database), both phones of each connected over loopback WebSockets; each room plays three moves,
 * one move at a time across the rooms, and the echo (a move sent on one phone to the new state on
 * the other) is timed. Heap per room is measured after the sockets are open.
 */
import { buildApp } from "../../server/app";
import { openPglite } from "../../server/db/client";
import { openRoomClient, type RoomClient } from "../../server/test/room-client";
import { testConfig } from "../../server/test/test-config";
import type { ProvePart, ProveRow } from "./types";

const ROOMS = 200;
const KEY_A = "a".repeat(43);
const KEY_B = "b".repeat(43);

async function run(): Promise<ProveRow[]> {
  const database = await openPglite("memory://");
  const app = await buildApp(testConfig(), { database, rooms: { sweepMs: 0, limits: { createPerHour: 10_000, joinsPerMinute: 10_000 } } });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const clients: RoomClient[] = [];
  try {
    const heapBefore = process.memoryUsage().heapUsed;
    const pairs: { a: RoomClient; b: RoomClient; version: number }[] = [];
    for (let i = 0; i < ROOMS; i++) {
      const made = (await app.inject({ method: "POST", url: "/api/rooms", payload: { game: "tictactoe", nickname: "Asha", deviceKey: KEY_A } })).json<{
        roomId: string;
        seatToken: string;
      }>();
      const a = await openRoomClient(base, made.roomId);
      a.send({ type: "join", deviceKey: KEY_A, seatToken: made.seatToken });
      await a.next("joined");
      const b = await openRoomClient(base, made.roomId);
      b.send({ type: "join", deviceKey: KEY_B, nickname: "Bruno" });
      await b.next("joined");
      clients.push(a, b);
      pairs.push({ a, b, version: (await b.next("state")).room.version });
    }
    const perRoomKb = (process.memoryUsage().heapUsed - heapBefore) / ROOMS / 1024;
    const echoes: number[] = [];
    for (const pair of pairs) {
      for (const [mover, watcher, index] of [
        [pair.a, pair.b, 0],
        [pair.b, pair.a, 4],
        [pair.a, pair.b, 8],
      ] as const) {
        const start = performance.now();
        mover.send({ type: "move", move: { index } });
        pair.version = (await watcher.stateAt(pair.version + 1)).version;
        echoes.push(performance.now() - start);
      }
    }
    echoes.sort((x, y) => x - y);
    const at = (q: number) => echoes[Math.floor(q * (echoes.length - 1))]!;
    return [
      {
        part: "rooms",
        check: `move echo, ${ROOMS} rooms open, one instance`,
        measured: `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (${echoes.length} moves)`,
        target: "p95 under 150 ms",
        ok: at(0.95) < 150,
      },
      { part: "rooms", check: "heap per room (two sockets)", measured: `${perRoomKb.toFixed(1)} KB`, target: "under 200 KB", ok: perRoomKb < 200 },
    ];
  } finally {
    await Promise.all(clients.map((c) => c.close()));
    await app.close();
    await database.close();
  }
}

export const roomsPart: ProvePart = { name: "rooms", run };
