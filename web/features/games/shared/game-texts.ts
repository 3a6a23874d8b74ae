import { params } from "@nanostores/i18n";
import { defineMessages } from "../../../i18n/i18n";

/**
 * Words many game screens share (score boards' labels, the paused line, New Game), translated once:
 * `const c = useMessages(gameTextMessages)` in a game's view, `c.score`, `c.seconds({ n })`.
 */
export const gameTextMessages = defineMessages("games-common", {
  score: "Score",
  best: "Best",
  highScore: "High Score",
  moves: "Moves",
  time: "Time",
  lives: "Lives",
  round: "Round",
  wins: "Wins",
  losses: "Losses",
  draws: "Draws",
  you: "You",
  paused: "Paused",
  newGame: "New Game",
  /** A duration in whole seconds on a score board: "12s". */
  seconds: params("{n}s"),
});
