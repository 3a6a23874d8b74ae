import { gameAboutTexts } from "../../content/games";
import { defineMessages } from "../../i18n/i18n";
import { GameAbout } from "../../features/games/shared/game-about";
import { Game2048 } from "../../features/games/game-2048/game-2048-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

/** The game's hub line and how-to-play note: its own catalog, defined here so it travels in this route's chunk (web/content/games.ts). */
const about = defineMessages("games-about-2048", gameAboutTexts("2048"));

export const meta = routeMeta(() => gameMeta("2048", about));

export default function Game2048Route() {
  return (
    <GameAbout about={about}>
      <Game2048 />
    </GameAbout>
  );
}
