import { gameAboutTexts } from "../../content/games";
import { defineMessages } from "../../i18n/i18n";
import { GameAbout } from "../../features/games/shared/game-about";
import { RpsGame } from "../../features/games/rps/rps-game";
import { routeMeta } from "../../lib/meta";
import { PlayFriend } from "../../features/games/rooms/play-friend";
import { gameMeta } from "../../features/games/shared/game-meta";

/** The game's hub line and how-to-play note: its own catalog, defined here so it travels in this route's chunk (web/content/games.ts). */
const about = defineMessages("games-about-rps", gameAboutTexts("rps"));

export const meta = routeMeta(() => gameMeta("rps", about));

export default function RpsGameRoute() {
  return (
    <GameAbout about={about}>
      <PlayFriend game="rps">
        <RpsGame />
      </PlayFriend>
    </GameAbout>
  );
}
