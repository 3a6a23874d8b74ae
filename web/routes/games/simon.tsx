import { SimonGame } from "../../features/games/simon/simon-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("simon"));

export default function SimonGameRoute() {
  return <SimonGame />;
}
