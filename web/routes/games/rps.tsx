import { about } from "../../content/game-about/rps";
import { GameAbout } from "../../features/games/shared/game-about";
import { RpsGame } from "../../features/games/rps/rps-game";
import { routeMeta } from "../../lib/meta";
import { PlayFriend } from "../../features/games/rooms/play-friend";
import { gameMeta } from "../../features/games/shared/game-meta";

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
