import { SnakeGame } from "../../features/games/snake/snake-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("snake"));

export default function SnakeGameRoute() {
  return <SnakeGame />;
}
