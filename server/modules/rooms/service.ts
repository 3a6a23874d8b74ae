/**
 * "Play a friend" rooms (contracts/rooms.ts, docs/decisions/093 and 094). The server is the
 * referee: every move is applied by games/rooms/match.ts to the match kept in the database, and
 * written with the version it was read at, so two instances never both apply a move to one state.
 * Phones connected here get the new state at once; the other instances hear of it through the bus
 * (bus.ts) and read the room back. A move is answered only once it is stored: an instance that
 * restarts loses no move, and its phones reconnect to any instance and take their seats back.
 * What a change does to a room is room-rules.ts (plain data), how it is stored room-store.ts; this
 * file holds the phones: their sockets, who sits where, and what each is sent.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { and, count, inArray, lt, or, sql } from "drizzle-orm";
import type { WebSocket } from "ws";
import {
  ROOM_IDLE_MS,
  ROOM_MESSAGES,
  ROOM_RECONNECT_MS,
  roomClientMessageSchema,
  roomUrl,
  type RoomClientMessage,
  type RoomServerMessage,
  type RoomView,
} from "../../../contracts/rooms";
import type { RoomGame, Seat } from "../../../games/rooms/match";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { nameProblem } from "../challenge/names";
import type { RoomBus, RoomSignal } from "./bus";
import { askRematch, ENDED_KEPT_MS, LIVE, newRoomData, playMove, roomView, sweepEnding, type Room, type RoomData, type Status } from "./room-rules";
import { createRoomStore } from "./room-store";

type Conn = { socket: WebSocket; roomId: string; seat: Seat | null; joinedAt: number | null; joined: boolean; recent: number[]; alive: boolean };

/**
 * Every socket is pinged this often: a phone whose screen went off often closes nothing, and one
 * that missed a pong is ended, so its seat's 60 s start. The pings also keep proxies' idle timers
 * from closing a quiet match.
 */
const PING_MS = 20_000;
/** At most this many messages a second from one phone; past it they are refused, and far past it the socket closed. */
const MESSAGES_PER_SECOND = 20;

const hash = (text: string) => createHash("sha256").update(text).digest("base64url");

export type RoomService = ReturnType<typeof createRoomService>;

