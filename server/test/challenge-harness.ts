/**
 * Builds the app for daily-challenge API tests, with a clock the test moves (the server's times of
 * start, moves, finish and submission), and plays runs through the API the way the page does: start,
 * for a hidden deal each move sent at its page time, the finish seal at game over, then the
 * submission a few seconds later (typing a name).
 */
import { eq, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { HIDDEN_DEAL_GAMES, challengeRunStartSchema, type ChallengeGame, type ChallengeLog, type ChallengeRunStart } from "../../contracts/challenge";
import { isRealTimeGame, type RealTimeChallengeGame } from "../../games/challenge/adapters";
import {
  play2048,
  checkpointsOf,
  playBreakout,
  playColorMatch,
  playFlappy,
  playMemory,
  playSimon,
  playSliding,
  playSnake,
  playWhack,
  START_TRIP_MS,
  UPLINK_MS,
  type PlayedRun,
} from "../../games/challenge/play-bots";
import { asDeal, type DealArg, type DealSource } from "../../games/challenge/deal";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { challengeStartedRuns } from "../db/schema";
import { calendarDay } from "../lib/calendar-day";
import { createIpHasher } from "../lib/ip-hash";
import { chainHash, runDealKey, runDraws } from "../modules/challenge/signing";
import { testConfig } from "./test-config";

/** The address key the harness's apps use, so tests can write the rows an address would have. */
export const TEST_IP_HASH_SECRET = "test-ip-hash-secret-0123456789";
/** The hidden deals' key the harness's apps use, so a test bot can know a run's deal (the page never does). */
export const TEST_CHALLENGE_SECRET = "test-challenge-secret-0123456789";

/** A seeded game's bot given a deal: only a seed deals it. */
const seeded =
  <G extends ChallengeGame>(bot: (seed: number) => PlayedRun<G>) =>
  (deal: DealArg): PlayedRun<G> => {
    const source = asDeal(deal);
    if (!("seed" in source)) throw new Error("this game is dealt from a seed");
    return bot(source.seed);
  };

/** The honest test players (games/challenge/play-bots.ts), each given the run's deal (a number is a seed). */
export const HONEST_BOTS: { [G in ChallengeGame]: (deal: DealArg) => PlayedRun<G> } = {
  "2048": play2048,
  sliding: seeded(playSliding),
  // Checking 4 cards seen before: a person's run, which perfect recall alone is not always.
  memory: (deal) => playMemory(deal, 4),
  simon: (deal) => playSimon(deal, 4),
  snake: seeded((seed) => playSnake(seed, 40)),
  flappy: seeded((seed) => playFlappy(seed, 2)),
  breakout: seeded((seed) => playBreakout(seed, 60)),
  whack: seeded((seed) => playWhack(seed, 2)),
  colormatch: seeded(playColorMatch),
};

/** A hidden-deal run's deal as the server computes it (signing.ts), from the harness's secret. */
export const testRunDeal = (runId: string): DealSource => ({ draw: runDraws(runDealKey(TEST_CHALLENGE_SECRET, runId)) });

/** One-way network time between the page and the server (the bots' own figures). */
export const TEST_LATENCY_MS = UPLINK_MS;
/** Time between the finish seal and the submission: a name typed. */
export const TEST_NAME_TYPING_MS = 4_000;

/** 01:00 UTC today: a whole day of test clock ahead, whatever time the tests run. */
export function thisMorningUtc(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 1);
}

export type TestClock = { now: () => Date; set: (ms: number) => void; advance: (ms: number) => void; ms: () => number };

export function testClock(startMs = Date.now()): TestClock {
  let current = startMs;
  return {
    now: () => new Date(current),
    set: (ms) => {
      current = ms;
    },
    advance: (ms) => {
      current += ms;
    },
    ms: () => current,
  };
}

/** A device key as the page makes one (22 to 64 url-safe characters). */
export const deviceKey = (name: string) =>
  `device-key-${name}`
    .padEnd(24, "x")
    .replace(/[^A-Za-z0-9_-]/g, "_")
    .slice(0, 64);

