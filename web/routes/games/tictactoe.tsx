import { gameAboutTexts } from "../../content/games";
import { defineMessages } from "../../i18n/i18n";
import { GameAbout } from "../../features/games/shared/game-about";
import { gameMeta } from "../../features/games/shared/game-meta";
import { routeMeta } from "../../lib/meta";
import { PlayFriend } from "../../features/games/rooms/play-friend";
import { TicTacToeGame } from "../../features/games/tictactoe/tictactoe-game";

/** The game's hub line and how-to-play note: its own catalog, defined here so it travels in this route's chunk (web/content/games.ts). */
const about = defineMessages("games-about-tictactoe", gameAboutTexts("tictactoe"));

export const meta = routeMeta(() => gameMeta("tictactoe", about));

export default function TicTacToeGameRoute() {
  return (
    <GameAbout about={about}>
      <PlayFriend game="tictactoe">
        <TicTacToeGame />
      </PlayFriend>
    </GameAbout>
  );
}
