import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ALREADY_REPORTED_MESSAGE,
  RUN_NOT_FOUND_MESSAGE,
  adminBoardsResponseSchema,
  adminRunRecordSchema,
  challengeRunRecordSchema,
  leaderboardResponseSchema,
  replayUrl,
  type ChallengeGame,
} from "../../../contracts/challenge";
import { createPlayback } from "../../../games/challenge/playback";
import { replayRun } from "../../../games/challenge/replay";
import { playBreakout } from "../../../games/challenge/play-bots";
import { adminCookie, TEST_ADMIN_TOKEN } from "../../test/admin-session";
import { HONEST_BOTS, challengeSuite, deviceKey, testClock, thisMorningUtc } from "../../test/challenge-harness";
import { testDatabaseKinds } from "../../test/test-databases";
import { LARGE_BODY_BYTES } from "./routes";

describe.each(testDatabaseKinds())("watching and reporting runs on $kind", ({ open }) => {
  const h = challengeSuite(open, { clock: testClock(thisMorningUtc()), env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
  let cookie: string;
  beforeAll(async () => {
    cookie = await adminCookie(h.app);
  });

  const board = async (game: ChallengeGame) =>
    leaderboardResponseSchema.parse((await h.app.inject({ method: "GET", url: `/api/challenge/${game}/leaderboard?day=${h.day}` })).json());
  const record = (runId: string) => h.app.inject({ method: "GET", url: `/api/challenge/runs/${runId}` });
  const report = (runId: string, key: string, ip = "10.8.9.1") =>
    h.app.inject({ method: "POST", url: `/api/challenge/runs/${runId}/report`, remoteAddress: ip, headers: { "content-type": "application/json" }, payload: { deviceKey: key } });
  const admin = (url: string) => h.app.inject({ method: "GET", url, headers: { cookie } });

  it("every board row links to its run, whose record replays to the score it was ranked with", async () => {
    const { run, played, response } = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.8.1.1", deviceKey: deviceKey("watch-sliding"), nickname: "Watched" });
    expect(response.statusCode).toBe(201);
    const entry = (await board("sliding")).entries.find((e) => e.nickname === "Watched")!;
    expect(entry.runId).toBe(run.runId);
    expect(entry.replayUrl).toBe(replayUrl(run.runId));
    expect(entry.replayUrl).toBe(`/games/replay?run=${run.runId}`);

    const res = await record(run.runId);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = challengeRunRecordSchema.parse(res.json());
    expect(body).toMatchObject({ runId: run.runId, game: "sliding", day: h.day, nickname: "Watched", score: entry.score, seed: run.secretSeed });
    expect(body.log).toEqual(played.log);
    const replayed = replayRun("sliding", body.seed!, body.log as never);
    expect(replayed.ok && replayed.score).toBe(entry.score);
  });

  it.each(["2048", "memory", "simon"] as const)("%s: a hidden deal's record carries the tape it used, and plays back to its ranked score", async (game) => {
    const { run, played, response } = await h.play(game, HONEST_BOTS[game], { ip: `10.8.5.${game.length}`, deviceKey: deviceKey(`watch-${game}`), nickname: `Tape ${game}` });
    expect(response.statusCode, response.body).toBe(201);
    const body = challengeRunRecordSchema.parse((await record(run.runId)).json());
    expect(body.seed).toBeNull();
    expect(body.tape!.length).toBeGreaterThan(0);
    expect(body.log).toEqual(played.log);
    const playback = createPlayback(game, { tape: body.tape! }, body.log as never);
    expect(playback.score(playback.stateAt(playback.durationMs))).toBe(body.score);
    expect(body.score).toBe(played.score);
  });

  it("a long run whose body a worker parsed is served with its whole log", async () => {
    const long = (seed: number) => playBreakout(seed, 400);
    const { run, played, body, response } = await h.play("breakout", long, { ip: "10.8.1.2", deviceKey: deviceKey("watch-breakout"), nickname: "Long Watch" });
    expect(JSON.stringify(body).length).toBeGreaterThan(LARGE_BODY_BYTES);
    expect(response.statusCode).toBe(201);
    const served = challengeRunRecordSchema.parse((await record(run.runId)).json());
    expect(served.log).toEqual(played.log);
    const replayed = replayRun("breakout", served.seed!, served.log as never);
    expect(replayed.ok && replayed.score).toBe(served.score);
  });

  it("only ranked runs are public: a held run, an unknown id and a malformed one are the same 404", async () => {
    const { run } = await h.play("whack", HONEST_BOTS.whack, { ip: "10.8.2.1", deviceKey: deviceKey("watch-held"), nickname: "Held One" });
    await h.database.db.execute(sql`update challenge_runs set status = 'held', reason = 'test' where run_id = ${run.runId}`);
    for (const id of [run.runId, "00000000-0000-4000-8000-000000000000", "abc", "1' or 1=1"]) {
      const res = await record(encodeURIComponent(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(RUN_NOT_FOUND_MESSAGE);
    }
    // The operator still watches it, by the stored run's id, with its status.
    const held = adminBoardsResponseSchema.parse((await admin("/api/admin/challenge")).json()).held.find((r) => r.nickname === "Held One")!;
    const own = await admin(`/api/admin/challenge/runs/${held.id}/record`);
    expect(own.statusCode).toBe(200);
    expect(adminRunRecordSchema.parse(own.json())).toMatchObject({ runId: run.runId, status: "held", game: "whack" });
    expect((await h.app.inject({ method: "GET", url: `/api/admin/challenge/runs/${held.id}/record` })).statusCode).toBe(401);
    expect((await admin("/api/admin/challenge/runs/999999/record")).statusCode).toBe(404);
  });

  it("a report counts once per device per run and puts the run in the operator's queue", async () => {
    const { run } = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.8.3.1", deviceKey: deviceKey("watch-reported"), nickname: "Doubted" });
    const first = await report(run.runId, deviceKey("viewer-1"));
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ reported: true });
    const again = await report(run.runId, deviceKey("viewer-1"), "10.8.9.2");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ALREADY_REPORTED_MESSAGE, reason: "already_reported" });
    expect((await report(run.runId, deviceKey("viewer-2"))).statusCode).toBe(202);
    expect((await report(run.runId, "short")).statusCode).toBe(400);
    expect((await report("00000000-0000-4000-8000-000000000000", deviceKey("viewer-1"))).statusCode).toBe(404);

    const queue = adminBoardsResponseSchema.parse((await admin("/api/admin/challenge")).json()).reported;
    expect(queue.find((r) => r.runId === run.runId)).toMatchObject({ game: "sliding", nickname: "Doubted", status: "ranked", reports: 2 });
  });

  it("reports are rate limited per address", async () => {
    const { run } = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.8.4.1", deviceKey: deviceKey("watch-flood"), nickname: "Flooded" });
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await report(run.runId, deviceKey(`flood-${i}`), "10.8.4.9")).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 202)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});
