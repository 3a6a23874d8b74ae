import { about } from "../../content/game-about/memory";
import { GameAbout } from "../../features/games/shared/game-about";
import { MemoryGame } from "../../features/games/memory/memory-game";
import { routeMeta } from "../../lib/meta";
import { PlayFriend } from "../../features/games/rooms/play-friend";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("memory", about));

export default function MemoryGameRoute() {
  return (
    <GameAbout about={about}>
      <PlayFriend game="memory">
        <MemoryGame />
      </PlayFriend>
    </GameAbout>
  );
}
