import type { GameId } from "../../../../contracts/games";
import { gameAboutTexts, type GameAbout } from "../../../content/games";
import { defineMessages } from "../../../i18n/i18n";

/**
 * Every game's hub line and how-to-play note, for the hub's cards. Each game's route defines its
 * own under the same name (web/routes/games/): written in both places, each travels in its own
 * route's chunk, where a module shared by the hub and the fourteen routes became fourteen more
 * chunks and a larger route manifest on every first visit.
 */
export const GAME_LINES: Record<GameId, GameAbout> = {
  tictactoe: defineMessages("games-about-tictactoe", gameAboutTexts("tictactoe")),
  snake: defineMessages("games-about-snake", gameAboutTexts("snake")),
  memory: defineMessages("games-about-memory", gameAboutTexts("memory")),
  flappy: defineMessages("games-about-flappy", gameAboutTexts("flappy")),
  rps: defineMessages("games-about-rps", gameAboutTexts("rps")),
  simon: defineMessages("games-about-simon", gameAboutTexts("simon")),
  "2048": defineMessages("games-about-2048", gameAboutTexts("2048")),
  whack: defineMessages("games-about-whack", gameAboutTexts("whack")),
  pong: defineMessages("games-about-pong", gameAboutTexts("pong")),
  colormatch: defineMessages("games-about-colormatch", gameAboutTexts("colormatch")),
  typing: defineMessages("games-about-typing", gameAboutTexts("typing")),
  sliding: defineMessages("games-about-sliding", gameAboutTexts("sliding")),
  breakout: defineMessages("games-about-breakout", gameAboutTexts("breakout")),
  connect4: defineMessages("games-about-connect4", gameAboutTexts("connect4")),
};
