import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROOMS_PATH, adminRoomClosePath, ROOM_IDLE_MS, ROOM_MESSAGES, ROOM_RECONNECT_MS, type RoomView } from "../../../contracts/rooms";
import { MOVE_ERRORS } from "../../../games/rooms/match";
import { buildApp } from "../../app";
import { openRoomClient, type RoomClient } from "../../test/room-client";
import { adminCookie, CSRF_HEADERS, TEST_ADMIN_TOKEN } from "../../test/admin-session";
import { testConfig } from "../../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";

const KEY_A = "a".repeat(43);
const KEY_B = "b".repeat(43);
const KEY_C = "c".repeat(43);

describe.each(testDatabaseKinds())("rooms on $kind", ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let clock = Date.now();
  const clients: RoomClient[] = [];

  beforeAll(async () => {
    database = await open();
    app = await buildApp(testConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN }), { database, rooms: { now: () => clock, sweepMs: 0 } });
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await app.close();
    await database.close();
  });

  const create = (body: unknown) => app.inject({ method: "POST", url: "/api/rooms", payload: body as object });
  async function phone(roomId: string) {
    const client = await openRoomClient(base, roomId);
    clients.push(client);
    return client;
  }
  /** A room with both seats taken: [maker, friend, the state both see]. */
  async function match(game: string): Promise<[RoomClient, RoomClient, RoomView, string]> {
    const made = (await create({ game, nickname: "Asha", deviceKey: KEY_A })).json<{ roomId: string; seatToken: string }>();
    const a = await phone(made.roomId);
    a.send({ type: "join", deviceKey: KEY_A, seatToken: made.seatToken });
    expect(await a.next("joined")).toMatchObject({ seat: 0 });
    const b = await phone(made.roomId);
    b.send({ type: "join", deviceKey: KEY_B, nickname: "Bruno" });
    expect(await b.next("joined")).toMatchObject({ seat: 1 });
    const state = await b.next("state");
    expect(state.room.status).toBe("playing");
    return [a, b, state.room, made.roomId];
  }

  it("makes a room for each of the four games and refuses any other", async () => {
    for (const game of ["tictactoe", "connect4", "rps", "memory"]) {
      const res = await create({ game, nickname: "Asha", deviceKey: KEY_A });
      expect(res.statusCode).toBe(201);
      const body = res.json<{ roomId: string; url: string; seat: number }>();
      expect(body.seat).toBe(0);
      expect(body.roomId).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(body.url).toMatch(new RegExp(`/games/${game}\\?room=${body.roomId}$`));
    }
    const snake = await create({ game: "snake", nickname: "Asha", deviceKey: KEY_A });
    expect(snake.statusCode).toBe(400);
    expect(snake.json().message).toBe(ROOM_MESSAGES.unknownGame);
    const badName = await create({ game: "rps", nickname: "x", deviceKey: KEY_A });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe("Nickname must be 2 to 16 letters, digits, spaces, _ or -");
  });

  it("shows a room to anyone, and 404 for an unknown one", async () => {
    const made = (await create({ game: "tictactoe", nickname: "Asha", deviceKey: KEY_A })).json<{ roomId: string }>();
    const res = await app.inject(`/api/rooms/${made.roomId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ game: "tictactoe", players: [{ nickname: "Asha", seat: 0 }], status: "waiting" });
    expect((await app.inject(`/api/rooms/${"x".repeat(32)}`)).statusCode).toBe(404);
  });

  it("plays Tic Tac Toe to a win, refuses an out-of-turn or illegal move unchanged, and a rematch swaps who starts", async () => {
    const [a, b, start, roomId] = await match("tictactoe");
    b.send({ type: "move", move: { index: 0 } });
    expect((await b.next("error")).message).toBe(MOVE_ERRORS.turn);
    a.send({ type: "move", move: { index: 0 } });
    let seen = await b.stateAt(start.version + 1);
    a.send({ type: "move", move: { index: 1 } });
    expect((await a.next("error")).message).toBe(MOVE_ERRORS.turn);
    b.send({ type: "move", move: { index: 0 } });
    expect((await b.next("error")).message).toBe(MOVE_ERRORS.illegal);
    const stored = (await app.inject(`/api/rooms/${roomId}`)).json<RoomView>();
    expect(stored.version).toBe(seen.version);
    expect(stored.state).toMatchObject({ board: [0, null, null, null, null, null, null, null, null], turn: 1 });
    for (const [who, index] of [
      [b, 3],
      [a, 1],
      [b, 4],
      [a, 2],
    ] as const) {
      who.send({ type: "move", move: { index } });
      seen = await a.stateAt(seen.version + 1);
    }
    expect(seen.status).toBe("over");
    expect(seen.state).toMatchObject({ winner: 0, line: [0, 1, 2] });
    expect(seen.series).toEqual([1, 0]);
    a.send({ type: "rematch" });
    seen = await b.stateAt(seen.version + 1);
    expect(seen.rematch).toEqual([true, false]);
    b.send({ type: "rematch" });
    seen = await a.stateAt(seen.version + 1);
    expect(seen).toMatchObject({ status: "playing", starter: 1, series: [1, 0], state: { turn: 1, board: Array(9).fill(null) } });
  });

  it("plays Connect Four to a win down a column", async () => {
    const [a, b, start] = await match("connect4");
    let seen = start;
    for (const [who, column] of [
      [a, 0],
      [b, 1],
      [a, 0],
      [b, 1],
      [a, 0],
      [b, 1],
      [a, 0],
    ] as const) {
      who.send({ type: "move", move: { column } });
      seen = await b.stateAt(seen.version + 1);
    }
    expect(seen.state).toMatchObject({ winner: 0 });
    expect(seen.status).toBe("over");
  });

  it("keeps a Rock Paper Scissors pick from the other phone and from GET until both are in", async () => {
    const [a, b, start, roomId] = await match("rps");
    a.send({ type: "move", move: { choice: "rock" } });
    const mine = await a.stateAt(start.version + 1);
    const theirs = await b.stateAt(start.version + 1);
    expect(mine.state).toMatchObject({ picked: [true, false], yourPick: "rock" });
    expect(theirs.state).toMatchObject({ picked: [true, false], yourPick: null });
    const text = (await app.inject(`/api/rooms/${roomId}`)).body;
    expect(text).not.toContain("rock");
    b.send({ type: "move", move: { choice: "scissors" } });
    let seen = await b.stateAt(start.version + 2);
    expect(seen.state).toMatchObject({ last: { picks: ["rock", "scissors"], winner: 0 }, score: [1, 0], picked: [false, false] });
    a.send({ type: "move", move: { choice: "paper" } });
    b.send({ type: "move", move: { choice: "rock" } });
    seen = await a.stateAt(seen.version + 2);
    expect(seen).toMatchObject({ status: "over", state: { winner: 0, score: [2, 0] } });
  });

  it("deals Memory on the server and shows a card only once flipped; a miss passes the turn, a pair plays again", async () => {
    const [a, b, start, roomId] = await match("memory");
    const hidden = (await app.inject(`/api/rooms/${roomId}`)).json<RoomView>();
    expect(hidden.state).toMatchObject({ cards: Array(16).fill(null) });
    a.send({ type: "move", move: { index: 0 } });
    let seen = await b.stateAt(start.version + 1);
    const cards = (seen.state as { cards: (string | null)[] }).cards;
    expect(cards[0]).toEqual(expect.any(String));
    expect(cards.filter((c) => c !== null)).toHaveLength(1);
    // Learn the whole deal by flipping, as players would, then check the turn rules.
    const symbol0 = cards[0]!;
    a.send({ type: "move", move: { index: 1 } });
    seen = await b.stateAt(seen.version + 1);
    const after = seen.state as { cards: (string | null)[]; turn: number; pairs: number[] };
    if (after.cards[1] === symbol0) {
      expect(after).toMatchObject({ turn: 0, pairs: [1, 0] });
    } else {
      expect(after).toMatchObject({ turn: 1, pairs: [0, 0] });
      expect(after.cards.filter((c) => c !== null)).toHaveLength(2);
    }
  });

  it("lets a third phone watch but not play", async () => {
    const [, , start, roomId] = await match("tictactoe");
    const c = await phone(roomId);
    c.send({ type: "join", deviceKey: KEY_C, nickname: "Chen" });
    expect(await c.next("joined")).toEqual({ type: "joined", seat: null, seatToken: null });
    expect((await c.next("state")).room.version).toBe(start.version);
    c.send({ type: "move", move: { index: 4 } });
    expect((await c.next("error")).message).toBe(ROOM_MESSAGES.spectator);
  });

  it("keeps a seat for a phone back within 60 s, and a phone gone longer loses by forfeit, with the countdown shown", async () => {
    const [a, b, start, roomId] = await match("tictactoe");
    const joined = await openRoomClient(base, roomId);
    await b.close();
    let seen = await a.stateAt(start.version + 1);
    expect(seen.players[1]).toMatchObject({ connected: false, forfeitAt: expect.any(Number) });
    // Back with the device key (the page keeps it): same seat.
    joined.send({ type: "join", deviceKey: KEY_B });
    expect(await joined.next("joined")).toMatchObject({ seat: 1 });
    seen = await a.stateAt(seen.version + 1);
    expect(seen.players[1]).toMatchObject({ connected: true, forfeitAt: null });
    await joined.close();
    seen = await a.stateAt(seen.version + 1);
    clock += ROOM_RECONNECT_MS - 1000;
    await app.rooms.sweep();
    expect((await app.inject(`/api/rooms/${roomId}`)).json().status).toBe("playing");
    clock += 2000;
    await app.rooms.sweep();
    seen = await a.stateAt(seen.version + 1);
    expect(seen).toMatchObject({ status: "over", forfeited: 1, series: [1, 0], state: { winner: 0 } });
  });

  it("expires an idle room, and a room both players left", async () => {
    const [a, b, , roomId] = await match("rps");
    await Promise.all([a.close(), b.close()]);
    await new Promise((r) => setTimeout(r, 100));
    clock += ROOM_RECONNECT_MS + 1000;
    await app.rooms.sweep();
    expect((await app.inject(`/api/rooms/${roomId}`)).statusCode).toBe(404);
    const idle = (await create({ game: "memory", nickname: "Asha", deviceKey: KEY_A })).json<{ roomId: string }>();
    clock += ROOM_IDLE_MS + 1000;
    await app.rooms.sweep();
    expect((await app.inject(`/api/rooms/${idle.roomId}`)).statusCode).toBe(404);
  });

  it("answers a malformed message with an error", async () => {
    const made = (await create({ game: "tictactoe", nickname: "Asha", deviceKey: KEY_A })).json<{ roomId: string }>();
    const a = await phone(made.roomId);
    a.socket.send("{not json");
    expect((await a.next("error")).message).toBe(ROOM_MESSAGES.badMessage);
    a.send({ type: "move", move: { index: 1 } });
    expect((await a.next("error")).message).toBe(ROOM_MESSAGES.notJoined);
  });

  it("shows the operator the live matches and lets them close one: its phones are told, and it is gone", async () => {
    expect((await app.inject(ADMIN_ROOMS_PATH)).statusCode).toBe(401);
    const cookie = await adminCookie(app);
    const [a, , start, roomId] = await match("connect4");
    const listed = await app.inject({ url: ADMIN_ROOMS_PATH, headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().playing).toBeGreaterThanOrEqual(1);
    expect(listed.json().rooms).toContainEqual(expect.objectContaining({ roomId, game: "connect4", status: "playing", players: ["Asha", "Bruno"] }));
    const closed = await app.inject({ method: "POST", url: adminRoomClosePath(roomId), headers: { cookie, ...CSRF_HEADERS } });
    expect(closed.json()).toEqual({ roomId, closed: true });
    expect((await a.next("error")).message).toBe(ROOM_MESSAGES.closed);
    expect(start.status).toBe("playing");
    expect((await app.inject(`/api/rooms/${roomId}`)).statusCode).toBe(404);
    const again = await app.inject({ method: "POST", url: adminRoomClosePath(roomId), headers: { cookie, ...CSRF_HEADERS } });
    expect(again.statusCode).toBe(404);
  });
});
