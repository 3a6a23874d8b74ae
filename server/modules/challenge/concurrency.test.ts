/**
 * The daily limit under load and across instances: the database decides, so 100 simultaneous
 * submissions from one IP give exactly 10 verified runs, and two apps on one PostgreSQL share both
 * the limit and the boards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAILY_LIMIT_MESSAGE, DAILY_SUBMISSIONS_PER_GAME } from "../../../contracts/challenge";
import { playMemory } from "../../../games/challenge/play-bots";
import { challengeApp } from "../../test/challenge-harness";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";

const N = 100;

describe.each(testDatabaseKinds())("challenge daily limit on $kind", ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it(`${N} simultaneous submissions from one IP: exactly ${DAILY_SUBMISSIONS_PER_GAME} accepted, the rest 429`, async () => {
    const h = await challengeApp(database);
    try {
      const run = playMemory(h.seed("memory"));
      const responses = await Promise.all(
        Array.from({ length: N }, (_, i) => h.post({ token: h.token(), game: "memory", nickname: `Runner${i}`, log: run.log, claimedScore: run.score }, "10.8.0.1")),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(DAILY_SUBMISSIONS_PER_GAME);
      expect(statuses.filter((s) => s === 429)).toHaveLength(N - DAILY_SUBMISSIONS_PER_GAME);
      const refused = responses.find((r) => r.statusCode === 429)!;
      expect(refused.json().message).toBe(DAILY_LIMIT_MESSAGE);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // Another game has its own limit; another IP too.
      const other = await h.post({ token: h.token(), game: "memory", nickname: "Other IP", log: run.log, claimedScore: run.score }, "10.8.0.2");
      expect(other.statusCode).toBe(201);
    } finally {
      await h.app.close();
    }
  });
});

const postgres = testDatabaseKinds().find((k) => k.kind === "postgres");

describe.skipIf(!postgres)("two app instances sharing one PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await postgres!.open();
  });
  afterAll(() => database.close());

  it("share the daily limit and the leaderboards", async () => {
    const { openPostgres } = await import("../../db/client");
    const second = await openPostgres(database.url!);
    const a = await challengeApp(database);
    const b = await challengeApp(second);
    try {
      const run = playMemory(a.seed("memory"));
      expect(b.seed("memory")).toBe(a.seed("memory"));
      const body = (i: number, h: typeof a) => ({ token: h.token(), game: "memory", nickname: `Twin ${i}`, log: run.log, claimedScore: run.score });
      const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).post(body(i, i % 2 ? a : b), "10.8.1.1")));
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(DAILY_SUBMISSIONS_PER_GAME);
      const boardA = (await a.app.inject({ method: "GET", url: "/api/challenge/memory/leaderboard" })).json();
      const boardB = (await b.app.inject({ method: "GET", url: "/api/challenge/memory/leaderboard" })).json();
      expect(boardA.entries).toHaveLength(DAILY_SUBMISSIONS_PER_GAME);
      expect(boardB).toEqual(boardA);
    } finally {
      await a.app.close();
      await b.app.close();
      await second.close();
    }
  });
});
