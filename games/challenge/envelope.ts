/**
 * The human envelope of each challenge game: what people reach and how fast, from published data
 * on reaction times, memory span and puzzles, and from this site's own honest runs. A run beyond
 * its game's envelope is held for the operator (never ranked unseen), with the reason in words; the
 * operator ranks it if a person played it. The numbers and their sources are also in
 * docs/challenge-envelope.md, with decision 058 saying why they are where they are.
 *
 * `top` is also the bar of the review gate before any reviewed play exists for a game
 * (server/modules/challenge/review-gate.ts): a run entering a board's top 3 above it waits for review.
 *
 * Pure and self-contained like verify.ts, which applies it in the replay worker.
 */
import { FEWER_IS_BETTER, type ChallengeGame } from "../../contracts/challenge";
import { median, type TimeFinding } from "./human-time";

export type Envelope = {
  /**
   * The best score ranked without a person's review: a higher score (a lower one where fewer
   * moves is better) is held.
   */
  top: number;
  /** What the score counts, for the reason ("right answers in 30 s"). */
  counts: string;
  /** The least median of the reactions the replay measures (Color Match's answers, Whack's hits), in ms. */
  minMedianReactionMs?: number;
  /** 2048: the least mean page ms per move over a run of at least `overMoves` moves. */
  longRunPace?: { minMeanMoveMs: number; overMoves: number };
  /** Sliding: a solve within `within` moves of the fewest possible, on a deal needing at least `fromFewest`. */
  nearFewest?: { within: number; fromFewest: number };
};

/** Reactions counted before a median says anything (as REACTION_MIN_EVENTS in human-time.ts). */
const MIN_REACTIONS = 10;

export const ENVELOPES = {
  // Color Match is a Stroop judgement (does the word's meaning match its ink?), a two-choice task:
  // choice reactions take 350-450 ms at the median, Stroop judgements 600-800 ms (MacLeod 1991's
  // review; manual-response Stroop RTs, Repovš 2004), and the fastest people's two-choice
  // reactions are about 300 ms. 75 right answers in 30 s is 2.5 a second, every one right, for
  // the whole round. The site's honest test player: 35. The red team: 173 at 165 ms gaps.
  colormatch: { top: 75, counts: "right answers in 30 s", minMedianReactionMs: 300 },
  // Simon is a sequence-span task. Adults repeat 7-9 steps, 12-15 is excellent, 20+ the top,
  // reached with chunking (Player Benchmark's sequence-memory data; Miller 1956's 7 +- 2; readers
  // of Pumpkin Person reporting 21+ after ten tries report 24 or more). Simon's four pads chunk
  // more easily than a 3x3 grid: 25 rounds. Honest test player: 12. The red team: 40.
  simon: { top: 25, counts: "rounds" },
  // Snake on a 20x20 grid at 150 ms a cell: 600 points is 60 foods, a snake of 61 cells filling
  // 15% of the board with no pause to plan; good players' runs end far earlier. Honest test
  // player: 30. The red team: 1,550 in 20 minutes.
  snake: { top: 600, counts: "points" },
  // Flappy: a pipe every 1.47 s (220 px at 3 px a 20 ms tick), one mistake ends the run; 100 pipes
  // is 2.4 minutes without one. Most players of the original score under 10 and its famous
  // runs are in the hundreds: such a run is worth a look. Honest test player: 2. The red team: 167.
  flappy: { top: 100, counts: "pipes" },
  // 2048: the 2048 tile, what the game is named for and most players never see, comes at about
  // 20,000 points; beyond it the operator looks (a search with the deal known reaches 27,000-37,000
  // at a person's pace: cheat-bots.ts). People keep up 3-4 moves a second in a
  // burst, not over hundreds of moves that each need a look at the board: a mean under 250 ms a
  // move over 300 moves or more is held. Honest test player: 3,420. The red team: 33,084 (board
  // search) and 36,956 (recovered deal).
  "2048": { top: 20_000, counts: "points", longRunPace: { minMeanMoveMs: 250, overMoves: 300 } },
  // Sliding (3x3, score = moves): random deals need 22 moves at the mean and 31 at most
  // (Reinefeld 1993, OEIS A089473); this site's deals needed 12 to 30 (60 deals, mean 22). People
  // plan a few moves ahead and solve in more than the fewest; a solve within 2 of the fewest on a
  // deal needing 14 or more is a search's, and under 16 moves at all is a rare short deal. Honest
  // test player: 100. The red team: 22, search-optimal, and 12 on the easiest of 60 deals.
  sliding: { top: 16, counts: "moves", nearFewest: { within: 2, fromFewest: 14 } },
  // Memory (4x4, score = moves, a move is two flips): chance alone can end in 8; perfect recall of
  // every card seen needs 12.4 at the mean (the known result for 8 pairs), and in 2,000 deals of
  // this game a perfect-recall player took 11 or fewer 9% of the time, 10 0.5%. Fewer than 12 is
  // luck on top of perfect recall. Honest test player: 14. The red team: 11 (best of 20 runs).
  memory: { top: 12, counts: "moves" },
  // Breakout: 400 is every brick, the most there is; good players clear the board. Honest test
  // player: 400. Its pointer inputs are timed like every other input (verify.ts).
  breakout: { top: 400, counts: "points" },
  // Whack-a-Mole: 30 moles, one a second, each up for 800 ms; hitting each needs a choice among 9
  // holes and a movement to it (a simple reaction of 200-250 ms plus an aimed tap of 100 ms or
  // more, Fitts 1954): a median under 300 ms from each mole's appearance is held. Honest test
  // player: 30 at a 420 ms median. The red team: 30.
  whack: { top: 30, counts: "moles", minMedianReactionMs: 300 },
} as const satisfies Record<ChallengeGame, Envelope>;

