import { SlidingGame } from "../../features/games/sliding/sliding-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("sliding"));

export default function SlidingGameRoute() {
  return <SlidingGame />;
}
