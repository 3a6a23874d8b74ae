import { gameMeta } from "../../features/games/shared/game-meta";
import { routeMeta } from "../../lib/meta";
import { PlayFriend } from "../../features/games/rooms/play-friend";
import { TicTacToeGame } from "../../features/games/tictactoe/tictactoe-game";

export const meta = routeMeta(() => gameMeta("tictactoe"));

export default function TicTacToeGameRoute() {
  return (
    <PlayFriend game="tictactoe">
      <TicTacToeGame />
    </PlayFriend>
  );
}
