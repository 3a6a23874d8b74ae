import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  BAD_TOKEN_MESSAGE,
  CHALLENGE_GAMES,
  DAILY_STARTS_MESSAGE,
  DAILY_STARTS_PER_GAME,
  LOG_DIFFERS_MESSAGE,
  LOG_TOO_DEEP_MESSAGE,
  MOVES_OUT_OF_ORDER_MESSAGE,
  NAMES_PER_ADDRESS_MESSAGE,
  NICKNAME_INVISIBLE_MESSAGE,
  NICKNAME_MESSAGE,
  NICKNAME_MIXED_SCRIPT_MESSAGE,
  NICKNAME_REFUSED_MESSAGE,
  NICKNAME_TAKEN_MESSAGE,
  NOT_HIDDEN_DEAL_MESSAGE,
  OTHER_DAY_TOKEN_MESSAGE,
  SCORE_MISMATCH_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_OTHER_DEVICE_MESSAGE,
  TOKEN_OTHER_GAME_MESSAGE,
  TOKEN_USED_MESSAGE,
  challengeRunResponseSchema,
  challengeTodaySchema,
  leaderboardResponseSchema,
  replayUrl,
  type ChallengeGame,
} from "../../../contracts/challenge";
import { CHALLENGE_ADAPTERS } from "../../../games/challenge/adapters";
import { START_TRIP_MS, playBreakout } from "../../../games/challenge/play-bots";
import { turnStates } from "../../../games/challenge/replay";
import { daysBefore } from "../../lib/calendar-day";
import { HONEST_BOTS, challengeSuite, deviceKey, pageEnd } from "../../test/challenge-harness";
import { testDatabaseKinds } from "../../test/test-databases";
import { nameKey } from "./names";
import { LARGE_BODY_BYTES } from "./routes";
import { NAME_MARGIN_MS } from "./runs-service";
import { COUNTER_RETENTION_DAYS, RUN_RETENTION_DAYS } from "./service";
import { RUN_FINISHED_MESSAGE } from "./service-context";

