import { gameFacts, type GameId } from "../../../../contracts/games";
import { gameName, gamesListMessages, type GameAbout } from "../../../content/games";
import { pageMeta } from "../../../lib/meta";

/** The meta tags of a game's page, from its hub card (`about`: its own line), in the page's language. */
export function gameMeta(id: GameId, about: GameAbout) {
  const game = gameFacts(id);
  const t = gamesListMessages.get();
  return pageMeta({ title: t.metaTitle({ name: gameName(t, id).name }), description: about.get().description, path: game.path });
}
