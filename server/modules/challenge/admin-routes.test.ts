import { afterEach, describe, expect, it } from "vitest";
import {
  ADMIN_RUN_NOT_FOUND_MESSAGE,
  ADMIN_RUN_NOT_HELD_MESSAGE,
  BLOCKED_PLAYER_MESSAGE,
  NICKNAME_REFUSED_MESSAGE,
  adminBoardsResponseSchema,
  type ChallengeGame,
} from "../../../contracts/challenge";
import { optimalSliding } from "../../../games/challenge/cheat-bots";
import { humanDelay, playTurns } from "../../../games/challenge/play-bots";
import { seededRandom } from "../../../games/shared/random";
import * as sliding from "../../../games/sliding/engine";
import { daysBefore } from "../../lib/calendar-day";
import { adminCookie, CSRF_HEADERS, TEST_ADMIN_TOKEN } from "../../test/admin-session";
import { HONEST_BOTS, challengeApp, deviceKey, testClock, thisMorningUtc, type ChallengeHarness } from "../../test/challenge-harness";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";

const DAY_MS = 24 * 3600 * 1000;

/** An honest sliding run whose page times are machine-even: possible, so held for review, not ranked. */
const evenSliding = (seed: number) => {
  const played = HONEST_BOTS.sliding(seed);
  return { ...played, log: { moves: played.log.moves, at: played.log.moves.map((_, i) => 600 + 400 * i) } };
};

/** A solve of the deal by `plan`, after `tries` moves back and forth at the start, at a person's pace. */
const slidingAfterTries = (seed: number, plan: readonly number[], tries: number) => {
  const blank = sliding.createGame({}, seededRandom(seed)).tiles.indexOf(0);
  const tried = sliding.neighbours(blank)[0]!;
  const moves = [...Array.from({ length: tries }, (_, k) => (k % 2 === 0 ? tried : blank)), ...plan];
  let i = 0;
  return playTurns<"sliding", unknown>("sliding", seed, (_view, random) => (i < moves.length ? { move: moves[i++]!, think: humanDelay(random, 700, 250) } : null));
};

/** A person's solve: three tries back and forth, then the fewest moves (the fewest alone is a search's, held). */
const personSliding = (seed: number) => slidingAfterTries(seed, optimalSliding(seed), 6);

/**
 * The honest undo of the shuffle, with tries back and forth first until it takes at least `least`
 * moves: each run has its own deal, so its undo alone can be shorter than another run's.
 */
const undoAtLeast = (least: number) => (seed: number) => {
  const plan = HONEST_BOTS.sliding(seed).log.moves;
  return slidingAfterTries(seed, plan, Math.max(0, Math.ceil((least - plan.length) / 2) * 2));
};

