/**
 * The database decides under load and across instances: 100 simultaneous submissions of one
 * token give exactly one stored run (on PGlite, on PostgreSQL, and split between two app instances
 * sharing one PostgreSQL); 100 runs from one address give exactly the daily limit.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DAILY_LIMIT_MESSAGE, DAILY_SUBMISSIONS_PER_GAME, TOKEN_USED_MESSAGE } from "../../../contracts/challenge";
import type { Database } from "../../db/client";
import {
  HONEST_BOTS,
  TEST_LATENCY_MS,
  deviceKey,
  TEST_NAME_TYPING_MS,
  challengeApp,
  challengeSuite,
  pageEnd,
  testClock,
  type ChallengeHarness,
} from "../../test/challenge-harness";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";

const N = 100;
const ip = (i: number) => `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** A sliding run started and played, ready to submit (sliding needs no moves sent as it goes). */
async function readyRun(h: ChallengeHarness, startIp: string, key?: string) {
  const run = await h.start("sliding", { ip: startIp, deviceKey: key });
  const played = HONEST_BOTS.sliding(run.secretSeed);
  h.clock.set(Math.max(h.clock.ms(), run.startedAt + pageEnd(played.log) + TEST_LATENCY_MS + TEST_NAME_TYPING_MS));
  return { run, played };
}

describe.each(testDatabaseKinds())("challenge submissions under load on $kind", ({ open }) => {
  // One flooding device starts the 100 runs: its attempts are not what this file tests.
  const h = challengeSuite(open, { env: { CHALLENGE_ATTEMPTS_PER_DAY: "1000" } });

  it(`${N} simultaneous submissions of one token from ${N} addresses: exactly 1 accepted, the rest 409`, async () => {
    // Copies of one request, device key and all: only the token can stop them.
    const { run, played } = await readyRun(h, "10.19.0.1", deviceKey("copycat"));
    const body = { token: run.token, game: "sliding", nickname: "Copycat", log: played.log, claimedScore: played.score, deviceKey: deviceKey("copycat") };
    const responses = await Promise.all(Array.from({ length: N }, (_, i) => h.post(body, ip(i))));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1);
    expect(responses.find((r) => r.statusCode === 409)!.json().message).toBe(TOKEN_USED_MESSAGE);
    const board = (await h.app.inject({ method: "GET", url: "/api/challenge/sliding/leaderboard" })).json();
    expect(board.entries).toEqual([expect.objectContaining({ rank: 1, nickname: "Copycat", score: played.score })]);
  });

  it(`${N} runs sent at once from one address: exactly ${DAILY_SUBMISSIONS_PER_GAME} accepted, the rest 429`, async () => {
    // Started from many addresses (a phone changes networks), all sent from one.
    const runs = [];
    const flooder = deviceKey("flooder");
    for (let i = 0; i < N; i++) {
      const run = await h.start("sliding", { ip: ip(i + 300), deviceKey: flooder });
      runs.push({ run, played: HONEST_BOTS.sliding(run.secretSeed) });
    }
    // All played at once (as many phones would), then sent.
    h.clock.advance(Math.max(...runs.map(({ played }) => pageEnd(played.log))) + TEST_LATENCY_MS + TEST_NAME_TYPING_MS);
    const responses = await Promise.all(
      runs.map(({ run, played }) =>
        h.post({ token: run.token, game: "sliding", nickname: "Flooder", log: played.log, claimedScore: played.score, deviceKey: flooder }, "10.19.1.1"),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(DAILY_SUBMISSIONS_PER_GAME);
    expect(statuses.filter((s) => s === 429)).toHaveLength(N - DAILY_SUBMISSIONS_PER_GAME);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe(DAILY_LIMIT_MESSAGE);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

const postgres = testDatabaseKinds().find((k) => k.kind === "postgres");
if (!postgres) console.warn("Two-instance challenge test skipped: it needs PostgreSQL (set TEST_DATABASE_URL).");

describe.skipIf(!postgres)("two app instances sharing one PostgreSQL", () => {
  let database: TestDatabase;
  let second: Database | undefined;
  const apps: ChallengeHarness[] = [];
  beforeAll(async () => {
    database = await postgres!.open();
  });
  afterEach(async () => {
    for (const h of apps.splice(0)) await h.app.close();
    await second?.close();
    second = undefined;
  });
  afterAll(() => database.close());

  it(`${N} simultaneous submissions of one token split between them: exactly 1 accepted, and both show the same board`, async () => {
    const { openPostgres } = await import("../../db/client");
    second = await openPostgres(database.url!);
    const clock = testClock();
    const a = await challengeApp(database, { clock });
    apps.push(a);
    const b = await challengeApp(second, { clock });
    apps.push(b);
    const { run, played } = await readyRun(a, "10.21.0.1", deviceKey("twin"));
    const body = { token: run.token, game: "sliding", nickname: "Twin", log: played.log, claimedScore: played.score, deviceKey: deviceKey("twin") };
    const responses = await Promise.all(Array.from({ length: N }, (_, i) => (i % 2 ? a : b).post(body, ip(i))));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(N - 1);
    expect(new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json().message))).toEqual(new Set([TOKEN_USED_MESSAGE]));
    const boardA = (await a.app.inject({ method: "GET", url: "/api/challenge/sliding/leaderboard" })).json();
    const boardB = (await b.app.inject({ method: "GET", url: "/api/challenge/sliding/leaderboard" })).json();
    expect(boardA.entries).toEqual([expect.objectContaining({ rank: 1, nickname: "Twin", score: played.score })]);
    expect(boardB).toEqual(boardA);
  });
});
