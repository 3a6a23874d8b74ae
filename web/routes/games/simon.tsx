import { about } from "../../content/game-about/simon";
import { GameAbout } from "../../features/games/shared/game-about";
import { SimonGame } from "../../features/games/simon/simon-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("simon", about));

export default function SimonGameRoute() {
  return (
    <GameAbout about={about}>
      <SimonGame />
    </GameAbout>
  );
}
