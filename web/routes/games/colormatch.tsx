import { ColorMatchGame } from "../../features/games/colormatch/colormatch-game";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = () => gameMeta("colormatch");

export default function ColorMatchGameRoute() {
  return <ColorMatchGame />;
}
