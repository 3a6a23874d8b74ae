import { MemoryGame } from "../../features/games/memory/memory-game";
import { routeMeta } from "../../lib/meta";
import { PlayFriend } from "../../features/games/rooms/play-friend";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("memory"));

export default function MemoryGameRoute() {
  return (
    <PlayFriend game="memory">
      <MemoryGame />
    </PlayFriend>
  );
}
