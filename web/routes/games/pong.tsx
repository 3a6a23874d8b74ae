import { PongGame } from "../../features/games/pong/pong-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("pong"));

export default function PongGameRoute() {
  return <PongGame />;
}