/** What the replay saw of a run, for its envelope. */
export type EnvelopeFacts = {
  score: number;
  /** Turn games: each move's page time. */
  at?: readonly number[];
  /** The reactions the replay measured (Color Match: between answers; Whack: each hit after its mole). */
  reactionsMs?: readonly number[] | null;
  /** Sliding: the fewest moves that solve the run's deal. */
  fewestMoves?: number | null;
};

const held = (reason: string): TimeFinding => ({ level: "unlikely", reason });

/** Whether `score` is beyond `bar` in the game's direction (above it, or below it where fewer is better). */
export function beyond(game: ChallengeGame, score: number, bar: number): boolean {
  return FEWER_IS_BETTER.has(game) ? score < bar : score > bar;
}

/** The run's findings against its game's envelope: each an "unlikely" (held) finding with its reason. */
export function checkEnvelope(game: ChallengeGame, facts: EnvelopeFacts): TimeFinding[] {
  const envelope: Envelope = ENVELOPES[game];
  const findings: TimeFinding[] = [];
  const fewer = FEWER_IS_BETTER.has(game);
  if (beyond(game, facts.score, envelope.top)) {
    findings.push(
      held(
        `Beyond what people reach: ${facts.score} ${envelope.counts}, where people's best is ${fewer ? "about" : "up to about"} ${envelope.top}${fewer ? " at the fewest" : ""}.`,
      ),
    );
  }
  const reactions = facts.reactionsMs ?? [];
  if (envelope.minMedianReactionMs !== undefined && reactions.length >= MIN_REACTIONS) {
    const m = median(reactions);
    if (m < envelope.minMedianReactionMs) {
      findings.push(
        held(`Faster than people choose: a median of ${Math.round(m)} ms over ${reactions.length} answers, where the fastest people need ${envelope.minMedianReactionMs} ms.`),
      );
    }
  }
  const at = facts.at ?? [];
  if (envelope.longRunPace && at.length >= envelope.longRunPace.overMoves) {
    const mean = (at[at.length - 1]! - at[0]!) / (at.length - 1);
    if (mean < envelope.longRunPace.minMeanMoveMs) {
      findings.push(
        held(
          `Faster than people keep up: ${at.length} moves at ${Math.round(mean)} ms a move, where people need ${envelope.longRunPace.minMeanMoveMs} ms or more over a long run.`,
        ),
      );
    }
  }
  const fewest = facts.fewestMoves;
  if (envelope.nearFewest && fewest != null && fewest >= envelope.nearFewest.fromFewest && facts.score <= fewest + envelope.nearFewest.within) {
    findings.push(held(`A search's solve: ${facts.score} moves where the fewest possible is ${fewest}; people solve a puzzle this long in more.`));
  }
  return findings;
}
