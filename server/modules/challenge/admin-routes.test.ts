import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NICKNAME_REFUSED_MESSAGE } from "../../../contracts/challenge";
import { playMemory } from "../../../games/challenge/play-bots";
import { buildApp } from "../../app";
import { adminCookie, CSRF_HEADERS, TEST_ADMIN_TOKEN } from "../../test/admin-session";
import { TEST_CHALLENGE_SECRET, challengeApp } from "../../test/challenge-harness";
import { testConfig } from "../../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";

describe("the operator's challenge routes", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
  });
  afterAll(() => database.close());

  it("show today's boards with run ids, remove an entry, block a nickname, and count runs verified and refused", async () => {
    const h = await challengeApp(database);
    const admin = await buildApp(testConfig({ CHALLENGE_SECRET: TEST_CHALLENGE_SECRET, ADMIN_TOKEN: TEST_ADMIN_TOKEN }), { database });
    try {
      const run = playMemory(h.seed("memory"));
      const send = (nickname: string, claimedScore = run.score) => h.post({ token: h.token(), game: "memory", nickname, log: run.log, claimedScore }, "10.6.0.1");
      expect((await send("Keeper")).statusCode).toBe(201);
      expect((await send("Cheater")).statusCode).toBe(201);
      expect((await send("Liar", run.score - 1)).statusCode).toBe(422);

      expect((await admin.inject({ method: "GET", url: "/api/admin/challenge" })).statusCode).toBe(401);
      const cookie = await adminCookie(admin);
      const boards = (await admin.inject({ method: "GET", url: "/api/admin/challenge", headers: { cookie } })).json();
      const memoryBoard = boards.boards.find((b: { game: string }) => b.game === "memory");
      expect(memoryBoard.entries.map((e: { nickname: string }) => e.nickname)).toEqual(["Keeper", "Cheater"]);

      const cheater = memoryBoard.entries[1];
      const removed = await admin.inject({ method: "DELETE", url: `/api/admin/challenge/runs/${cheater.id}`, headers: { cookie, ...CSRF_HEADERS } });
      expect(removed.statusCode).toBe(204);
      expect((await admin.inject({ method: "DELETE", url: `/api/admin/challenge/runs/${cheater.id}`, headers: { cookie, ...CSRF_HEADERS } })).statusCode).toBe(404);
      expect((await admin.inject({ method: "DELETE", url: `/api/admin/challenge/runs/${cheater.id}`, headers: { cookie } })).statusCode).toBe(403);

      const blocked = await admin.inject({ method: "POST", url: "/api/admin/challenge/blocked-nicknames", headers: { cookie, ...CSRF_HEADERS }, payload: { nickname: "keeper" } });
      expect(blocked.statusCode).toBe(201);
      const board = (await h.app.inject({ method: "GET", url: "/api/challenge/memory/leaderboard" })).json();
      expect(board.entries).toEqual([]);
      const again = await send("KEEPER");
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(NICKNAME_REFUSED_MESSAGE);

      const outcomes = (await admin.inject({ method: "GET", url: "/api/admin/challenge/outcomes?days=3", headers: { cookie } })).json();
      expect(outcomes.days).toHaveLength(3);
      expect(outcomes.days[2]).toEqual({ day: h.day, verified: 2, refused: 1 });
      expect((await admin.inject({ method: "GET", url: "/api/admin/challenge/outcomes?days=0", headers: { cookie } })).statusCode).toBe(400);
    } finally {
      await h.app.close();
      await admin.close();
    }
  });
});
