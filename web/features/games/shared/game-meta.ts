import { gameFacts, type GameId } from "../../../../contracts/games";
import { pageMeta } from "../../../lib/meta";

/** The meta tags of a game's page, from its hub card. */
export function gameMeta(id: GameId) {
  const game = gameFacts(id);
  return pageMeta({ title: game.name, description: game.description, path: game.path });
}
