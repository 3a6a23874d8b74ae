import { about } from "../../content/game-about/2048";
import { GameAbout } from "../../features/games/shared/game-about";
import { Game2048 } from "../../features/games/game-2048/game-2048-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("2048", about));

export default function Game2048Route() {
  return (
    <GameAbout about={about}>
      <Game2048 />
    </GameAbout>
  );
}
