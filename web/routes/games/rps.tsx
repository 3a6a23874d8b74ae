import { RpsGame } from "../../features/games/rps/rps-game";
import { routeMeta } from "../../lib/meta";
import { PlayFriend } from "../../features/games/rooms/play-friend";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("rps"));

export default function RpsGameRoute() {
  return (
    <PlayFriend game="rps">
      <RpsGame />
    </PlayFriend>
  );
}