type PlayOptions = { ip?: string; deviceKey?: string; nickname?: string; claimedScore?: number; finish?: boolean };
/**
 * `secretDeal`: the run's deal as the server has it (what a test bot may know, the page never);
 * `secretSeed`: a seeded run's seed (Sliding and the real-time games). `deviceKey`: the key the run
 * was started with (the submission must carry it).
 */
type Started = ChallengeRunStart & { secretSeed: number; secretDeal: DealSource; deviceKey: string };

let devices = 0;
/** A device of its own for a run started without one named (each is a new phone). */
const freshDeviceKey = () => deviceKey(`fresh-${process.pid}-${++devices}`);

/** The page time at which a logged run ended: a turn game's last move, a real-time game's endAt. */
export function pageEnd(log: unknown): number {
  const l = log as { at?: number[]; endAt?: number };
  return l.endAt ?? l.at?.at(-1) ?? 0;
}

type ChallengeAppOptions = { clock?: TestClock; replayBudgetMs?: number; env?: Record<string, string> };

const buildChallengeApp = (database: Database, clock: TestClock, options: ChallengeAppOptions): Promise<FastifyInstance> =>
  buildApp(testConfig({ IP_HASH_SECRET: TEST_IP_HASH_SECRET, CHALLENGE_SECRET: TEST_CHALLENGE_SECRET, ...options.env }), {
    database,
    challenge: { now: clock.now, replayBudgetMs: options.replayBudgetMs },
  });

/** The app for a test that builds (and closes) it itself. */
export async function challengeApp(database: Database, options: ChallengeAppOptions = {}) {
  const clock = options.clock ?? testClock();
  const app = await buildChallengeApp(database, clock, options);
  return harness(clock, () => ({ app, database }));
}

/**
 * The app for a whole describe block, on a database of its own: opened and built before the block's
 * tests, closed (the app, then the database) after them. Used in the block's body; its `app` and
 * `database` are there once the block's first test runs.
 */
export function challengeSuite(open: () => Promise<Database>, options: ChallengeAppOptions = { clock: testClock(thisMorningUtc()) }) {
  const clock = options.clock ?? testClock();
  let built: { app: FastifyInstance; database: Database } | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    database = await open();
    built = { database, app: await buildChallengeApp(database, clock, options) };
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.close();
  });
  return harness(clock, () => {
    if (!built) throw new Error("the suite's app is built in beforeAll: use it inside a test");
    return built;
  });
}