describe.each(testDatabaseKinds())("daily challenge API on $kind", ({ open }) => {
  const h = challengeSuite(open);

  const board = async (game: ChallengeGame, query = "") =>
    leaderboardResponseSchema.parse((await h.app.inject({ method: "GET", url: `/api/challenge/${game}/leaderboard?day=${h.day}${query}` })).json());

  it("GET /api/challenge/today gives the day and the games, and no seed", async () => {
    const res = await h.app.inject({ method: "GET", url: "/api/challenge/today", remoteAddress: "10.9.1.1" });
    expect(res.statusCode).toBe(200);
    expect(challengeTodaySchema.parse(res.json())).toEqual({ day: h.day, games: CHALLENGE_GAMES.map((game) => ({ game })) });
    expect(res.body).not.toContain("seed");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("a start gives each run its own token and deal; a hidden deal's seed never leaves the server", async () => {
    const a = await h.start("sliding", { ip: "10.9.1.2" });
    const b = await h.start("sliding", { ip: "10.9.1.2" });
    expect(a.token).not.toBe(b.token);
    expect(a.runId).not.toBe(b.runId);
    expect(a.seed).toBe(a.secretSeed);
    expect(a.seed).not.toBe(b.seed);
    expect(a.expiresAt - a.startedAt).toBe(CHALLENGE_ADAPTERS.sliding.maxRunMs + NAME_MARGIN_MS);
    expect(a.view).toBeNull();

    const memory = await h.start("memory", { ip: "10.9.1.2" });
    expect(memory.seed).toBeNull();
    const view = memory.view as { cards: { symbol: string }[]; rngState: number };
    expect(view.cards).toHaveLength(16);
    expect(view.cards.every((c) => c.symbol === "")).toBe(true);
    expect(view.rngState).toBe(0);

    const unknown = await h.startRaw({ game: "pong" }, "10.9.1.2");
    expect(unknown.statusCode).toBe(400);
    const badKey = await h.startRaw({ game: "snake", deviceKey: "short" }, "10.9.1.2");
    expect(badKey.statusCode).toBe(400);
    // A start without a device key would make a bearer token: refused with the contract's 400.
    const noKey = await h.startRaw({ game: "snake" }, "10.9.1.2");
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe("deviceKey is required");
    expect(badKey.json().message).toContain("deviceKey");
  });

  it(`starts are limited to ${DAILY_STARTS_PER_GAME} per address per game per day, counted in the database`, async () => {
    await h.database.db.execute(
      sql`insert into challenge_start_counts (day, game, ip_hash, count) values (${h.day}, 'whack', ${h.hashIp("10.9.1.3")}, ${DAILY_STARTS_PER_GAME - 1})`,
    );
    expect((await h.startRaw({ game: "whack", deviceKey: deviceKey("starts-1") }, "10.9.1.3")).statusCode).toBe(201);
    const refused = await h.startRaw({ game: "whack", deviceKey: deviceKey("starts-2") }, "10.9.1.3");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(DAILY_STARTS_MESSAGE);
    expect(refused.json().reason).toBe("daily_starts");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await h.startRaw({ game: "snake", deviceKey: deviceKey("starts-2") }, "10.9.1.3")).statusCode).toBe(201);
  });

  it.each([...CHALLENGE_GAMES])("%s: an honest run is ranked with the replay's score and found on the board", async (game) => {
    const ip = `10.9.2.${CHALLENGE_GAMES.indexOf(game) + 1}`;
    const { response, played, run } = await h.play(game, HONEST_BOTS[game], { ip, deviceKey: deviceKey(`honest-${game}`), nickname: `H ${game}` });
    expect(response.statusCode, response.body).toBe(201);
    // The name's first accepted run of the day brings its recovery code.
    expect(challengeRunResponseSchema.parse(response.json())).toEqual({
      day: h.day,
      game,
      score: played.score,
      rank: 1,
      status: "ranked",
      runId: run.runId,
      replayUrl: replayUrl(run.runId),
      reason: null,
      heldFor: null,
      recoveryCode: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
    });
    expect((await board(game)).entries).toEqual([{ rank: 1, nickname: `H ${game}`, score: played.score, runId: run.runId, replayUrl: replayUrl(run.runId) }]);
  });

  it("a long run (a body parsed off the request thread) is sealed, submitted and ranked; a different log after the seal is 422", async () => {
    const long = (seed: number) => playBreakout(seed, 400);
    const { response, played } = await h.play("breakout", long, { ip: "10.9.2.20", nickname: "Long Run" });
    expect(JSON.stringify(played.log).length).toBeGreaterThan(LARGE_BODY_BYTES);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ score: played.score, status: "ranked" });

    const run = await h.start("breakout", { ip: "10.9.2.21" });
    const sealed = long(run.secretSeed);
    h.clock.set(run.startedAt + START_TRIP_MS + pageEnd(sealed.log) + 45);
    const first = await h.finish({ token: run.token, game: "breakout", log: sealed.log }, "10.9.2.21");
    expect(first.statusCode, first.body).toBe(200);
    h.clock.advance(1_000);
    // The first seal wins.
    expect((await h.finish({ token: run.token, game: "breakout", log: sealed.log }, "10.9.2.21")).json()).toEqual(first.json());
    h.clock.advance(3_000);
    const other = { ...sealed.log, endAt: sealed.log.endAt + 1 };
    const differs = await h.post({ token: run.token, game: "breakout", nickname: "Long Seal", log: other, claimedScore: sealed.score, deviceKey: run.deviceKey }, "10.9.2.21");
    expect(differs.statusCode).toBe(422);
    expect(differs.json().message).toBe(LOG_DIFFERS_MESSAGE);
    expect(differs.json().reason).toBe("log_differs");
  });

  it("a token is used once: sent again, or copied to another address under another name, it is 409", async () => {
    const { response, body } = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.9.3.1", nickname: "First Use" });
    expect(response.statusCode, response.body).toBe(201);
    const again = await h.post(body, "10.9.3.1");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TOKEN_USED_MESSAGE);
    // Beside the English message, its reason: the page says it in the visitor's language.
    expect(again.json().reason).toBe("token_used");
    const copied = await h.post({ ...body, nickname: "Copycat" }, "10.9.3.2");
    expect(copied.statusCode).toBe(409);
    expect(copied.json().message).toBe(TOKEN_USED_MESSAGE);
  });

  it("a token of another game, of another device, past its expiry, of another day, or unknown is refused", async () => {
    const run = await h.start("memory", { ip: "10.9.4.1", deviceKey: deviceKey("device-a") });
    const body = { token: run.token, nickname: "Crosser", claimedScore: 0, log: { moves: [], at: [] } };
    const crossGame = await h.post({ ...body, game: "sliding", deviceKey: deviceKey("device-a") }, "10.9.4.1");
    expect(crossGame.statusCode).toBe(400);
    expect(crossGame.json().message).toBe(TOKEN_OTHER_GAME_MESSAGE);
    const otherDevice = await h.post({ ...body, game: "memory", deviceKey: deviceKey("device-b") }, "10.9.4.1");
    expect(otherDevice.statusCode).toBe(400);
    expect(otherDevice.json().message).toBe(TOKEN_OTHER_DEVICE_MESSAGE);
    // No key at all is a 400 before the token is looked at: no run is a bearer token.
    const noDevice = await h.post({ ...body, game: "memory" }, "10.9.4.1");
    expect(noDevice.statusCode).toBe(400);
    expect(noDevice.json().message).toBe("deviceKey is required");
    const unknown = await h.post({ ...body, game: "memory", token: "x".repeat(43), deviceKey: deviceKey("device-a") }, "10.9.4.1");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(BAD_TOKEN_MESSAGE);

    const resumeAt = h.clock.ms();
    const sliding = await h.start("sliding", { ip: "10.9.4.1" });
    h.clock.set(sliding.expiresAt + 1);
    const expired = await h.post({ ...body, token: sliding.token, game: "sliding", deviceKey: sliding.deviceKey }, "10.9.4.1");
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(TOKEN_EXPIRED_MESSAGE);
    h.clock.set(resumeAt);

    // A run started before midnight cannot be sent after it: the next day has a new board.
    const late = await h.start("snake", { ip: "10.9.4.1" });
    h.clock.set(late.startedAt + 24 * 3600 * 1000);
    const nextDay = await h.post({ ...body, token: late.token, game: "snake", deviceKey: late.deviceKey }, "10.9.4.1");
    expect(nextDay.statusCode).toBe(400);
    expect(nextDay.json().message).toBe(OTHER_DAY_TOKEN_MESSAGE);
    h.clock.set(resumeAt);
  });

  it("hidden deals: a resent batch of moves is answered again without counting twice; moves that do not follow are 409", async () => {
    const run = await h.start("memory", { ip: "10.9.5.1" });
    const played = HONEST_BOTS.memory(run.secretDeal);
    const { moves: all, at } = played.log;
    const send = (from: number, count: number) =>
      h.moves({ token: run.token, game: "memory", from, moves: all.slice(from, from + count), at: at.slice(from, from + count) }, "10.9.5.1");
    h.clock.set(run.startedAt + START_TRIP_MS + played.arrivals![1]!);
    const first = await send(0, 2);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().count).toBe(2);
    const resent = await send(0, 2);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(first.json());
    // Two cards face up: the view shows their faces and nothing else.
    const faces = (first.json().view as { cards: { symbol: string }[] }).cards.filter((c) => c.symbol !== "");
    expect(faces).toHaveLength(2);

    const ahead = await send(3, 1);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toBe(MOVES_OUT_OF_ORDER_MESSAGE);
    const forked = await h.moves({ token: run.token, game: "memory", from: 1, moves: [all[0] === 15 ? 14 : 15], at: [at[1]!] }, "10.9.5.1");
    expect(forked.statusCode).toBe(409);
    expect(forked.json().message).toBe(MOVES_OUT_OF_ORDER_MESSAGE);

    // Once the run is sealed, no move is added.
    h.clock.advance(2_000);
    expect((await h.finish({ token: run.token, game: "memory", log: { moves: all.slice(0, 2), at: at.slice(0, 2) } }, "10.9.5.1")).statusCode).toBe(200);
    const afterSeal = await send(2, 1);
    expect(afterSeal.statusCode).toBe(409);
    expect(afterSeal.json().message).toBe(RUN_FINISHED_MESSAGE);

    const sliding = await h.start("sliding", { ip: "10.9.5.1" });
    const notHidden = await h.moves({ token: sliding.token, game: "sliding", from: 0, moves: [1], at: [100] }, "10.9.5.1");
    expect(notHidden.statusCode).toBe(400);
    expect(notHidden.json().message).toBe(NOT_HIDDEN_DEAL_MESSAGE);
    const otherGame = await h.moves({ token: sliding.token, game: "memory", from: 0, moves: [1], at: [100] }, "10.9.5.1");
    expect(otherGame.json().message).toBe(TOKEN_OTHER_GAME_MESSAGE);
  });

  it("the moves path plays only a call's new moves, from the state it keeps, and answers a resend from the view it stored", async () => {
    const ip = "10.9.5.4";
    const run = await h.start("memory", { ip });
    const played = HONEST_BOTS.memory(run.secretDeal);
    const { moves: all, at } = played.log;
    const send = (from: number, count: number) => h.moves({ token: run.token, game: "memory", from, moves: all.slice(from, from + count), at: at.slice(from, from + count) }, ip);
    h.clock.set(run.startedAt + START_TRIP_MS + played.arrivals![4]!);
    expect((await send(0, 4)).statusCode).toBe(200);
    // The recorded moves become ones no replay could play (the same card four times): the next
    // move still plays, from the state kept after move 4, so nothing replayed them.
    await h.database.db.execute(sql`update challenge_started_runs set moves = '[0, 0, 0, 0]'::jsonb where id = ${run.runId}`);
    const fifth = await send(4, 1);
    expect(fifth.statusCode, fifth.body).toBe(200);
    expect(fifth.json().count).toBe(5);
    // A resend is answered from the stored view.
    await h.database.db.execute(sql`update challenge_started_runs set view = '{"stored": true}'::jsonb where id = ${run.runId}`);
    expect((await send(4, 1)).json()).toEqual({ view: { stored: true }, count: 5 });
  });

  it("a log nested deeper than any game's is 400 on the finish seal and the submission, small or large", async () => {
    const ip = "10.9.5.5";
    const run = await h.start("snake", { ip });
    // Sent as text: a value this deep cannot even be turned into JSON here (the stringify recurses).
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const sealed = await h.finish(`{"token":"${run.token}","game":"snake","log":${nested(10_000)}}`, ip);
    expect(sealed.statusCode, sealed.body).toBe(400);
    expect(sealed.json().message).toBe(LOG_TOO_DEEP_MESSAGE);
    const inputs = `{"inputs":[[0,${nested(10_000)},1]],"endTick":1,"endAt":1,"pauses":[]}`;
    const submitted = await h.post(`{"token":"${run.token}","game":"snake","nickname":"Nested","claimedScore":0,"deviceKey":"${run.deviceKey}","log":${inputs}}`, ip);
    expect(submitted.statusCode, submitted.body).toBe(400);
    expect(submitted.json().message).toBe(LOG_TOO_DEEP_MESSAGE);
    // Past LARGE_BODY_BYTES the body is parsed in a worker, which refuses it the same way.
    const largeSeal = await h.finish(`{"token":"${run.token}","game":"snake","log":${nested(LARGE_BODY_BYTES)}}`, ip);
    expect(largeSeal.statusCode, largeSeal.body).toBe(400);
    expect(largeSeal.json().message).toBe(LOG_TOO_DEEP_MESSAGE);
  });

  it("parallel batches at the same place append once: the run never forks", async () => {
    const run = await h.start("2048", { ip: "10.9.5.2" });
    const played = HONEST_BOTS["2048"](run.secretDeal);
    h.clock.set(run.startedAt + START_TRIP_MS + played.arrivals![0]!);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => h.moves({ token: run.token, game: "2048", from: 0, moves: [played.log.moves[0]], at: [played.log.at[0]] }, "10.9.5.2")),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(responses.map((r) => r.json().count))).toEqual(new Set([1]));
  });

  it("a ranked hidden-deal run keeps the tape it used, with no seed, and is replayed from it to its score", async () => {
    for (const game of ["2048", "memory", "simon"] as const) {
      const { response, played, run } = await h.play(game, HONEST_BOTS[game], { ip: "10.9.5.6", nickname: `Tape ${game}` });
      expect(response.statusCode, response.body).toBe(201);
      const row = (await h.rows<{ seed: unknown; tape: string }>(sql`select seed, tape from challenge_runs where run_id = ${run.runId}`))[0]!;
      expect(row.seed ?? null).toBeNull();
      const tape = JSON.parse(row.tape) as number[];
      // Exactly the draws the run used: one past them would be a draw of a tile no one saw.
      const replayed = turnStates(game, { tape }, played.log.moves);
      expect(replayed, game).toMatchObject({ ok: true, over: true, score: response.json().score });
      expect(turnStates(game, { tape: tape.slice(0, -1) }, played.log.moves)).toMatchObject({ ok: false });
    }
  });

  it("a run sent without the finish seal is still checked and ranked (typing the name is allowed for)", async () => {
    const { response } = await h.play("memory", HONEST_BOTS.memory, { ip: "10.9.5.3", nickname: "Unsealed", finish: false });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().status).toBe("ranked");
  });

  it("a hidden-deal log that is not the moves the server saw is 422", async () => {
    const run = await h.start("memory", { ip: "10.9.5.3" });
    const played = HONEST_BOTS.memory(run.secretDeal);
    await h.sendMoves(run, { moves: played.log.moves.slice(0, 4), at: played.log.at.slice(0, 4) }, "10.9.5.3", played.arrivals);
    h.clock.advance(60_000);
    const differs = await h.post({ token: run.token, game: "memory", nickname: "Straight", log: played.log, claimedScore: played.score, deviceKey: run.deviceKey }, "10.9.5.3");
    expect(differs.statusCode).toBe(422);
    expect(differs.json().message).toBe(LOG_DIFFERS_MESSAGE);
  });

  it("a claimed score that differs from the replay is 422", async () => {
    const { response, played } = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.9.6.1", nickname: "Raiser", claimedScore: 1 });
    expect(played.score).not.toBe(1);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(SCORE_MISMATCH_MESSAGE);
    expect(response.json().reason).toBe("score_mismatch");
  });

  it("a run submitted at once, before its page time could have passed, is 422", async () => {
    const run = await h.start("colormatch", { ip: "10.9.6.2" });
    const played = HONEST_BOTS.colormatch(run.secretSeed);
    const res = await h.post({ token: run.token, game: "colormatch", nickname: "Speedy", log: played.log, claimedScore: played.score, deviceKey: run.deviceKey }, "10.9.6.2");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain("longer than the time since it started");
    expect(res.json().reason).toBe("run_refused");
  });

  it("names: case, look-alikes from another script and invisible marks cannot take a name another device holds today", async () => {
    const asha = deviceKey("asha");
    const other = deviceKey("impostor");
    const first = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.9.7.1", deviceKey: asha, nickname: "Asha" });
    expect(first.response.statusCode, first.response.body).toBe(201);

    const attempts: [string, string, string][] = [
      ["ASHA", NICKNAME_TAKEN_MESSAGE, "nickname_taken"],
      ["asha", NICKNAME_TAKEN_MESSAGE, "nickname_taken"],
      ["\u0410\u0405\u041d\u0410", NICKNAME_TAKEN_MESSAGE, "nickname_taken"], // Cyrillic АЅНА, all one script, reads ASHA
      ["\u0410sha", NICKNAME_MIXED_SCRIPT_MESSAGE, "nickname_mixed_script"], // Cyrillic А with Latin sha
      ["As\u034fha", NICKNAME_INVISIBLE_MESSAGE, "nickname_invisible"],
      ["Asha\ufe0f", NICKNAME_INVISIBLE_MESSAGE, "nickname_invisible"],
      ["Asha\u3164", NICKNAME_INVISIBLE_MESSAGE, "nickname_invisible"],
    ];
    for (const [i, [nickname, message, reason]] of attempts.entries()) {
      // Spread over games: a device has CHALLENGE_ATTEMPTS_PER_DAY starts of each.
      const game = (["snake", "flappy", "whack", "colormatch"] as const)[i % 4]!;
      const run = await h.start(game, { ip: "10.9.7.2", deviceKey: other });
      const res = await h.post({ token: run.token, game, nickname, log: { inputs: [], endTick: 0, endAt: 0, pauses: [] }, claimedScore: 0, deviceKey: other }, "10.9.7.2");
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json().message, nickname).toBe(message);
      expect(res.json().reason, nickname).toBe(reason);
    }
    // Another game's board is still today's boards.
    const elsewhere = await h.play("whack", HONEST_BOTS.whack, { ip: "10.9.7.2", deviceKey: other, nickname: "ASHA" });
    expect(elsewhere.response.json().message).toBe(NICKNAME_TAKEN_MESSAGE);

    // Asha's own device may write her name in capitals: still one entry, hers.
    const again = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.9.7.3", deviceKey: asha, nickname: "ASHA" });
    expect(again.response.statusCode, again.response.body).toBe(201);
    const entries = (await board("sliding", "&nickname=asha")).entries.filter((e) => e.nickname.toLowerCase() === "asha");
    expect(entries).toHaveLength(1);
    expect((await board("sliding", "&nickname=asha")).you?.nickname.toLowerCase()).toBe("asha");

    const rude = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.9.7.4", nickname: "shit_happens" });
    expect(rude.response.statusCode).toBe(400);
    expect(rude.response.json().message).toBe(NICKNAME_REFUSED_MESSAGE);
    expect(rude.response.json().reason).toBe("nickname_refused");
    for (const bad of ["a", "x".repeat(17), "<b>hi</b>"]) {
      const res = await h.post(
        { token: rude.run.token, game: "sliding", nickname: bad, log: rude.played.log, claimedScore: rude.played.score, deviceKey: rude.run.deviceKey },
        "10.9.7.4",
      );
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(NICKNAME_MESSAGE);
    }
  });

  it("one address puts at most two names on one game's board a day; a third is refused, the first two still play", async () => {
    const phone = deviceKey("names-phone");
    for (const nickname of ["Name One", "Name Two"]) {
      const { response } = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.9.8.1", deviceKey: phone, nickname });
      expect(response.statusCode, response.body).toBe(201);
    }
    const third = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.9.8.1", deviceKey: phone, nickname: "Name Three" });
    expect(third.response.statusCode).toBe(400);
    expect(third.response.json().message).toBe(NAMES_PER_ADDRESS_MESSAGE);
    const retry = await h.post({ ...third.body, nickname: "Name One" }, "10.9.8.1");
    expect(retry.statusCode, retry.body).toBe(201);
    // Parallel submissions under new names cannot pass the cap either.
    const runs = await Promise.all(["P1", "P2", "P3", "P4"].map(() => h.start("snake", { ip: "10.9.8.2" })));
    const results = await Promise.all(
      runs.map((run, i) =>
        h.post(
          { token: run.token, game: "snake", nickname: `Parallel ${i}`, log: { inputs: [], endTick: 0, endAt: 0, pauses: [] }, claimedScore: 0, deviceKey: run.deviceKey },
          "10.9.8.2",
        ),
      ),
    );
    expect(results.filter((r) => r.json().message === NAMES_PER_ADDRESS_MESSAGE)).toHaveLength(2);
  });

  it("ties share a rank: submitting first earns nothing", async () => {
    // Simon's bot scores its rounds whatever the deal, so two players tie.
    const a = await h.play("simon", HONEST_BOTS.simon, { ip: "10.9.9.1", nickname: "Tie Early" });
    const b = await h.play("simon", HONEST_BOTS.simon, { ip: "10.9.9.2", nickname: "Tie Late" });
    expect(a.played.score).toBe(b.played.score);
    expect(a.response.json().rank).toBe(b.response.json().rank);
    const entries = (await board("simon")).entries;
    const tied = entries.filter((e) => e.nickname.startsWith("Tie"));
    expect(tied).toHaveLength(2);
    expect(tied[0]!.rank).toBe(tied[1]!.rank);
    // Within a tie the order is by name, not by who came first.
    expect(entries.map((e) => e.nickname).filter((n) => n.startsWith("Tie"))).toEqual(["Tie Early", "Tie Late"].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    const winners = (await h.app.inject({ method: "GET", url: `/api/challenge/winners?day=${h.day}` })).json();
    const firsts = winners.winners.filter((w: { game: string }) => w.game === "simon");
    expect(firsts).toHaveLength(entries.filter((e) => e.rank === 1).length);
  });

  it("a body over 1 MiB is 413 with a message; a malformed log is 400", async () => {
    const run = await h.start("2048", { ip: "10.9.10.1" });
    const huge = await h.post(
      { token: run.token, game: "2048", nickname: "Big", log: { moves: Array(400_000).fill("left"), at: [] }, claimedScore: 0, deviceKey: run.deviceKey },
      "10.9.10.1",
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("The request body is too large.");
    const sliding = await h.start("sliding", { ip: "10.9.10.1" });
    h.clock.advance(60_000);
    const bad = await h.post(
      { token: sliding.token, game: "sliding", nickname: "Bad", log: { moves: ["sideways"], at: [1] }, claimedScore: 0, deviceKey: sliding.deviceKey },
      "10.9.10.1",
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("log is malformed");
    expect((await h.post("{", "10.9.10.1")).statusCode).toBe(400);
  });

  it("impossible dates and unknown games are 400, never 500; a day with no runs is empty", async () => {
    for (const url of [
      "/api/challenge/2048/leaderboard?day=2026-02-30",
      "/api/challenge/2048/leaderboard?day=2026-13-01",
      "/api/challenge/2048/leaderboard?day=yesterday",
      "/api/challenge/winners?day=2026-02-30",
      "/api/challenge/winners?day=2025-02-29",
      // No year 0 in the calendar (the database refused it: a 500).
      "/api/challenge/2048/leaderboard?day=0000-01-01",
      "/api/challenge/winners?day=0000-01-01",
      "/api/challenge/pong/leaderboard",
    ]) {
      const res = await h.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBeTruthy();
    }
    const leap = await h.app.inject({ method: "GET", url: "/api/challenge/2048/leaderboard?day=2024-02-29" });
    expect(leap.json()).toEqual({ day: "2024-02-29", game: "2048", entries: [] });
    const firstYear = await h.app.inject({ method: "GET", url: "/api/challenge/winners?day=0001-01-01" });
    expect(firstYear.json()).toEqual({ day: "0001-01-01", winners: [] });
  });

  it("records give each game's best ranked run; yesterday's winners are empty", async () => {
    const records = (await h.app.inject({ method: "GET", url: "/api/challenge/records" })).json();
    const memory = (await board("memory")).entries[0]!;
    expect(records.records.find((r: { game: string }) => r.game === "memory")).toMatchObject({ score: memory.score, day: h.day });
    const yesterday = (await h.app.inject({ method: "GET", url: "/api/challenge/winners" })).json();
    expect(yesterday).toEqual({ day: daysBefore(h.day, 1), winners: [] });
  });
});

describe.each(testDatabaseKinds())("challenge retention on $kind", ({ open }) => {
  const h = challengeSuite(open);

  it("keeps the run each game's public record shows, not a blocked name's or player's better run, and drops old started runs", async () => {
    const old = daysBefore(h.day, RUN_RETENTION_DAYS + 10);
    const recent = daysBefore(h.day, 1);
    const insert = (day: string, nickname: string, score: number, extra: { status?: string; deviceHash?: string } = {}) =>
      h.database.db.execute(sql`insert into challenge_runs (day, game, nickname, nickname_key, score, ip_hash, device_hash, status)
        values (${day}, 'memory', ${nickname}, ${nameKey(nickname)}, ${score}, 'ip-old', ${extra.deviceHash ?? null}, ${extra.status ?? "ranked"})`);
    await insert(old, "Blocked Name", 8);
    await insert(old, "Blocked Player", 8, { deviceHash: "device-blocked" });
    await insert(old, "Held Best", 8, { status: "held" });
    await insert(old, "Record Holder", 10);
    await insert(old, "Old Other", 12);
    await insert(recent, "Recent", 14);
    await h.database.db.execute(sql`insert into challenge_blocked_nicknames (nickname_key) values (${nameKey("BLOCKED NAME")})`);
    await h.database.db.execute(sql`insert into challenge_blocked_players (kind, hash) values ('device', 'device-blocked')`);
    await h.database.db.execute(sql`insert into challenge_started_runs (id, token_hash, game, day, seed, ip_hash, started_at, expires_at)
      values (gen_random_uuid(), 'old-token', 'memory', ${daysBefore(h.day, COUNTER_RETENTION_DAYS + 1)}, 1, 'ip', now(), now()),
             (gen_random_uuid(), 'new-token', 'memory', ${h.day}, 1, 'ip', now(), now())`);

    expect((await h.app.inject({ method: "GET", url: "/api/challenge/today" })).statusCode).toBe(200);

    const kept = await h.rows<{ nickname: string }>(sql`select nickname from challenge_runs order by nickname`);
    expect(kept.map((r) => r.nickname)).toEqual(["Recent", "Record Holder"]);
    const records = (await h.app.inject({ method: "GET", url: "/api/challenge/records" })).json();
    expect(records.records).toEqual([{ game: "memory", day: old, nickname: "Record Holder", score: 10 }]);
    const started = await h.rows<{ token_hash: string }>(sql`select token_hash from challenge_started_runs`);
    expect(started.map((r) => r.token_hash)).toEqual(["new-token"]);
  });
});
