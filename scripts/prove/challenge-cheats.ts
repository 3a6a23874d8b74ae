/**
 * Every cheat bot's strategy (games/challenge/cheat-bots.ts) against the checks the server's replay
 * worker runs (games/challenge/verify.ts, the human-time rules and the human envelope), counted by
 * outcome: ranked, held or refused. The paced strategies take minutes to hours of real time per run
 * (a 50-minute Snake, 40 Simon rounds), so their runs are checked in this process with the
 * timelines a server would see, not sent through the API; the at-once runs go through the API too
 * (challenge.ts). None may rank beyond its game's envelope, and the red team's may not rank at all.
 */
import { CHALLENGE_GAMES, HIDDEN_DEAL_GAMES, type ChallengeGame } from "../../contracts/challenge";
import { CHEAT_BOTS, KNOWING_BOTS, slowMotion, type CheatRun, type SlowMotion } from "../../games/challenge/cheat-bots";
import { beyond, ENVELOPES } from "../../games/challenge/envelope";
import { playBreakout, playColorMatch, playFlappy, playSnake, playWhack } from "../../games/challenge/play-bots";
import { verifyRun } from "../../games/challenge/verify";
import type { ProveRow } from "./types";

const PART = "challenge";
const SEED = 20261201;

type Outcome = "ranked" | "held" | "refused";

function outcomeOf(game: ChallengeGame, { run, timeline, seed }: CheatRun): { outcome: Outcome; score: number } {
  const moves = HIDDEN_DEAL_GAMES.has(game) ? (run.log as { moves: unknown[] }).moves : undefined;
  const result = verifyRun({ game, deal: { seed: seed ?? SEED }, log: JSON.parse(JSON.stringify(run.log)), claimedScore: run.score, timeline, recordedMoves: moves });
  return { outcome: result.ok ? result.status : "refused", score: run.score };
}

function row(strategy: string, results: { game: string; outcome: Outcome; score: number; beyond: boolean }[], mayRank: boolean): ProveRow {
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  const rankedBeyond = results.filter((r) => r.outcome === "ranked" && r.beyond);
  return {
    part: PART,
    check: `cheat bots, ${strategy}: ${results.length} runs`,
    target: mayRank ? "none ranked beyond its game's envelope" : "none ranked",
    measured: `ranked ${count("ranked")} / held ${count("held")} / refused ${count("refused")}: ${results.map((r) => `${r.game} ${r.score} ${r.outcome}`).join(", ")}`,
    ok: rankedBeyond.length === 0 && (mayRank || count("ranked") === 0),
  };
}

const SLOW_MOTIONS: SlowMotion[] = ["page clock at a quarter speed", "game clock at 41% of the page's", "no seal, 203 s of real time"];
/** Honest-looking real-time runs to play in slow motion. */
const REAL_TIME_RUNS = [() => playColorMatch(SEED), () => playFlappy(SEED, 12), () => playSnake(SEED, 60), () => playWhack(SEED, 1), () => playBreakout(SEED, 60)];
/**
 * Runs long enough for a stretch at half speed to fit inside the whole run's page-clock allowance
 * (20%) and still exceed the live checkpoints' (5 s, and a phone's dropped frames: 67% for
 * Breakout, whose 30 s run it cannot exceed): on a 5 s run, 5 s of slow motion is the allowance itself.
 */
const STRETCH_RUNS = [() => playColorMatch(SEED), () => playWhack(SEED, 1), () => playBreakout(SEED, 400)];

export function cheatTableRows(): ProveRow[] {
  const judged = (game: ChallengeGame, cheat: CheatRun) => {
    const { outcome, score } = outcomeOf(game, cheat);
    return { game, outcome, score, beyond: beyond(game, score, ENVELOPES[game].top) };
  };
  const slowed = CHALLENGE_GAMES.map((game) => judged(game, CHEAT_BOTS[game].slowed(SEED)));
  const knowing = CHALLENGE_GAMES.map((game) => judged(game, KNOWING_BOTS[game].play(SEED)));
  const slow = SLOW_MOTIONS.flatMap((how) =>
    REAL_TIME_RUNS.map((play) => {
      const run = play();
      return { ...judged(run.game, slowMotion(run, how)), game: `${run.game} (${how})` };
    }),
  );
  const stretched = STRETCH_RUNS.map((play) => {
    const run = play();
    return {
      ...judged(run.game, slowMotion(run, "page and game clock at half speed for a stretch")),
      game: `${run.game} (${run.log && "endAt" in run.log ? Math.round(run.log.endAt / 1000) : 0} s)`,
    };
  });
  return [
    row("paced like a person (decision 035's slowed bots)", slowed, true),
    row("the red team's: full knowledge at a person's pace", knowing, false),
    row("slow motion (page clock, game clock, no seal)", slow, false),
    row("slow motion seen only by the live checkpoints (page and game clock at half speed for a stretch inside the whole run's allowance)", stretched, false),
  ];
}
