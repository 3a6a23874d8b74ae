import { FEWER_IS_BETTER, type ChallengeGame } from "../../../../contracts/challenge";

/** "1,234 points" or, where fewer is better (Sliding, Memory), "27 moves". */
export function formatScore(game: ChallengeGame, score: number): string {
  const unit = FEWER_IS_BETTER.has(game) ? (score === 1 ? "move" : "moves") : score === 1 ? "point" : "points";
  return `${score.toLocaleString("en-US")} ${unit}`;
}

export function scoreHeading(game: ChallengeGame): string {
  return FEWER_IS_BETTER.has(game) ? "Moves" : "Score";
}
