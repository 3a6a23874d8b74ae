import { gameAboutTexts } from "../../content/games";
import { defineMessages } from "../../i18n/i18n";
import { GameAbout } from "../../features/games/shared/game-about";
import { Connect4Game } from "../../features/games/connect4/connect4-game";
import { routeMeta } from "../../lib/meta";
import { PlayFriend } from "../../features/games/rooms/play-friend";
import { gameMeta } from "../../features/games/shared/game-meta";

/** The game's hub line and how-to-play note: its own catalog, defined here so it travels in this route's chunk (web/content/games.ts). */
const about = defineMessages("games-about-connect4", gameAboutTexts("connect4"));

export const meta = routeMeta(() => gameMeta("connect4", about));

export default function Connect4GameRoute() {
  return (
    <GameAbout about={about}>
      <PlayFriend game="connect4">
        <Connect4Game />
      </PlayFriend>
    </GameAbout>
  );
}
