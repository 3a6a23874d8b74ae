import { about } from "../../content/game-about/sliding";
import { GameAbout } from "../../features/games/shared/game-about";
import { SlidingGame } from "../../features/games/sliding/sliding-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("sliding", about));

export default function SlidingGameRoute() {
  return (
    <GameAbout about={about}>
      <SlidingGame />
    </GameAbout>
  );
}
