import { about } from "../../content/game-about/snake";
import { GameAbout } from "../../features/games/shared/game-about";
import { SnakeGame } from "../../features/games/snake/snake-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("snake", about));

export default function SnakeGameRoute() {
  return (
    <GameAbout about={about}>
      <SnakeGame />
    </GameAbout>
  );
}