// Each test plays several whole runs through the API: more than the default 30 s on a busy machine.
describe.each(testDatabaseKinds())("the operator's challenge routes on $kind", { timeout: 90_000 }, ({ open }) => {
  let database: TestDatabase | undefined;
  let harness: ChallengeHarness | undefined;
  let cookie: string;
  afterEach(async () => {
    await harness?.app.close();
    await database?.close();
    harness = undefined;
    database = undefined;
  });

  /** Each test its own database: names and boards of one test never meet another's. */
  async function setUp(): Promise<ChallengeHarness> {
    database = await open();
    harness = await challengeApp(database, { clock: testClock(thisMorningUtc()), env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
    cookie = await adminCookie(harness.app);
    return harness;
  }
  const admin = (method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
    harness!.app.inject({ method, url, headers: { cookie, ...(method === "GET" ? {} : CSRF_HEADERS) }, ...(payload ? { payload: payload as object } : {}) });
  const boardOf = async (game: ChallengeGame, day = harness!.day) =>
    (await harness!.app.inject({ method: "GET", url: `/api/challenge/${game}/leaderboard?day=${day}` })).json().entries as { nickname: string }[];

  it("shows the boards with run ids and the held runs with their reason; ranks, refuses and removes runs", async () => {
    const h = await setUp();
    expect((await h.app.inject({ method: "GET", url: "/api/admin/challenge" })).statusCode).toBe(401);
    expect((await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.6.0.1", nickname: "Keeper" })).response.statusCode).toBe(201);
    const held = await h.play("sliding", evenSliding, { ip: "10.6.0.2", nickname: "Metronome" });
    expect(held.response.statusCode, held.response.body).toBe(201);
    expect(held.response.json()).toMatchObject({ status: "held", rank: null });
    const second = await h.play("sliding", evenSliding, { ip: "10.6.0.3", nickname: "Clockwork" });
    expect(second.response.json().status).toBe("held");
    expect((await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.6.0.4", nickname: "Liar", claimedScore: 1 })).response.statusCode).toBe(422);
    expect((await boardOf("sliding")).map((e) => e.nickname)).toEqual(["Keeper"]);

    const boards = adminBoardsResponseSchema.parse((await admin("GET", "/api/admin/challenge")).json());
    expect(boards.boards.find((b) => b.game === "sliding")!.entries.map((e) => e.nickname)).toEqual(["Keeper"]);
    expect(boards.held.map((r) => r.nickname)).toEqual(["Metronome", "Clockwork"]);
    expect(boards.held[0]).toMatchObject({ game: "sliding", score: held.played.score });
    expect(boards.held[0]!.reason).toMatch(/even/i);

    const [metronome, clockwork] = boards.held;
    const ranked = await admin("POST", `/api/admin/challenge/runs/${metronome!.id}/rank`);
    expect(ranked.statusCode).toBe(200);
    expect(ranked.json()).toEqual({ id: metronome!.id, status: "ranked" });
    expect((await boardOf("sliding")).map((e) => e.nickname).sort()).toEqual(["Keeper", "Metronome"]);
    const again = await admin("POST", `/api/admin/challenge/runs/${metronome!.id}/refuse`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_RUN_NOT_HELD_MESSAGE);
    expect((await admin("POST", `/api/admin/challenge/runs/${clockwork!.id}/refuse`)).json()).toEqual({ id: clockwork!.id, status: "refused" });
    expect((await boardOf("sliding")).map((e) => e.nickname)).not.toContain("Clockwork");
    expect(adminBoardsResponseSchema.parse((await admin("GET", "/api/admin/challenge")).json()).held).toEqual([]);
    const unknown = await admin("POST", "/api/admin/challenge/runs/999999/rank");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_RUN_NOT_FOUND_MESSAGE);
    expect((await admin("POST", "/api/admin/challenge/runs/abc/refuse")).statusCode).toBe(404);
    expect((await h.app.inject({ method: "POST", url: `/api/admin/challenge/runs/${metronome!.id}/rank`, headers: { cookie } })).statusCode).toBe(403);

    expect((await admin("DELETE", `/api/admin/challenge/runs/${metronome!.id}`)).statusCode).toBe(204);
    expect((await admin("DELETE", `/api/admin/challenge/runs/${metronome!.id}`)).statusCode).toBe(404);
    expect((await boardOf("sliding")).map((e) => e.nickname)).toEqual(["Keeper"]);

    const outcomes = (await admin("GET", "/api/admin/challenge/outcomes?days=3")).json();
    expect(outcomes.days).toHaveLength(3);
    expect(outcomes.days[2]).toEqual({ day: h.day, verified: 1, refused: 1, held: 2 });
    expect((await admin("GET", "/api/admin/challenge/outcomes?days=0")).statusCode).toBe(400);
  });

  it("the top of a board is seen before it shows: above the envelope while no play is reviewed, then above the best reviewed play", async () => {
    const h = await setUp();
    // Before any reviewed play, a person's 28-ish-move solve (within the envelope's 16) takes first place.
    const first = await h.play("sliding", personSliding, { ip: "10.6.3.1", nickname: "Solver" });
    expect(first.response.json(), first.response.body).toMatchObject({ status: "ranked", rank: 1, reason: null, heldFor: null });
    // A run held for its timing, which the operator ranks: reviewed play (the honest undo of its
    // deal's shuffle: up to 100 moves, each run's deal its own).
    const reviewed = (await h.play("sliding", evenSliding, { ip: "10.6.3.2", nickname: "Metronome" })).played.score;
    const [metronome] = adminBoardsResponseSchema.parse((await admin("GET", "/api/admin/challenge")).json()).held;
    expect(metronome!.reasons).toEqual([expect.stringMatching(/machine-even/)]);
    expect((await admin("POST", `/api/admin/challenge/runs/${metronome!.id}/rank`)).statusCode).toBe(200);
    // Now a run entering the top 3 better than the reviewed play waits for the operator, with the reason.
    const second = await h.play("sliding", personSliding, { ip: "10.6.3.3", nickname: "Second" });
    const score = second.played.score;
    expect(second.response.json()).toMatchObject({
      day: h.day,
      game: "sliding",
      score,
      rank: null,
      status: "held",
      reason: `It would enter today's top 3 at #${score <= first.played.score ? 1 : 2} with ${score}, beyond the best reviewed play has shown (${reviewed}): the operator looks at it first.`,
      heldFor: "top_of_board",
    });
    expect((await boardOf("sliding")).map((e) => e.nickname)).toEqual(["Solver", "Metronome"]);
    const held = adminBoardsResponseSchema.parse((await admin("GET", "/api/admin/challenge")).json()).held;
    expect(held.map((r) => [r.nickname, r.reasons.length])).toEqual([["Second", 1]]);
    // Not better than the reviewed play: ranked at once.
    const equal = await h.play("sliding", undoAtLeast(reviewed), { ip: "10.6.3.4", nickname: "Undoer" });
    expect(equal.played.score).toBeGreaterThanOrEqual(reviewed);
    expect(equal.response.json(), equal.response.body).toMatchObject({ status: "ranked", score: equal.played.score });
  });

  it("a name block hits the name's skeleton: its look-alikes leave the boards and are refused", async () => {
    const h = await setUp();
    expect((await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.6.1.1", nickname: "Keeper" })).response.statusCode).toBe(201);
    const blocked = await admin("POST", "/api/admin/challenge/blocked-nicknames", { nickname: "KEEPER" });
    expect(blocked.statusCode).toBe(201);
    expect(await boardOf("sliding")).toEqual([]);
    for (const nickname of ["keeper", "Keeper"]) {
      const res = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.6.1.2", nickname });
      expect(res.response.statusCode, nickname).toBe(400);
      expect(res.response.json().message, nickname).toBe(NICKNAME_REFUSED_MESSAGE);
    }
    // All-Cyrillic ЅНОР reads SHOP: block "shop", and the look-alike is refused too.
    await admin("POST", "/api/admin/challenge/blocked-nicknames", { nickname: "shop" });
    const lookAlike = await h.play("sliding", HONEST_BOTS.sliding, { ip: "10.6.1.3", nickname: "\u0405\u041d\u041e\u0420" });
    expect(lookAlike.response.json().message).toBe(NICKNAME_REFUSED_MESSAGE);
  });

  it("a player block hits the device that played the run, never another device's rows; the address only when chosen, after its count is shown", async () => {
    const h = await setUp();
    const asha = deviceKey("real-asha");
    const sister = deviceKey("asha-sister");
    const impostor = deviceKey("impostor");
    const home = "10.6.2.1";
    // Yesterday Asha played from her phone.
    h.clock.set(thisMorningUtc() - DAY_MS);
    const yesterday = daysBefore(h.day, 1);
    expect((await h.play("sliding", HONEST_BOTS.sliding, { ip: home, deviceKey: asha, nickname: "Asha" })).response.statusCode).toBe(201);
    // Today, before her, someone on the same Wi-Fi took her name on two boards; her sister plays too.
    h.clock.set(thisMorningUtc());
    const taken = await h.play("sliding", HONEST_BOTS.sliding, { ip: home, deviceKey: impostor, nickname: "Asha" });
    expect(taken.response.statusCode).toBe(201);
    expect((await h.play("snake", HONEST_BOTS.snake, { ip: home, deviceKey: impostor, nickname: "Asha" })).response.statusCode).toBe(201);
    expect((await h.play("snake", HONEST_BOTS.snake, { ip: home, deviceKey: sister, nickname: "Meera" })).response.statusCode).toBe(201);
    const pending = await h.start("whack", { ip: home, deviceKey: impostor });

    const runId = adminBoardsResponseSchema.parse((await admin("GET", "/api/admin/challenge")).json()).boards.find((b) => b.game === "sliding")!.entries[0]!.id;
    expect((await admin("POST", "/api/admin/challenge/blocked-players", { runId: 999_999 })).statusCode).toBe(404);
    expect((await admin("POST", "/api/admin/challenge/blocked-players", { runId: "x" })).statusCode).toBe(400);
    expect((await admin("GET", "/api/admin/challenge/blocked-players/preview?runId=999999")).statusCode).toBe(404);
    // Before choosing: an address block would hit Asha's and her sister's phones too.
    const preview = await admin("GET", `/api/admin/challenge/blocked-players/preview?runId=${runId}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ runId, hasDevice: true, otherDevicesAtAddress: 2 });
    const block = await admin("POST", "/api/admin/challenge/blocked-players", { runId });
    expect(block.statusCode).toBe(201);
    expect(block.json()).toEqual({ blocked: { runId, device: true, address: false } });

    // The impostor's rows leave the boards; the sister's row from the same address stays.
    expect(await boardOf("sliding")).toEqual([]);
    expect((await boardOf("snake")).map((e) => e.nickname)).toEqual(["Meera"]);
    expect((await boardOf("sliding", yesterday)).map((e) => e.nickname)).toEqual(["Asha"]);
    const start = await h.startRaw({ game: "flappy", deviceKey: impostor }, "10.6.2.9");
    expect(start.statusCode).toBe(400);
    expect(start.json().message).toBe(BLOCKED_PLAYER_MESSAGE);
    const late = await h.post(
      { token: pending.token, game: "whack", nickname: "Asha", log: { inputs: [], endTick: 0, endAt: 0, pauses: [] }, claimedScore: 0, deviceKey: impostor },
      home,
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(BLOCKED_PLAYER_MESSAGE);

    // The address was not blocked: Asha starts from home, and the name is hers again today.
    const back = await h.play("sliding", HONEST_BOTS.sliding, { ip: home, deviceKey: asha, nickname: "Asha" });
    expect(back.response.statusCode, back.response.body).toBe(201);
    expect((await boardOf("sliding")).map((e) => e.nickname)).toEqual(["Asha"]);

    // Chosen: the address too. New starts from it are refused, but no other device's row leaves.
    const both = await admin("POST", "/api/admin/challenge/blocked-players", { runId, address: true });
    expect(both.json()).toEqual({ blocked: { runId, device: true, address: true } });
    const fromHome = await h.startRaw({ game: "flappy", deviceKey: sister }, home);
    expect(fromHome.json().message).toBe(BLOCKED_PLAYER_MESSAGE);
    expect((await boardOf("sliding")).map((e) => e.nickname)).toEqual(["Asha"]);
    expect((await boardOf("snake")).map((e) => e.nickname)).toEqual(["Meera"]);
    expect((await h.startRaw({ game: "flappy", deviceKey: sister }, "10.6.2.50")).statusCode).toBe(201);
  });

  it("impossible dates are 400 on the operator's routes too", async () => {
    await setUp();
    for (const url of ["/api/admin/challenge?day=2026-02-30", "/api/admin/challenge?day=2026-04-31", "/api/admin/challenge?day=today", "/api/admin/challenge?day=0000-01-01"]) {
      const res = await admin("GET", url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain("day");
    }
  });
});
