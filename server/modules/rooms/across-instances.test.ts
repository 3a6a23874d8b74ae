import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { openRoomClient, type RoomClient } from "../../test/room-client";
import { testConfig } from "../../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";

const KEY_A = "a".repeat(43);
const KEY_B = "b".repeat(43);
const postgres = testDatabaseKinds().filter((k) => k.kind === "postgres");

// Two instances on one PostgreSQL: each phone on its own instance, and one instance restarted mid-match.
describe.skipIf(postgres.length === 0)("a room across two instances", () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const clients: RoomClient[] = [];
  const start = async () => {
    const app = await buildApp(testConfig({ DATABASE_URL: database.url! }), { rooms: { sweepMs: 0 } });
    apps.push(app);
    return { app, base: await app.listen({ port: 0, host: "127.0.0.1" }) };
  };
  const phone = async (base: string, roomId: string) => {
    const client = await openRoomClient(base, roomId);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    database = await postgres[0]!.open();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(apps.map((a) => a.close()));
    await database.close();
  });

  it("fans each move out to the other instance, and a restarted instance loses no move", async () => {
    const one = await start();
    let two = await start();
    const made = (await one.app.inject({ method: "POST", url: "/api/rooms", payload: { game: "tictactoe", nickname: "Asha", deviceKey: KEY_A } })).json();
    const a = await phone(one.base, made.roomId);
    a.send({ type: "join", deviceKey: KEY_A, seatToken: made.seatToken });
    await a.next("joined");
    let b = await phone(two.base, made.roomId);
    b.send({ type: "join", deviceKey: KEY_B, nickname: "Bruno" });
    const { seatToken } = await b.next("joined");
    let seen = (await a.next("state")).room;
    while (seen.status !== "playing") seen = (await a.next("state")).room;

    a.send({ type: "move", move: { index: 0 } });
    seen = await b.stateAt(seen.version + 1);
    expect(seen.state).toMatchObject({ board: [0, null, null, null, null, null, null, null, null] });
    b.send({ type: "move", move: { index: 4 } });
    seen = await a.stateAt(seen.version + 1);
    expect(seen.state).toMatchObject({ turn: 0 });

    // Instance two goes away mid-match; Bruno's phone comes back through a fresh instance.
    await two.app.close();
    two = await start();
    b = await phone(two.base, made.roomId);
    b.send({ type: "join", deviceKey: KEY_B, seatToken: seatToken! });
    expect(await b.next("joined")).toMatchObject({ seat: 1 });
    const back = (await b.next("state")).room;
    expect(back.state).toMatchObject({ board: [0, null, null, null, 1, null, null, null, null], turn: 0 });
    a.send({ type: "move", move: { index: 8 } });
    const echoed = await b.stateAt(back.version + 1);
    expect(echoed.state).toMatchObject({ board: [0, null, null, null, 1, null, null, null, 0], turn: 1 });
  });
});
