import { about } from "../../content/game-about/tictactoe";
import { GameAbout } from "../../features/games/shared/game-about";
import { gameMeta } from "../../features/games/shared/game-meta";
import { routeMeta } from "../../lib/meta";
import { PlayFriend } from "../../features/games/rooms/play-friend";
import { TicTacToeGame } from "../../features/games/tictactoe/tictactoe-game";

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
