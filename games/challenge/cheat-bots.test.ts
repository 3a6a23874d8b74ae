import { describe, expect, it } from "vitest";
import { HIDDEN_DEAL_GAMES, type ChallengeGame } from "../../contracts/challenge";
import { CHEAT_BOTS, combiningMarkNames, easiestSlidingDeal, KNOWING_BOTS, optimalSliding, slowMotion, type CheatRun, type SlowMotion } from "./cheat-bots";
import { playColorMatch, playFlappy, playSliding, timelineFor, type PlayedRun } from "./play-bots";
import { verifyRun } from "./verify";

const SEED = 20261124;

function verify(game: ChallengeGame, { run, timeline, seed }: CheatRun) {
  const moves = HIDDEN_DEAL_GAMES.has(game) ? (run.log as { moves: unknown[] }).moves : undefined;
  return verifyRun({ game, deal: { seed: seed ?? SEED }, log: JSON.parse(JSON.stringify(run.log)), claimedScore: run.score, timeline, recordedMoves: moves });
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
 * person's spread, the page's waits kept): ranked where their play is inside the human envelope
 * (envelope.ts), held where it goes beyond it.
 */
const SLOWED: [ChallengeGame, string, "ranked" | "held", (score: number) => void][] = [
  ["2048", "ranked: a one-move lookahead on the board is a strategy a person can follow", "ranked", (s) => expect(s).toBeGreaterThan(1000)],
  ["sliding", "held: the fewest moves, found by search, on a deal a person solves in more", "held", (s) => expect(s).toBe(optimalSliding(SEED).length)],
  ["memory", "ranked: perfect recall of the cards seen, no more (the deal stays on the server)", "ranked", (s) => expect(s).toBeGreaterThanOrEqual(12)],
  ["simon", "held: 30 rounds, beyond the 25 people reach", "held", (s) => expect(s).toBe(30)],
  ["snake", "ranked: knowing the next food is no help once it must wait a reaction to turn", "ranked", (s) => expect(s).toBeGreaterThan(0)],
  ["flappy", "ranked: 40 pipes, each on screen for 2.6 s before the bird reaches it", "ranked", (s) => expect(s).toBe(40)],
  ["breakout", "ranked: a paddle moved at a hand's speed can clear the board, as good players do (400 is the most there is)", "ranked", (s) => expect(s).toBe(400)],
  ["whack", "ranked: every mole hit a person's reaction (320 ms) after it shows", "ranked", (s) => expect(s).toBe(30)],
  ["colormatch", "ranked: every answer right at a person's reading pace", "ranked", (s) => expect(s).toBeGreaterThan(30)],
];

describe("the same bots slowed to a person's pace", () => {
  it.each(SLOWED)(
    "%s: %s",
    (game, _what, outcome, expectScore) => {
      const cheat = CHEAT_BOTS[game].slowed(SEED);
      const result = verify(game, cheat);
      if (outcome === "ranked") expect(result).toEqual({ ok: true, status: "ranked", score: cheat.run.score, reason: null, reasons: [], heldFor: null });
      else expect(result).toMatchObject({ ok: true, status: "held", score: cheat.run.score });
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

/**
 * The red team's patient cheats (issue 40): everything known, human-paced. Each is held with the
 * envelope's reason; none is ranked above its game's envelope. Whack's 30 is the most there is,
 * an honest player's score too: its bot is held for reactions quicker than an aimed tap.
 */
const KNOWING: [ChallengeGame, RegExp, (score: number) => void][] = [
  ["2048", /Beyond what people reach: \d+ points/, (s) => expect(s).toBeGreaterThan(20_000)],
  ["sliding", /Beyond what people reach: 12 moves, where people's best is about 16/, (s) => expect(s).toBe(12)],
  ["memory", /Beyond what people reach: \d+ moves/, (s) => expect(s).toBeLessThan(12)],
  ["simon", /Beyond what people reach: 40 rounds/, (s) => expect(s).toBe(40)],
  ["snake", /Beyond what people reach: \d+ points/, (s) => expect(s).toBeGreaterThan(600)],
  ["flappy", /Beyond what people reach: 167 pipes/, (s) => expect(s).toBe(167)],
  ["breakout", /sit exactly on the game's ticks/, (s) => expect(s).toBe(400)],
  ["whack", /Faster than people choose: a median of \d+ ms over 30 answers/, (s) => expect(s).toBe(30)],
  ["colormatch", /Beyond what people reach: \d+ right answers in 30 s.*Faster than people choose/, (s) => expect(s).toBeGreaterThan(150)],
];

describe("the red team's cheats: full knowledge at a person's pace", () => {
  it.each(KNOWING)(
    "%s is held",
    (game, reason, expectScore) => {
      const cheat = KNOWING_BOTS[game].play(SEED);
      expectScore(cheat.run.score);
      expect(verify(game, cheat)).toMatchObject({ ok: true, status: "held", score: cheat.run.score, reason: expect.stringMatching(reason) });
    },
    30_000,
  );
});

/**
 * Slow motion (issue 40): an honest-looking run played with the page's clock or the game's slowed
 * down, or with its seal blocked. Each is held, never ranked.
 */
const SLOW: [string, () => PlayedRun, SlowMotion, RegExp][] = [
  ["Color Match", () => playColorMatch(SEED), "page clock at a quarter speed", /The page's clock ran slow/],
  ["Color Match", () => playColorMatch(SEED), "game clock at 41% of the page's", /The game ran .* it was slowed down/],
  ["Color Match", () => playColorMatch(SEED), "no seal, 203 s of real time", /The page's clock ran slow/],
  ["Flappy", () => playFlappy(SEED, 12), "game clock at 41% of the page's", /The game ran .* it was slowed down/],
];

describe("slow motion", () => {
  it("the page and game clocks at half speed for a stretch pass the whole run's checks, and the live checkpoints hold it", () => {
    const run = playColorMatch(SEED);
    const cheat = slowMotion(run, "page and game clock at half speed for a stretch");
    const unwatched = { ...cheat, timeline: { ...cheat.timeline, checkpoints: undefined } };
    expect(verify(run.game, unwatched)).toMatchObject({ ok: true, status: "ranked" });
    expect(verify(run.game, cheat)).toMatchObject({
      ok: true,
      status: "held",
      reasons: [expect.stringMatching(/^Between \d+\.\d s and \d+\.\d s of play the game ran \d+\.\d s while \d+\.\d s passed on the server's clock: it was slowed down/)],
    });
  });

  it.each(SLOW)("%s with the %s is held; the same run at real speed ranks", (_name, honest, how, reason) => {
    const run = honest();
    expect(verify(run.game, { run, timeline: timelineFor(run, 1_800_000_000_000) })).toMatchObject({ ok: true, status: "ranked" });
    expect(verify(run.game, slowMotion(run, how))).toMatchObject({ ok: true, status: "held", reason: expect.stringMatching(reason) });
  });
});
