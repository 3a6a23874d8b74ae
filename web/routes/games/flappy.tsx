import { FlappyGame } from "../../features/games/flappy/flappy-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("flappy"));

export default function FlappyGameRoute() {
  return <FlappyGame />;
}
