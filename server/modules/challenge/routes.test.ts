import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BAD_TOKEN_MESSAGE,
  CHALLENGE_GAMES,
  NICKNAME_MESSAGE,
  NICKNAME_REFUSED_MESSAGE,
  OTHER_DAY_TOKEN_MESSAGE,
  SCORE_MISMATCH_MESSAGE,
  TOO_FAST_MESSAGE,
  challengeTodaySchema,
  leaderboardResponseSchema,
  type ChallengeGame,
} from "../../../contracts/challenge";
import * as memory from "../../../games/memory/engine";
import { seededRandom } from "../../../games/shared/random";
import {
  play2048,
  playBreakout,
  playColorMatch,
  playFlappy,
  playMemory,
  playSimon,
  playSliding,
  playSnake,
  playWhack,
  type PlayedRun,
} from "../../../games/challenge/play-bots";
import { REAL_TIME_RULES } from "../../../games/challenge/real-time-games";
import { daysBefore } from "../../lib/calendar-day";
import { challengeApp } from "../../test/challenge-harness";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";

const BOTS: Record<ChallengeGame, (seed: number) => PlayedRun> = {
  "2048": play2048,
  sliding: playSliding,
  memory: playMemory,
  simon: (seed) => playSimon(seed, 4),
  snake: (seed) => playSnake(seed, 40),
  flappy: (seed) => playFlappy(seed, 2),
  breakout: (seed) => playBreakout(seed, 60),
  whack: (seed) => playWhack(seed, 2),
  colormatch: playColorMatch,
};

/** How long a real page would have needed: the run's ticks at the game's tick rate, plus a second. */
function playTime(run: PlayedRun): number {
  const log = run.log as { endTick?: number };
  if (log.endTick === undefined) return 0;
  return log.endTick * REAL_TIME_RULES[run.game as keyof typeof REAL_TIME_RULES].tickMs + 1000;
}

function perfectMemory(seed: number): number[] {
  const state = memory.createGame({}, seededRandom(seed));
  return memory.SYMBOLS.flatMap((symbol) => state.cards.flatMap((c, i) => (c.symbol === symbol ? [i] : [])));
}

