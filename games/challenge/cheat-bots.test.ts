import { describe, expect, it } from "vitest";
import { HIDDEN_DEAL_GAMES, type ChallengeGame } from "../../contracts/challenge";
import { CHEAT_BOTS, combiningMarkNames, easiestSlidingDeal, optimalSliding, type CheatRun } from "./cheat-bots";
import { playSliding } from "./play-bots";
import { verifyRun } from "./verify";

const SEED = 20261124;

function verify(game: ChallengeGame, { run, timeline }: CheatRun) {
  const moves = HIDDEN_DEAL_GAMES.has(game) ? (run.log as { moves: unknown[] }).moves : undefined;
  return verifyRun({ game, deal: { seed: SEED }, log: JSON.parse(JSON.stringify(run.log)), claimedScore: run.score, timeline, recordedMoves: moves });
}

/**
 * Each bot's best run, submitted the moment its log allows: what stops it. Refused (422) where no
 * person could play it in that time; held where a person could, but its timing is a machine's.
 */
const BEST: [ChallengeGame, "refused" | "held", RegExp][] = [
  ["2048", "refused", /faster than 60 ms a move/],
  ["sliding", "refused", /faster than 60 ms a move/],
  ["memory", "refused", /faster than 60 ms a move/],
  ["simon", "refused", /faster than 60 ms a move/],
  ["snake", "held", /Reactions to each new food took 75 ms/],
  ["flappy", "held", /sit exactly on the game's ticks/],
  ["breakout", "refused", /The paddle moved \d+ px in 1 tick/],
  ["whack", "held", /Reactions to each mole took 50 ms/],
  ["colormatch", "held", /machine-even.*Reactions to each new prompt took 100 ms/],
];

describe("a cheating bot's best run, submitted at once, is never ranked", () => {
  it.each(BEST)(
    "%s: %s",
    (game, outcome, reason) => {
      const cheat = CHEAT_BOTS[game].best(SEED);
      expect(cheat.run.score).toBeGreaterThan(0);
      const result = verify(game, cheat);
      if (outcome === "refused") expect(result).toMatchObject({ ok: false, status: 422, message: expect.stringMatching(reason) });
      else expect(result).toMatchObject({ ok: true, status: "held", score: cheat.run.score, reason: expect.stringMatching(reason) });
    },
    20_000,
  );
});

/**
 * The same bots paced like a person (page times measured, reactions of 200 ms and more with a
 * person's spread, the page's waits kept) are ranked: what they still gain is what a very good
 * player reaches too. The lead reports these.
 */
const SLOWED: [ChallengeGame, string, (score: number) => void][] = [
  ["2048", "ranked: a board-only lookahead is a strategy a person can follow", (s) => expect(s).toBeGreaterThan(1000)],
  ["sliding", "ranked: the optimal solve, found by search, is one a person can find too", (s) => expect(s).toBe(optimalSliding(SEED).length)],
  ["memory", "ranked: perfect recall of the cards seen, no more (the deal stays on the server)", (s) => expect(s).toBeGreaterThanOrEqual(8)],
  ["simon", "ranked: 30 rounds repeated from views at a person's pace (the colours to come stay on the server)", (s) => expect(s).toBe(30)],
  ["snake", "ranked: knowing the next food is no help once it must wait a reaction to turn", (s) => expect(s).toBeGreaterThan(0)],
  ["flappy", "ranked: knowing the pipes gains little, as each is on screen for 2.6 s before the bird reaches it", (s) => expect(s).toBeGreaterThan(10)],
  ["breakout", "ranked: a paddle moved at a hand's speed can clear the board, as good players do (400 is the most there is)", (s) => expect(s).toBe(400)],
  ["whack", "ranked: every mole hit a person's reaction after it shows", (s) => expect(s).toBe(30)],
  ["colormatch", "ranked: every answer right at a person's reading pace", (s) => expect(s).toBeGreaterThan(30)],
];

describe("the same bots slowed to a person's pace", () => {
  it.each(SLOWED)(
    "%s: %s",
    (game, _what, expectScore) => {
      const cheat = CHEAT_BOTS[game].slowed(SEED);
      const result = verify(game, cheat);
      expect(result).toEqual({ ok: true, status: "ranked", score: cheat.run.score, reason: null });
      expectScore(cheat.run.score);
    },
    20_000,
  );

  it("the optimal Sliding solve the slowed bot plays is far shorter than undoing the shuffle", () => {
    expect(optimalSliding(SEED).length).toBeLessThan(playSliding(SEED).score);
  }, 20_000);
});

describe("the red team's name and attempt strategies", () => {
  it("combining-mark names read as the name: the same letters once the marks are taken off", () => {
    const copies = combiningMarkNames("Asha");
    expect(copies).toContain("Asha\u0332");
    expect(copies).toContain("A\u1E63ha");
    expect(copies).toContain("Asha\u20DD");
    for (const copy of copies) {
      expect(copy).not.toBe("Asha");
      expect(copy.normalize("NFD").replace(/\p{M}/gu, "")).toBe("Asha");
    }
  });

  it("deal farming picks the started deal with the shortest solution", () => {
    const seeds = [11, 12, 13];
    const lengths = seeds.map((seed) => optimalSliding(seed).length);
    expect(lengths[easiestSlidingDeal(seeds)]).toBe(Math.min(...lengths));
  }, 60_000);
});
