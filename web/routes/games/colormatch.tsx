import { ColorMatchGame } from "../../features/games/colormatch/colormatch-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("colormatch"));

export default function ColorMatchGameRoute() {
  return <ColorMatchGame />;
}
