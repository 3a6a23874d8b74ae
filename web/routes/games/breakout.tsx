import { gameAboutTexts } from "../../content/games";
import { defineMessages } from "../../i18n/i18n";
import { GameAbout } from "../../features/games/shared/game-about";
import { BreakoutGame } from "../../features/games/breakout/breakout-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

/** The game's hub line and how-to-play note: its own catalog, defined here so it travels in this route's chunk (web/content/games.ts). */
const about = defineMessages("games-about-breakout", gameAboutTexts("breakout"));

export const meta = routeMeta(() => gameMeta("breakout", about));

export default function BreakoutGameRoute() {
  return (
    <GameAbout about={about}>
      <BreakoutGame />
    </GameAbout>
  );
}
