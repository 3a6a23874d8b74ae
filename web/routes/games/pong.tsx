import { about } from "../../content/game-about/pong";
import { GameAbout } from "../../features/games/shared/game-about";
import { PongGame } from "../../features/games/pong/pong-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("pong", about));

export default function PongGameRoute() {
  return (
    <GameAbout about={about}>
      <PongGame />
    </GameAbout>
  );
}
