import { SnakeGame } from "../../features/games/snake/snake-game";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = () => gameMeta("snake");

export default function SnakeGameRoute() {
  return <SnakeGame />;
}
