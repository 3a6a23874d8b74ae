import { BreakoutGame } from "../../features/games/breakout/breakout-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("breakout"));

export default function BreakoutGameRoute() {
  return <BreakoutGame />;
}
