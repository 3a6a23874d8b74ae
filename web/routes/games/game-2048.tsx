import { Game2048 } from "../../features/games/game-2048/game-2048-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("2048"));

export default function Game2048Route() {
  return <Game2048 />;
}