function harness(clock: TestClock, current: () => { app: FastifyInstance; database: Database }) {
  const day = calendarDay(clock.now(), "UTC");
  const send = (url: string, body: unknown, ip: string) =>
    current().app.inject({
      method: "POST",
      url,
      remoteAddress: ip,
      headers: { "content-type": "application/json" },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });
  const post = (body: unknown, ip = "10.9.0.1") => send("/api/challenge/runs", body, ip);
  const moves = (body: unknown, ip = "10.9.0.1") => send("/api/challenge/runs/moves", body, ip);
  const finish = (body: unknown, ip = "10.9.0.1") => send("/api/challenge/runs/finish", body, ip);
  const checkpoint = (body: unknown, ip = "10.9.0.1") => send("/api/challenge/runs/checkpoint", body, ip);
  const startRaw = (body: unknown, ip = "10.9.0.1") => send("/api/challenge/runs/start", body, ip);

  /** Starts a run; its deal is read from the database or computed from the test secret (what a test bot may know, the page never). */
  async function start(game: ChallengeGame, opts: { ip?: string; deviceKey?: string } = {}): Promise<Started> {
    const key = opts.deviceKey ?? freshDeviceKey();
    const res = await startRaw({ game, deviceKey: key }, opts.ip);
    if (res.statusCode !== 201) throw new Error(`start ${game}: ${res.statusCode} ${res.body}`);
    const run = challengeRunStartSchema.parse(res.json());
    const [row] = await current().database.db.select({ seed: challengeStartedRuns.seed }).from(challengeStartedRuns).where(eq(challengeStartedRuns.id, run.runId));
    const seed = row!.seed;
    const secretDeal: DealSource = seed === null ? testRunDeal(run.runId) : { seed: Number(seed) };
    return {
      ...run,
      secretDeal,
      deviceKey: key,
      get secretSeed(): number {
        if (seed === null) throw new Error(`a ${game} run is dealt from a tape: use secretDeal`);
        return Number(seed);
      },
    };
  }

  /**
   * Sends a hidden-deal run's moves one by one, each when it reached the server (the bot's
   * `arrivals`, page ms), else its page time plus the trip. The page's clock starts when the start
   * answer arrives, START_TRIP_MS after the server's.
   */
  async function sendMoves(run: Started, log: { moves: unknown[]; at: number[] }, ip: string, arrivals?: number[]) {
    for (let i = 0; i < log.moves.length; i++) {
      clock.set(run.startedAt + START_TRIP_MS + (arrivals?.[i] ?? log.at[i]! + TEST_LATENCY_MS));
      const res = await moves({ token: run.token, game: run.game, from: i, moves: [log.moves[i]], at: [log.at[i]] }, ip);
      if (res.statusCode !== 200) throw new Error(`move ${i} of ${run.game}: ${res.statusCode} ${res.body}`);
    }
  }

  /**
   * Sends a real-time run's live checkpoints as its page did while it played (checkpointsOf), each
   * one trip after its page time.
   */
  async function sendCheckpoints(run: Started, log: PlayedRun["log"], ip: string) {
    const points = checkpointsOf(run.game as RealTimeChallengeGame, log as ChallengeLog<RealTimeChallengeGame>, chainHash);
    for (let i = 0; i < points.length; i++) {
      clock.set(run.startedAt + START_TRIP_MS + points[i]!.at + TEST_LATENCY_MS);
      const res = await checkpoint({ token: run.token, game: run.game, from: i, checkpoints: [points[i]] }, ip);
      if (res.statusCode !== 200) throw new Error(`checkpoint ${i} of ${run.game}: ${res.statusCode} ${res.body}`);
    }
  }

  /**
   * Plays a recorded run through the API as the page would: start, moves (hidden deals), finish
   * seal at the run's page end, submission TEST_NAME_TYPING_MS later. `bot` gets the run's deal:
   * a hidden-deal game's DealSource, another game's seed.
   */
  async function play<G extends ChallengeGame>(game: G, bot: ((deal: DealSource) => PlayedRun<G>) | ((seed: number) => PlayedRun<G>), opts: PlayOptions = {}) {
    const ip = opts.ip ?? "10.9.0.1";
    const run = await start(game, { ip, deviceKey: opts.deviceKey });
    const played = (bot as (deal: DealSource | number) => PlayedRun<G>)(HIDDEN_DEAL_GAMES.has(game) ? run.secretDeal : run.secretSeed);
    if (HIDDEN_DEAL_GAMES.has(game)) await sendMoves(run, played.log as { moves: unknown[]; at: number[] }, ip, played.arrivals);
    if (isRealTimeGame(game)) await sendCheckpoints(run, played.log, ip);
    clock.set(run.startedAt + START_TRIP_MS + pageEnd(played.log) + TEST_LATENCY_MS);
    if (opts.finish !== false) {
      const sealed = await finish({ token: run.token, game, log: played.log }, ip);
      if (sealed.statusCode !== 200) throw new Error(`finish ${game}: ${sealed.statusCode} ${sealed.body}`);
    }
    clock.advance(TEST_NAME_TYPING_MS);
    const body = {
      token: run.token,
      game,
      nickname: opts.nickname ?? `Bot ${game}`,
      log: played.log,
      claimedScore: opts.claimedScore ?? played.score,
      deviceKey: run.deviceKey,
    };
    return { run, played, body, response: await post(body, ip) };
  }

  /** The rows of a raw query, on either database (PGlite and node-postgres shape results differently). */
  async function rows<T>(query: SQL): Promise<T[]> {
    const result = await current().database.db.execute(query);
    return (result as { rows?: T[] }).rows ?? (result as unknown as T[]);
  }

  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    day,
    clock,
    post,
    moves,
    finish,
    checkpoint,
    startRaw,
    start,
    sendMoves,
    sendCheckpoints,
    play,
    rows,
    hashIp: createIpHasher(TEST_IP_HASH_SECRET),
  };
}

export type ChallengeHarness = ReturnType<typeof harness>;
