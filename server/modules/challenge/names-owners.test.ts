/**
 * A name's owner for the day, the device key every run needs, the recovery code and the attempts
 * a device has (decisions 060 and 061), through the API on each database.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  DAILY_STARTS_PER_GAME,
  NICKNAME_MARKS_MESSAGE,
  NICKNAME_TAKEN_MESSAGE,
  NO_ATTEMPTS_MESSAGE,
  RECOVERY_CODE_WRONG_MESSAGE,
  RECOVERY_GUESSES_MESSAGE,
  RECOVERY_USED_MESSAGE,
  TOKEN_OTHER_DEVICE_MESSAGE,
  leaderboardResponseSchema,
  replayUrl,
  type ChallengeGame,
} from "../../../contracts/challenge";
import { HONEST_BOTS, TEST_LATENCY_MS, TEST_NAME_TYPING_MS, challengeSuite, deviceKey, pageEnd, type ChallengeHarness } from "../../test/challenge-harness";
import { testDatabaseKinds } from "../../test/test-databases";
import { RECOVERY_GUESSES_PER_ADDRESS } from "./names-service";

const EMPTY_REAL_TIME_LOG = { inputs: [], endTick: 0, endAt: 0, pauses: [] };

describe.each(testDatabaseKinds())("names and attempts on $kind", { timeout: 90_000 }, ({ open }) => {
  const h = challengeSuite(open);

  const board = async (game: ChallengeGame) =>
    leaderboardResponseSchema.parse((await h.app.inject({ method: "GET", url: `/api/challenge/${game}/leaderboard?day=${h.day}` })).json()).entries;

  it("six devices sending the same new name at the same moment: exactly one owns it, the others are refused and may send under another name", async () => {
    const players = Array.from({ length: 6 }, (_, i) => ({ ip: `10.30.1.${i + 1}`, key: deviceKey(`six-${i}`) }));
    const runs: { p: (typeof players)[number]; run: Awaited<ReturnType<ChallengeHarness["start"]>>; played: ReturnType<typeof HONEST_BOTS.sliding> }[] = [];
    for (const p of players) {
      const run = await h.start("sliding", { ip: p.ip, deviceKey: p.key });
      runs.push({ p, run, played: HONEST_BOTS.sliding(run.secretSeed) });
    }
    h.clock.advance(Math.max(...runs.map(({ played }) => pageEnd(played.log))) + TEST_LATENCY_MS + TEST_NAME_TYPING_MS);
    const body = (i: number, nickname: string) => ({
      token: runs[i]!.run.token,
      game: "sliding",
      nickname,
      log: runs[i]!.played.log,
      claimedScore: runs[i]!.played.score,
      deviceKey: runs[i]!.p.key,
    });
    const answers = await Promise.all(runs.map(({ p }, i) => h.post(body(i, "Zara"), p.ip)));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(answers.map((a) => a.json())),
    ).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json()).toMatchObject({ message: NICKNAME_TAKEN_MESSAGE, reason: "nickname_taken" });
    expect((await board("sliding")).filter((e) => e.nickname === "Zara")).toHaveLength(1);
    const owners = await h.rows<{ n: number }>(sql`select count(*)::int as n from challenge_name_owners where day = ${h.day} and nickname_key = 'zara'`);
    expect(Number(owners[0]!.n)).toBe(1);
    // The owner's first run is still hers, and the five runs were handed back: sent under their own names, they rank.
    const winner = statuses.indexOf(201);
    for (let i = 0; i < runs.length; i++) {
      if (i === winner) continue;
      const again = await h.post(body(i, `Zara ${i}`), runs[i]!.p.ip);
      expect(again.statusCode, again.body).toBe(201);
    }
  });

  it("no-key takeover is impossible: no start or submission without a key, another device's name and token are refused", async () => {
    const home = "10.30.2.1";
    const asha = deviceKey("owner-asha");
    const mine = await h.play("sliding", HONEST_BOTS.sliding, { ip: home, deviceKey: asha, nickname: "Asha" });
    expect(mine.response.statusCode, mine.response.body).toBe(201);
    // From Asha's own address, as the red team did.
    const noKeyStart = await h.startRaw({ game: "sliding" }, home);
    expect(noKeyStart.statusCode).toBe(400);
    expect(noKeyStart.json().message).toBe("deviceKey is required");
    const pending = await h.start("snake", { ip: home, deviceKey: asha });
    const stolen = { token: pending.token, game: "snake", nickname: "ASHA", log: EMPTY_REAL_TIME_LOG, claimedScore: 0 };
    const noKeySubmit = await h.post(stolen, home);
    expect(noKeySubmit.statusCode).toBe(400);
    expect(noKeySubmit.json().message).toBe("deviceKey is required");
    const otherKey = await h.post({ ...stolen, deviceKey: deviceKey("thief") }, "10.30.2.9");
    expect(otherKey.statusCode).toBe(400);
    expect(otherKey.json().message).toBe(TOKEN_OTHER_DEVICE_MESSAGE);
    const sameName = await h.play("sliding", HONEST_BOTS.sliding, { ip: home, deviceKey: deviceKey("thief"), nickname: "ASHA" });
    expect(sameName.response.statusCode).toBe(400);
    expect(sameName.response.json().reason).toBe("nickname_taken");
    expect((await board("sliding")).filter((e) => e.nickname.toLowerCase() === "asha")).toEqual([
      { rank: expect.any(Number), nickname: "Asha", score: mine.played.score, runId: mine.run.runId, replayUrl: replayUrl(mine.run.runId) },
    ]);
  });

  it("combining-mark names (the red team's Aṣha, Asha̲ and Asha⃝, here on Usha, whose day this file's Asha already holds): the dot below folds into her key, the others are refused; Hindi and Arabic names with marks play", async () => {
    const usha = deviceKey("marks-usha");
    expect((await h.play("whack", HONEST_BOTS.whack, { ip: "10.30.3.1", deviceKey: usha, nickname: "Usha" })).response.statusCode).toBe(201);
    const red = deviceKey("marks-red-team");
    const tries: [string, string][] = [
      ["U\u1E63ha", NICKNAME_TAKEN_MESSAGE],
      ["Us\u0323ha", NICKNAME_TAKEN_MESSAGE],
      ["Usha\u0332", NICKNAME_MARKS_MESSAGE],
      ["Usha\u20DD", NICKNAME_MARKS_MESSAGE],
    ];
    for (const [i, [nickname, message]] of tries.entries()) {
      const game = (["snake", "flappy", "colormatch", "breakout"] as const)[i]!;
      const run = await h.start(game, { ip: "10.30.3.2", deviceKey: red });
      const res = await h.post({ token: run.token, game, nickname, log: EMPTY_REAL_TIME_LOG, claimedScore: 0, deviceKey: red }, "10.30.3.2");
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json().message, nickname).toBe(message);
    }
    expect((await board("whack")).map((e) => e.nickname)).toEqual(["Usha"]);
    for (const [i, nickname] of ["कृष्णा", "مُحَمَّد"].entries()) {
      const played = await h.play("whack", HONEST_BOTS.whack, { ip: `10.30.3.${10 + i}`, deviceKey: deviceKey(`marks-${i}`), nickname });
      expect(played.response.statusCode, played.response.body).toBe(201);
    }
    expect((await board("whack")).map((e) => e.nickname).sort()).toEqual(["Usha", "कृष्णा", "مُحَمَّد"].sort());
  });

  it("a phone that forgot its key takes its name back with the code shown once at its first submission, once a day", async () => {
    const oldPhone = deviceKey("ravi-old");
    const first = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.30.4.1", deviceKey: oldPhone, nickname: "Ravi" });
    expect(first.response.statusCode, first.response.body).toBe(201);
    const code = first.response.json().recoveryCode as string;
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // Shown once: the next run under the name has none.
    const second = await h.play("snake", HONEST_BOTS.snake, { ip: "10.30.4.1", deviceKey: oldPhone, nickname: "Ravi" });
    expect(second.response.statusCode, second.response.body).toBe(201);
    expect(second.response.json().recoveryCode).toBeUndefined();
    // Only a hash is kept.
    const [stored] = await h.rows<{ code_hash: string }>(sql`select code_hash from challenge_name_owners where day = ${h.day} and nickname_key = 'ravi'`);
    expect(stored!.code_hash).toMatch(/^scrypt\$/);
    expect(stored!.code_hash).not.toContain(code.replace("-", ""));

    // Cleared data: a new key. Without the code the name is another device's; a wrong code is refused.
    const newPhone = deviceKey("ravi-new");
    const withoutCode = await h.play("whack", HONEST_BOTS.whack, { ip: "10.30.4.2", deviceKey: newPhone, nickname: "Ravi" });
    expect(withoutCode.response.json().reason).toBe("nickname_taken");
    const wrong = await h.post({ ...withoutCode.body, recoveryCode: code === "AAAA-AAAA" ? "BBBB-BBBB" : "AAAA-AAAA" }, "10.30.4.2");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: RECOVERY_CODE_WRONG_MESSAGE, reason: "recovery_code_wrong" });
    // As typed on a phone: lower case, no dash.
    const back = await h.post({ ...withoutCode.body, recoveryCode: code.replace("-", "").toLowerCase() }, "10.30.4.2");
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().recoveryCode).toBeUndefined();
    expect((await board("whack")).filter((e) => e.nickname === "Ravi")).toHaveLength(1);

    // The name is the new phone's now: the old key is refused, and the code moves it once a day.
    const oldAgain = await h.play("flappy", HONEST_BOTS.flappy, { ip: "10.30.4.1", deviceKey: oldPhone, nickname: "Ravi" });
    expect(oldAgain.response.json().reason).toBe("nickname_taken");
    const twice = await h.post({ ...oldAgain.body, recoveryCode: code }, "10.30.4.1");
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: RECOVERY_USED_MESSAGE, reason: "recovery_used" });
  });

  it("deal farming through a new key gains no tries: the starts of both devices count as the name's attempts", async () => {
    const first = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.30.8.1", deviceKey: deviceKey("farm-a"), nickname: "Farah" });
    const code = first.response.json().recoveryCode as string;
    const farm = deviceKey("farm-b");
    const runs = [];
    for (let i = 0; i < 4; i++) runs.push(await h.start("sliding", { ip: "10.30.8.2", deviceKey: farm }));
    // The best of the new key's four deals, moved under the name with its code: 1 + 4 = the day's 5.
    const played = runs.map((run) => ({ run, played: HONEST_BOTS.sliding(run.secretSeed) }));
    const best = played.reduce((a, b) => (b.played.score < a.played.score ? b : a));
    h.clock.advance(Math.max(...played.map((p) => pageEnd(p.played.log))) + TEST_LATENCY_MS + TEST_NAME_TYPING_MS);
    const moved = await h.post(
      { token: best.run.token, game: "sliding", nickname: "Farah", log: best.played.log, claimedScore: best.played.score, deviceKey: farm, recoveryCode: code },
      "10.30.8.2",
    );
    expect(moved.statusCode, moved.body).toBe(201);
    // A fifth deal on the new key is its own fifth start, but the name's sixth: not under this name.
    const sixth = await h.start("sliding", { ip: "10.30.8.2", deviceKey: farm });
    const sixthRun = HONEST_BOTS.sliding(sixth.secretSeed);
    h.clock.advance(pageEnd(sixthRun.log) + TEST_LATENCY_MS + TEST_NAME_TYPING_MS);
    const refused = await h.post({ token: sixth.token, game: "sliding", nickname: "Farah", log: sixthRun.log, claimedScore: sixthRun.score, deviceKey: farm }, "10.30.8.2");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ reason: "no_attempts", attemptsLeft: 0 });
  });

  it(`wrong recovery codes are capped: ${RECOVERY_GUESSES_PER_ADDRESS} per address a day, then even the right code waits for tomorrow`, async () => {
    const owner = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.30.5.1", deviceKey: deviceKey("guess-owner"), nickname: "Kavya" });
    const code = owner.response.json().recoveryCode as string;
    const guesser = await h.start("snake", { ip: "10.30.5.2", deviceKey: deviceKey("guesser") });
    const body = { token: guesser.token, game: "snake", nickname: "Kavya", log: EMPTY_REAL_TIME_LOG, claimedScore: 0, deviceKey: guesser.deviceKey };
    for (let i = 0; i < RECOVERY_GUESSES_PER_ADDRESS; i++) {
      const guess = `${String(i).padStart(4, "0")}-0000`;
      const res = await h.post({ ...body, recoveryCode: guess === code ? "ZZZZ-ZZZZ" : guess }, "10.30.5.2");
      expect(res.json().reason, guess).toBe("recovery_code_wrong");
    }
    const capped = await h.post({ ...body, recoveryCode: code }, "10.30.5.2");
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ message: RECOVERY_GUESSES_MESSAGE, reason: "recovery_guesses" });
  });

  it("every start is an attempt: the 6th start of a game on a device is 429 with attempts left 0; other games and devices are untouched", async () => {
    const phone = deviceKey("attempts");
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      // Abandoned: none of these runs is ever played or sent.
      const res = await h.startRaw({ game: "memory", deviceKey: phone }, "10.30.6.1");
      expect(res.statusCode, res.body).toBe(201);
      left.push(res.json().attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const sixth = await h.startRaw({ game: "memory", deviceKey: phone }, "10.30.6.2");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: NO_ATTEMPTS_MESSAGE, reason: "no_attempts", attemptsLeft: 0 });
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    const otherGame = await h.startRaw({ game: "2048", deviceKey: phone }, "10.30.6.1");
    expect(otherGame.json().attemptsLeft).toBe(4);
    expect((await h.startRaw({ game: "memory", deviceKey: deviceKey("attempts-sister") }, "10.30.6.1")).statusCode).toBe(201);
  });

  it(`an address shared by many phones (carrier-grade NAT) has ${DAILY_STARTS_PER_GAME} starts per game, far above one device's`, async () => {
    const nat = "10.30.7.1";
    for (let i = 0; i < 40; i++) expect((await h.startRaw({ game: "simon", deviceKey: deviceKey(`nat-${i}`) }, nat)).statusCode).toBe(201);
    const [count] = await h.rows<{ count: number }>(sql`select count from challenge_start_counts where day = ${h.day} and game = 'simon' and ip_hash = ${h.hashIp(nat)}`);
    expect(Number(count!.count)).toBe(40);
  });
});
