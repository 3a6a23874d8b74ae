import { gameAboutTexts } from "../../content/games";
import { defineMessages } from "../../i18n/i18n";
import { GameAbout } from "../../features/games/shared/game-about";
import { TypingGame } from "../../features/games/typing/typing-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

/** The game's hub line and how-to-play note: its own catalog, defined here so it travels in this route's chunk (web/content/games.ts). */
const about = defineMessages("games-about-typing", gameAboutTexts("typing"));

export const meta = routeMeta(() => gameMeta("typing", about));

export default function TypingGameRoute() {
  return (
    <GameAbout about={about}>
      <TypingGame />
    </GameAbout>
  );
}