export function createRoomService({
  db,
  bus,
  log,
  now = () => Date.now(),
  instanceId = randomBytes(8).toString("base64url"),
  reconnectMs = ROOM_RECONNECT_MS,
}: {
  db: Db;
  bus: RoomBus;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  now?: () => number;
  instanceId?: string;
  /** How long a dropped phone keeps its seat (the ROOM_RECONNECT_MS setting; only a proof shortens it). */
  reconnectMs?: number;
}) {
  const conns = new Map<string, Set<Conn>>();
  const { load, change } = createRoomStore(db, now, {
    onStored: (room) => {
      broadcast(room);
      bus.publish({ from: instanceId, roomId: room.id, kind: "state" }).catch((err: unknown) => log.warn({ err }, "rooms: NOTIFY failed"));
    },
  });
  const view = (room: Room, seat: Seat | null): RoomView => roomView(room, seat, now(), reconnectMs);

  function send(conn: Conn, message: RoomServerMessage) {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
  }

  function broadcast(room: Room) {
    const here = conns.get(room.id);
    if (!here) return;
    for (const conn of here) {
      if (!conn.joined) continue;
      if (!LIVE.includes(room.status)) {
        send(conn, { type: "error", message: room.status === "closed" ? ROOM_MESSAGES.closed : ROOM_MESSAGES.notFound });
        conn.socket.close(4404, "room gone");
        continue;
      }
      send(conn, { type: "state", room: view(room, conn.seat) });
    }
  }

  async function refresh(roomId: string) {
    const room = await load(roomId);
    if (room) broadcast(room);
    else for (const conn of conns.get(roomId) ?? []) conn.socket.close(4404, "room gone");
  }

  bus.onSignal((signal: RoomSignal | null) => {
    if (signal === null) {
      for (const roomId of conns.keys()) refresh(roomId).catch(() => {});
      return;
    }
    if (signal.from === instanceId || !conns.has(signal.roomId)) return;
    if (signal.kind === "reaction") {
      for (const conn of conns.get(signal.roomId) ?? []) if (conn.joined) send(conn, { type: "reaction", seat: signal.seat, reaction: signal.reaction as never });
      return;
    }
    refresh(signal.roomId).catch((err: unknown) => log.warn({ err }, "rooms: reading a changed room failed"));
  });

  function checkNickname(nickname: string): string | null {
    return nameProblem(nickname);
  }

  async function create(input: { game: RoomGame; nickname: string; deviceKey: string }, origin: string) {
    const problem = checkNickname(input.nickname);
    if (problem) throw new AppError("bad_request", problem);
    const roomId = randomBytes(24).toString("base64url");
    const seatToken = randomBytes(24).toString("base64url");
    const data: RoomData = newRoomData(input.game, { nickname: input.nickname, deviceHash: hash(input.deviceKey), tokenHash: hash(seatToken) }, now(), randomInt);
    await db.insert(rooms).values({ id: roomId, game: input.game, status: "waiting", data, updatedAt: new Date(now()) });
    return { roomId, url: roomUrl(origin, input.game, roomId), seat: 0 as const, seatToken };
  }

  async function get(roomId: string): Promise<RoomView> {
    const room = await load(roomId);
    if (!room || !LIVE.includes(room.status)) throw new AppError("not_found", ROOM_MESSAGES.notFound);
    return view(room, null);
  }

  async function join(conn: Conn, message: Extract<RoomClientMessage, { type: "join" }>) {
    const room = await load(conn.roomId);
    if (!room || !LIVE.includes(room.status)) {
      send(conn, { type: "error", message: ROOM_MESSAGES.notFound });
      conn.socket.close(4404, "room gone");
      return;
    }
    const deviceHash = hash(message.deviceKey);
    const tokenHash = message.seatToken ? hash(message.seatToken) : null;
    const held = room.data.players.find((p) => p.tokenHash === tokenHash || p.deviceHash === deviceHash);
    const open = room.data.players.length < 2;
    if (!held && open && !message.nickname) {
      // The page asks for a nickname, then joins again; watching needs none.
      send(conn, { type: "error", message: ROOM_MESSAGES.nicknameRequired });
      return;
    }
    if (!held && open && message.nickname) {
      const problem = checkNickname(message.nickname);
      if (problem) return send(conn, { type: "error", message: problem });
    }
    if (!held && !open) {
      conn.joined = true;
      conn.seat = null;
      send(conn, { type: "joined", seat: null, seatToken: null });
      send(conn, { type: "state", room: view(room, null) });
      return;
    }
    const seatToken = randomBytes(24).toString("base64url");
    const joinedAt = now();
    let seat: Seat | null = null;
    const result = await change(conn.roomId, (r) => {
      let player = r.data.players.find((p) => p.tokenHash === tokenHash || p.deviceHash === deviceHash);
      if (!player) {
        if (r.data.players.length >= 2 || !message.nickname) return null;
        player = { nickname: message.nickname, seat: 1, deviceHash, tokenHash: "", joinedAt: null, goneSince: null };
        r.data.players.push(player);
        r.status = "playing";
        r.data.turnStartedAt = joinedAt;
      }
      player.tokenHash = hash(seatToken);
      player.joinedAt = joinedAt;
      player.goneSince = null;
      seat = player.seat;
      // The seat is registered before the state goes out, so this phone gets it too.
      conn.seat = seat;
      conn.joinedAt = joinedAt;
      conn.joined = true;
      send(conn, { type: "joined", seat, seatToken });
      return r;
    });
    if (result === null) {
      // Seat 1 was taken meanwhile: watch.
      conn.joined = true;
      conn.seat = null;
      send(conn, { type: "joined", seat: null, seatToken: null });
      const latest = await load(conn.roomId);
      if (latest) send(conn, { type: "state", room: view(latest, null) });
    } else if ("error" in result) send(conn, { type: "error", message: result.error });
  }

  async function move(conn: Conn, message: Extract<RoomClientMessage, { type: "move" }>) {
    const seat = conn.seat;
    if (seat === null) return send(conn, { type: "error", message: ROOM_MESSAGES.spectator });
    const result = await change(conn.roomId, (r) => playMove(r, seat, message.move, now()));
    if (result && "error" in result) send(conn, { type: "error", message: result.error });
  }

  async function rematch(conn: Conn) {
    const seat = conn.seat;
    if (seat === null) return send(conn, { type: "error", message: ROOM_MESSAGES.spectator });
    const result = await change(conn.roomId, (r) => askRematch(r, seat, now(), randomInt));
    if (result && "error" in result) send(conn, { type: "error", message: result.error });
  }

  function react(conn: Conn, reaction: Extract<RoomClientMessage, { type: "reaction" }>["reaction"]) {
    const seat = conn.seat;
    if (seat === null) return send(conn, { type: "error", message: ROOM_MESSAGES.spectator });
    for (const c of conns.get(conn.roomId) ?? []) if (c.joined) send(c, { type: "reaction", seat, reaction });
    bus.publish({ from: instanceId, roomId: conn.roomId, kind: "reaction", seat, reaction }).catch(() => {});
  }

  async function left(conn: Conn) {
    const here = conns.get(conn.roomId);
    here?.delete(conn);
    if (here?.size === 0) conns.delete(conn.roomId);
    if (conn.seat === null || conn.joinedAt === null) return;
    const { seat, joinedAt } = conn;
    await change(conn.roomId, (r) => {
      const player = r.data.players[seat];
      // A newer join of this seat (a reconnect, maybe on another instance) keeps it.
      if (!player || player.joinedAt !== joinedAt) return null;
      player.goneSince = now();
      return r;
    });
  }

  /** A socket on /api/rooms/:roomId/socket. */
  function connect(socket: WebSocket, roomId: string) {
    const conn: Conn = { socket, roomId, seat: null, joinedAt: null, joined: false, recent: [], alive: true };
    socket.on("pong", () => {
      conn.alive = true;
    });
    const set = conns.get(roomId) ?? new Set<Conn>();
    set.add(conn);
    conns.set(roomId, set);
    socket.on("message", (raw, isBinary) => {
      const at = now();
      conn.recent = conn.recent.filter((t) => at - t < 1000);
      conn.recent.push(at);
      if (conn.recent.length > MESSAGES_PER_SECOND * 3) return socket.close(1008, "too many messages");
      if (conn.recent.length > MESSAGES_PER_SECOND) return send(conn, { type: "error", message: ROOM_MESSAGES.tooFast });
      let parsed: RoomClientMessage;
      try {
        if (isBinary) throw new Error("binary");
        const result = roomClientMessageSchema.safeParse(JSON.parse(String(raw)));
        if (!result.success) throw new Error("shape");
        parsed = result.data;
      } catch {
        return send(conn, { type: "error", message: ROOM_MESSAGES.badMessage });
      }
      const done = (err: unknown) => {
        log.error({ err }, "rooms: a message failed");
        send(conn, { type: "error", message: "Something went wrong on our side. Please try again." });
      };
      if (parsed.type === "join") return void join(conn, parsed).catch(done);
      if (!conn.joined) return send(conn, { type: "error", message: ROOM_MESSAGES.notJoined });
      if (parsed.type === "move") return void move(conn, parsed).catch(done);
      if (parsed.type === "rematch") return void rematch(conn).catch(done);
      react(conn, parsed.reaction);
    });
    socket.on("close", () => {
      left(conn).catch((err: unknown) => log.warn({ err }, "rooms: marking a phone gone failed"));
    });
  }

  /**
   * Forfeits, rooms both players left, idle rooms: run every few seconds on every instance (the
   * version check lets only one of them apply each ending).
   */
  async function sweep(): Promise<void> {
    const at = now();
    // Rooms that are no more keep their nicknames a day at most.
    await db.delete(rooms).where(and(inArray(rooms.status, ["expired", "closed"]), lt(rooms.updatedAt, new Date(at - ENDED_KEPT_MS))));
    const due = await db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(inArray(rooms.status, LIVE), or(lt(rooms.updatedAt, new Date(at - ROOM_IDLE_MS)), lt(rooms.goneSince, new Date(at - reconnectMs)))))
      .limit(500);
    for (const { id } of due) {
      await change(id, (r) => sweepEnding(r, at, reconnectMs)).catch((err: unknown) => log.warn({ err }, "rooms: sweeping a room failed"));
    }
  }

  async function liveCounts() {
    const rows = await db.select({ status: rooms.status, n: count() }).from(rooms).where(inArray(rooms.status, LIVE)).groupBy(rooms.status);
    const of = (status: Status) => rows.find((r) => r.status === status)?.n ?? 0;
    return { playing: of("playing") + of("over"), waiting: of("waiting") };
  }

  async function listLive() {
    const rows = await db
      .select({ id: rooms.id, game: rooms.game, status: rooms.status, data: rooms.data, updatedAt: rooms.updatedAt })
      .from(rooms)
      .where(inArray(rooms.status, LIVE))
      .orderBy(sql`${rooms.updatedAt} desc`)
      .limit(100);
    return rows.map((r) => ({
      roomId: r.id,
      game: r.game as RoomGame,
      status: r.status as "waiting" | "playing" | "over",
      players: (r.data as RoomData).players.map((p) => p.nickname),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function closeRoom(roomId: string): Promise<boolean> {
    const result = await change(roomId, (r) => ({ ...r, status: "closed" }));
    return result !== null && !("error" in result);
  }

  const pings = setInterval(() => {
    for (const set of conns.values())
      for (const conn of set) {
        if (!conn.alive) conn.socket.terminate();
        conn.alive = false;
        conn.socket.ping();
      }
  }, PING_MS);
  pings.unref();

  /** Sockets open here (the load proof reads it). */
  const sockets = () => [...conns.values()].reduce((n, set) => n + set.size, 0);

  return { create, get, connect, sweep, liveCounts, listLive, closeRoom, sockets, stop: () => clearInterval(pings) };
}
