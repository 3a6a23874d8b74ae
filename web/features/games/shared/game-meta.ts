import { gameFacts, type GameId } from "../../../../contracts/games";
import { gameDescription, gamesListMessages } from "../../../content/games";
import { pageMeta } from "../../../lib/meta";

/** The meta tags of a game's page, from its hub card, in the page's language (the name stays English). */
export function gameMeta(id: GameId) {
  const game = gameFacts(id);
  const t = gamesListMessages.get();
  return pageMeta({ title: t.metaTitle({ name: game.name }), description: gameDescription(t, id), path: game.path });
}
