/**
 * The top of a board is seen before it shows (decision 059): a run the checks would rank waits for
 * the operator instead when it would enter the day's top places above what reviewed play has shown.
 */
import type { ChallengeGame } from "../../../contracts/challenge";
import { beyond, ENVELOPES } from "../../../games/challenge/envelope";
import type { ChallengeRepository } from "./repository";

/** A run entering a board's top this many places above what reviewed play has shown waits for review. */
export const TOP_REVIEWED = 3;

/**
 * Why a run the checks would rank waits for review instead, or null: it would enter the day's top
 * TOP_REVIEWED places above the best score reviewed play has shown for the game (runs the operator
 * ranked from the queue), or above the game's human envelope while there is none (decision 059).
 */
export async function topOfBoard(repo: Pick<ChallengeRepository, "rankOf" | "bestReviewed">, day: string, game: ChallengeGame, key: string, score: number): Promise<string | null> {
  const rank = await repo.rankOf(day, game, key, score);
  if (rank > TOP_REVIEWED) return null;
  const reviewed = await repo.bestReviewed(game);
  const bar = reviewed ?? ENVELOPES[game].top;
  if (!beyond(game, score, bar)) return null;
  const shown = reviewed === null ? `the ${bar} the game's human envelope allows before any reviewed play` : `the best reviewed play has shown (${bar})`;
  return `It would enter today's top ${TOP_REVIEWED} at #${rank} with ${score}, beyond ${shown}: the operator looks at it first.`;
}
