import { gameFacts, type GameId } from "../../../../contracts/games";
import { gameDescription, gameName, gamesListMessages } from "../../../content/games";
import { pageMeta } from "../../../lib/meta";

/** The meta tags of a game's page, from its hub card, in the page's language. */
export function gameMeta(id: GameId) {
  const game = gameFacts(id);
  const t = gamesListMessages.get();
  return pageMeta({ title: t.metaTitle({ name: gameName(t, id).name }), description: gameDescription(t, id), path: game.path });
}