describe.each(testDatabaseKinds())("daily challenge API on $kind", ({ open }) => {
  let database: TestDatabase;
  let h: Awaited<ReturnType<typeof challengeApp>>;
  beforeAll(async () => {
    database = await open();
    h = await challengeApp(database);
  });
  afterAll(async () => {
    await h?.app.close();
    await database?.close();
  });

  it("GET /api/challenge/today gives today's day, a token and one seed per challenge game, the same for everyone", async () => {
    const a = await h.app.inject({ method: "GET", url: "/api/challenge/today", remoteAddress: "10.9.1.1" });
    const b = await h.app.inject({ method: "GET", url: "/api/challenge/today", remoteAddress: "10.9.1.2" });
    expect(a.statusCode).toBe(200);
    const today = challengeTodaySchema.parse(a.json());
    expect(today.day).toBe(h.day);
    expect(today.games.map((g) => g.game)).toEqual([...CHALLENGE_GAMES]);
    expect(today.games).toEqual(challengeTodaySchema.parse(b.json()).games);
    for (const { game, seed } of today.games) expect(seed).toBe(h.seed(game));
    expect(new Set(today.games.map((g) => g.seed)).size).toBe(CHALLENGE_GAMES.length);
    expect(a.headers["cache-control"]).toBe("no-store");
  });

  it.each([...CHALLENGE_GAMES])("%s: a real run is verified, recorded with the replay's score and found on the leaderboard", async (game) => {
    const run = BOTS[game](h.seed(game));
    const nickname = `Bot ${game}`;
    const res = await h.post({ token: h.token(playTime(run)), game, nickname, log: run.log, claimedScore: run.score }, `10.9.2.${CHALLENGE_GAMES.indexOf(game) + 1}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ day: h.day, game, score: run.score, rank: 1 });
    const board = leaderboardResponseSchema.parse((await h.app.inject({ method: "GET", url: `/api/challenge/${game}/leaderboard?day=${h.day}` })).json());
    expect(board.entries).toEqual([{ rank: 1, nickname, score: run.score }]);
  });

  it("a claimed score that differs from the replay is refused with 422 and the reason", async () => {
    const run = play2048(h.seed("2048"));
    const res = await h.post({ token: h.token(), game: "2048", nickname: "Raiser", log: run.log, claimedScore: run.score + 4 }, "10.9.3.1");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(SCORE_MISMATCH_MESSAGE);
  });

  it("an input after game over or ticks out of order is a 400", async () => {
    const run = playSnake(h.seed("snake"), 20) as PlayedRun<"snake">;
    const late = { inputs: [...run.log.inputs, [run.log.endTick, "up"]], endTick: run.log.endTick };
    const after = await h.post({ token: h.token(playTime(run)), game: "snake", nickname: "Late", log: late, claimedScore: run.score }, "10.9.4.1");
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe("An input comes after the game was over.");
    const inputs = [...run.log.inputs];
    [inputs[0], inputs[1]] = [inputs[1]!, inputs[0]!];
    const swapped = await h.post({ token: h.token(playTime(run)), game: "snake", nickname: "Swap", log: { ...run.log, inputs }, claimedScore: run.score }, "10.9.4.2");
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().message).toContain("ticks are out of order");
  });

  it("another day's token, or a forged one, is refused", async () => {
    const run = playMemory(h.seed("memory"));
    const body = { game: "memory", nickname: "Yesterday", log: run.log, claimedScore: run.score };
    const old = await h.post({ ...body, token: h.token(0, daysBefore(h.day, 1)) }, "10.9.5.1");
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(OTHER_DAY_TOKEN_MESSAGE);
    const forged = h.token().replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const bad = await h.post({ ...body, token: forged }, "10.9.5.1");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(BAD_TOKEN_MESSAGE);
  });

  it("a real-time run longer than the time since its token was issued is refused", async () => {
    const run = playColorMatch(h.seed("colormatch"));
    const res = await h.post({ token: h.token(5_000), game: "colormatch", nickname: "Speedy", log: run.log, claimedScore: run.score }, "10.9.6.1");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TOO_FAST_MESSAGE);
  });

  it("nicknames are trimmed and NFKC-normalised; short, odd or profane ones are refused", async () => {
    const flips = perfectMemory(h.seed("memory"));
    const send = (nickname: string, ip: string) => h.post({ token: h.token(), game: "memory", nickname, log: { flips }, claimedScore: 8 }, ip);
    const wide = await send("  Ｗｉｄｅ＿１  ", "10.9.7.1");
    expect(wide.statusCode, wide.body).toBe(201);
    expect(wide.json().rank).toBe(1); // 8 moves beats the bot's 9: fewer is better
    const board = await h.app.inject({ method: "GET", url: `/api/challenge/memory/leaderboard?nickname=${encodeURIComponent("wide_1")}` });
    expect(board.json().entries[0]).toEqual({ rank: 1, nickname: "Wide_1", score: 8 });
    expect(board.json().you).toEqual({ rank: 1, nickname: "Wide_1", score: 8 });
    for (const bad of ["a", "seventeen chars!!", "<b>hi</b>", "x".repeat(17)]) {
      const res = await send(bad, "10.9.7.2");
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(NICKNAME_MESSAGE);
    }
    const rude = await send("shit_happens", "10.9.7.3");
    expect(rude.statusCode).toBe(400);
    expect(rude.json().message).toBe(NICKNAME_REFUSED_MESSAGE);
  });

  it("a body over 1 MiB is refused with 413; a malformed log with 400", async () => {
    const huge = await h.post({ token: h.token(), game: "2048", nickname: "Big", log: { moves: Array(400_000).fill("left") }, claimedScore: 0 }, "10.9.8.1");
    expect(huge.statusCode).toBe(413);
    const bad = await h.post({ token: h.token(), game: "2048", nickname: "Bad", log: { moves: ["sideways"] }, claimedScore: 0 }, "10.9.8.1");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("log is malformed");
    const notJson = await h.post("{", "10.9.8.1");
    expect(notJson.statusCode).toBe(400);
  });

  it("leaderboard: an unknown game or a bad day is a 400; a day with no runs is empty", async () => {
    expect((await h.app.inject({ method: "GET", url: "/api/challenge/pong/leaderboard" })).statusCode).toBe(400);
    expect((await h.app.inject({ method: "GET", url: "/api/challenge/2048/leaderboard?day=yesterday" })).statusCode).toBe(400);
    const empty = await h.app.inject({ method: "GET", url: "/api/challenge/2048/leaderboard?day=2020-01-01" });
    expect(empty.json()).toEqual({ day: "2020-01-01", game: "2048", entries: [] });
  });

  it("records give each game's best run; winners give a day's first places", async () => {
    const records = (await h.app.inject({ method: "GET", url: "/api/challenge/records" })).json();
    expect(records.records.find((r: { game: string }) => r.game === "memory")).toMatchObject({ nickname: "Wide_1", score: 8, day: h.day });
    const winners = (await h.app.inject({ method: "GET", url: `/api/challenge/winners?day=${h.day}` })).json();
    expect(winners.winners).toContainEqual({ game: "memory", nickname: "Wide_1", score: 8 });
    const yesterday = (await h.app.inject({ method: "GET", url: "/api/challenge/winners" })).json();
    expect(yesterday).toEqual({ day: daysBefore(h.day, 1), winners: [] });
  });
});
