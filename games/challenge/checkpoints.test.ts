import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ChallengeLog } from "../../contracts/challenge";
import { chainProblem, checkCheckpoints, MAX_UNSEEN_MS, type ReceivedCheckpoint } from "./checkpoints";
import { REAL_TIME_ADAPTERS } from "./adapters";
import { checkpointsOf, playBreakout, playColorMatch, receivedAsSent, START_TRIP_MS, timelineFor, UPLINK_MS } from "./play-bots";
import { verifyRun } from "./verify";

const SEED = 20261202;
const T0 = 1_800_000_000_000;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("the live checkpoints' hash chain", () => {
  const run = playBreakout(SEED, 60);
  const log = run.log as ChallengeLog<"breakout">;
  const points = checkpointsOf("breakout", log, sha256);

  it("an honest page's checkpoints are rebuilt by its log", () => {
    expect(points.length).toBeGreaterThan(2);
    expect(chainProblem(log, points, sha256)).toBeNull();
  });

  it("a log rewritten after the fact does not rebuild them", () => {
    const k = points[1]!.inputs - 1;
    const moved = { ...log, inputs: log.inputs.map((input, i) => (i === k ? ([input[0], input[1], input[2] + 1] as const) : input)) };
    expect(chainProblem(moved as never, points, sha256)).toBe("Checkpoint 2's link is not the log's.");
    const dropped = { ...log, inputs: log.inputs.filter((_, i) => i !== 0) };
    expect(chainProblem(dropped as never, points, sha256)).toMatch(/^Checkpoint 1/);
    expect(chainProblem(log, [points[0]!, { ...points[2]!, ticks: points[0]!.ticks - 1 }], sha256)).toBe("Checkpoint 2 goes back before the one before it.");
  });
});

describe("the game's clock against the server's, between checkpoints", () => {
  const run = playBreakout(SEED, 60);
  const log = run.log as ChallengeLog<"breakout">;
  const timing = (checkpoints: ReceivedCheckpoint[], endedAt = T0 + START_TRIP_MS + log.endAt + UPLINK_MS) => ({
    checkpoints,
    endTick: log.endTick,
    endAt: log.endAt,
    pauses: log.pauses,
    tickMs: REAL_TIME_ADAPTERS.breakout.tickMs,
    ticksFrom: 0,
    startedAt: T0,
    endedAt,
  });
  const sent = receivedAsSent(checkpointsOf("breakout", log, sha256), T0);

  it("an honest run's checkpoints find nothing", () => {
    expect(log.endAt).toBeGreaterThan(MAX_UNSEEN_MS);
    expect(checkCheckpoints(timing(sent))).toEqual([]);
  });

  it("a page that sent none while it played is held", () => {
    expect(checkCheckpoints(timing([]))).toEqual([{ level: "unlikely", reason: expect.stringMatching(/^The page sent no checkpoint for \d+\.\d s of play/) }]);
  });

  it("a stretch the page played at half speed is held, though the whole run is within the page clock's 20%", () => {
    // From the third checkpoint on, each arrived 4 s later than the one before would at real speed: 4 s more for every 5 s of play, for two of them.
    const late = sent.map((c, k) => ({ ...c, receivedAt: c.receivedAt + 4_000 * Math.min(2, Math.max(0, k - 2)) }));
    const findings = checkCheckpoints(timing(late, T0 + START_TRIP_MS + log.endAt + UPLINK_MS + 8_000));
    expect(findings).toEqual([{ level: "unlikely", reason: expect.stringMatching(/^Between .* of play the game ran .* passed on the server's clock: it was slowed down/) }]);
  });

  it("a checkpoint whose page ran ahead of the server's clock is impossible", () => {
    const early = sent.map((c, k) => (k === 1 ? { ...c, receivedAt: T0 + c.at - 2_000 } : c));
    expect(checkCheckpoints(timing(early))[0]).toEqual({ level: "impossible", reason: expect.stringMatching(/^Checkpoint 2 says the page had run/) });
  });

  it("checkpoints kept back while offline count for the chain, and the offline stretch is judged as one", () => {
    // Checkpoints 2 and 3 reached the server with 4 (the page was offline from 7 s to 20 s): only 4's time is a reading.
    const offline = sent.map((c, k) => (k >= 1 && k <= 3 ? { ...c, receivedAt: sent[3]!.receivedAt, fresh: k === 3 } : c));
    expect(checkCheckpoints(timing(offline))).toEqual([]);
  });

  it("verifyRun holds a real-time run whose page sent no checkpoints, and ranks it with them", () => {
    const colour = playColorMatch(SEED);
    const timeline = timelineFor(colour, T0);
    const base = { game: "colormatch" as const, deal: { seed: SEED }, log: colour.log, claimedScore: colour.score };
    expect(verifyRun({ ...base, timeline })).toMatchObject({ ok: true, status: "ranked" });
    expect(verifyRun({ ...base, timeline: { ...timeline, checkpoints: [] } })).toMatchObject({ ok: true, status: "held", reason: expect.stringMatching(/sent no checkpoint/) });
  });
});
