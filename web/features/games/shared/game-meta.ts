import { gameFacts, type GameId } from "../../../../contracts/games";
import { gameDescription, gamesListMessages } from "../../../content/games";
import { pageMeta } from "../../../lib/meta";

/** The meta tags of a game's page, from its hub card, in the page's language (the name stays English). */
export function gameMeta(id: GameId) {
  const game = gameFacts(id);
  return pageMeta({ title: game.name, description: gameDescription(gamesListMessages.get(), id), path: game.path });
}
