import { describe, expect, it } from "vitest";
import { CHECKPOINTS_DIFFER_MESSAGE, CHECKPOINTS_OUT_OF_ORDER_MESSAGE, MAX_CHECKPOINTS_PER_REQUEST, NOT_REAL_TIME_MESSAGE, type ChallengeLog } from "../../../contracts/challenge";
import { checkpointsOf, playBreakout, START_TRIP_MS } from "../../../games/challenge/play-bots";
import { challengeSuite, pageEnd, TEST_LATENCY_MS } from "../../test/challenge-harness";
import { testDatabaseKinds } from "../../test/test-databases";
import { RUN_FINISHED_MESSAGE } from "./service-context";
import { chainHash } from "./signing";

/** Live checkpoints (decision 063): POST /api/challenge/runs/checkpoint and what the submission makes of them. */
describe.each(testDatabaseKinds())("live checkpoints on $kind", ({ open }) => {
  const h = challengeSuite(open);

  const bot = (seed: number) => playBreakout(seed, 60);
  /** Starts a Breakout run and plays it (30 s of play): its log and the checkpoints its page sent. */
  async function played(ip: string) {
    const run = await h.start("breakout", { ip });
    const log = bot(run.secretSeed).log as ChallengeLog<"breakout">;
    return { run, log, points: checkpointsOf("breakout", log, chainHash) };
  }
  async function submit(run: Awaited<ReturnType<typeof played>>["run"], log: unknown, ip: string, nickname: string) {
    h.clock.set(run.startedAt + START_TRIP_MS + pageEnd(log) + TEST_LATENCY_MS);
    expect((await h.finish({ token: run.token, game: "breakout", log }, ip)).statusCode).toBe(200);
    h.clock.advance(4_000);
    return h.post({ token: run.token, game: "breakout", nickname, log, claimedScore: bot(run.secretSeed).score, deviceKey: run.deviceKey }, ip);
  }

  it("an honest run sends its checkpoints as it plays and is ranked; a resend is answered with the count, not stored twice", async () => {
    const { run, log, points } = await played("10.12.0.1");
    expect(points.length).toBeGreaterThanOrEqual(5);
    await h.sendCheckpoints(run, log, "10.12.0.1");
    const again = await h.checkpoint({ token: run.token, game: "breakout", from: 0, checkpoints: points.slice(0, 2) }, "10.12.0.1");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ count: points.length });
    const res = await submit(run, log, "10.12.0.1", "Live One");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: "ranked" });
  });

  it("a real-time run whose page sent no checkpoints while it played is held with the reason", async () => {
    const { run, log } = await played("10.12.0.2");
    const res = await submit(run, log, "10.12.0.2", "Live Two");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: "held", heldFor: "timing", reason: expect.stringMatching(/^The page sent no checkpoint for \d+\.\d s of play/) });
  });

  it("a log rewritten after its checkpoints were sent is refused", async () => {
    const { run, log } = await played("10.12.0.3");
    await h.sendCheckpoints(run, log, "10.12.0.3");
    const moved = { ...log, inputs: log.inputs.map((input, i) => (i === 3 ? [input[0], input[1], input[2] + 7] : input)) };
    const res = await submit(run, moved, "10.12.0.3", "Live Three");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ reason: "log_differs", message: expect.stringContaining(CHECKPOINTS_DIFFER_MESSAGE) });
  });

  it("checkpoints that skip ahead, come too close, belong to a turn game, overflow a request or follow the seal are refused", async () => {
    const { run, log, points } = await played("10.12.0.4");
    const send = (body: object) => h.checkpoint({ token: run.token, game: "breakout", ...body }, "10.12.0.4");
    h.clock.set(run.startedAt + START_TRIP_MS + points[0]!.at + TEST_LATENCY_MS);
    expect((await send({ from: 1, checkpoints: [points[0]] })).json()).toMatchObject({ reason: "checkpoints_out_of_order", message: CHECKPOINTS_OUT_OF_ORDER_MESSAGE });
    const close = await send({ from: 0, checkpoints: [points[0], { ...points[1]!, at: points[0]!.at + 100 }] });
    expect(close.statusCode).toBe(400);
    expect((await send({ from: 0, checkpoints: Array.from({ length: MAX_CHECKPOINTS_PER_REQUEST + 1 }, () => points[0]) })).statusCode).toBe(400);
    const turn = await h.start("sliding", { ip: "10.12.0.4" });
    expect((await h.checkpoint({ token: turn.token, game: "sliding", from: 0, checkpoints: [points[0]] }, "10.12.0.4")).json()).toMatchObject({ message: NOT_REAL_TIME_MESSAGE });
    h.clock.set(run.startedAt + START_TRIP_MS + pageEnd(log) + TEST_LATENCY_MS);
    expect((await h.finish({ token: run.token, game: "breakout", log }, "10.12.0.4")).statusCode).toBe(200);
    const late = await send({ from: 0, checkpoints: [points[0]] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: RUN_FINISHED_MESSAGE });
  });
});
