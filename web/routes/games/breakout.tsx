import { about } from "../../content/game-about/breakout";
import { GameAbout } from "../../features/games/shared/game-about";
import { BreakoutGame } from "../../features/games/breakout/breakout-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("breakout", about));

export default function BreakoutGameRoute() {
  return (
    <GameAbout about={about}>
      <BreakoutGame />
    </GameAbout>
  );
}
