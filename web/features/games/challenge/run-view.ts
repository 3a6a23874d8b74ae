/**
 * What the challenge panel shows of a run (the session's view of it), and when that changed enough
 * to render the panel again.
 */
import type { ChallengeGame } from "../../../../contracts/challenge";
import { isRealTimeGame } from "../../../../games/challenge/adapters";
import type { RealTimeLog, TurnLog } from "../../../../games/challenge/recorder";

/** Where a run stands, as the panel shows it. */
export type RunPhase = "none" | "starting" | "playing" | "over";
export type Seal = { status: "sending" } | { status: "sealed" } | { status: "failed"; message: string };

/** The run as the panel sees it: its phase, the score the replay will find, the log and token to send. */
export type RunView = {
  phase: RunPhase;
  /** Counts up with each run started, so the panel can tell one run from the next. */
  run: number;
  token: string | null;
  score: number;
  log: TurnLog | RealTimeLog | null;
  /** Set once the game is over. */
  seal: Seal | null;
  /** Why the run could not start or go on, in the visitor's words. */
  problem: string | null;
  /** Runs this device may still start of this game today, as the server last said; null before the first start. */
  attemptsLeft: number | null;
};

/**
 * Whether the panel shows `next` differently from `shown`: its phase, seal and problem, and a
 * finished run's score and log (the submit dialog sends them). A real-time run's log grows with
 * every tick; rendering the panel for that would put a React render back into every frame of play.
 */
export function panelChanged(shown: RunView | null, next: RunView): boolean {
  if (!shown) return true;
  if (
    shown.phase !== next.phase ||
    shown.run !== next.run ||
    shown.seal !== next.seal ||
    shown.problem !== next.problem ||
    shown.token !== next.token ||
    shown.attemptsLeft !== next.attemptsLeft
  )
    return true;
  return next.phase === "over" && (shown.log !== next.log || shown.score !== next.score);
}

/** Games whose run starts with the Start button (or the first flap), not with the deal. */
export function startsWithPlay(game: ChallengeGame): boolean {
  return game === "simon" || isRealTimeGame(game);
}
