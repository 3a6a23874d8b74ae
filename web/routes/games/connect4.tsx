import { about } from "../../content/game-about/connect4";
import { GameAbout } from "../../features/games/shared/game-about";
import { Connect4Game } from "../../features/games/connect4/connect4-game";
import { routeMeta } from "../../lib/meta";
import { PlayFriend } from "../../features/games/rooms/play-friend";
import { gameMeta } from "../../features/games/shared/game-meta";

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
