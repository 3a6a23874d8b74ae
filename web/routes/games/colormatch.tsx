import { about } from "../../content/game-about/colormatch";
import { GameAbout } from "../../features/games/shared/game-about";
import { ColorMatchGame } from "../../features/games/colormatch/colormatch-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("colormatch", about));

export default function ColorMatchGameRoute() {
  return (
    <GameAbout about={about}>
      <ColorMatchGame />
    </GameAbout>
  );
}
