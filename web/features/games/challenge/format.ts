import { FEWER_IS_BETTER, type ChallengeGame } from "../../../../contracts/challenge";

/**
 * The one way the challenge writes a number (scores, ranks), on the panel, the boards, the
 * submit dialog and the share card alike: "3,260", never "3260" in one place and "3,260" in another.
 */
const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function formatNumber(n: number): string {
  return NUMBER.format(n);
}

/** "1,234 points" or, where fewer is better (Sliding, Memory), "27 moves". */
export function formatScore(game: ChallengeGame, score: number): string {
  const unit = FEWER_IS_BETTER.has(game) ? (score === 1 ? "move" : "moves") : score === 1 ? "point" : "points";
  return `${formatNumber(score)} ${unit}`;
}

/** "#1,234": a place on a board. */
export function formatRank(rank: number): string {
  return `#${formatNumber(rank)}`;
}

export function scoreHeading(game: ChallengeGame): string {
  return FEWER_IS_BETTER.has(game) ? "Moves" : "Score";
}
